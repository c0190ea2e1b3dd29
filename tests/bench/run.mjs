// `npm run bench`: load figures from autocannon against the started product (see README).
//   home page  — requests/s and p50/p95 latency, 50 connections, 10 s
//   static     — the same HTML bytes from a bare node:http server in the same run (the ratio)
//   cms        — GET /api/articles on the CMS
// Starts its own CMS (throwaway SQLite) and web server unless BENCH_WEB_URL / BENCH_CMS_URL are set.
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';

const require = createRequire(import.meta.url);
const BURST = Number(process.env.BENCH_BURST ?? 1000);

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Rounds run interleaved and the table shows each target's median, so one noisy moment on a
// shared 2-core machine does not decide the figure.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** autocannon's summary has p50 and p97.5 but no p95, so latencies are collected per response. */
function run(title, url) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, title }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
      resolve({ ...result, p50: at(0.5), p95: at(0.95) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function startStack() {
  const random = () => crypto.randomBytes(16).toString('base64url');
  const kakao = await startKakaoStandIn({ appId: 777001 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    CMS_PORT: '1537',
    PORT: '3300',
    CMS_URL: 'http://127.0.0.1:1537',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    APP_KEYS: `${random()},${random()}`,
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(),
    ENCRYPTION_KEY: random(),
    SESSION_SECRET: random(),
    WEB_CMS_SECRET: random(),
    ...standInEnv(kakao),
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
    RATE_LIMIT_REFRESH_PER_MINUTE: '1000000',
    ADMIN_PASSWORD: `Bench-${random()}1`,
    CMS_LOG_LEVEL: 'warn',
  };
  const cms = await startCms(env, { quiet: true });
  const web = await startWeb(env, { quiet: true });
  // The same server with its page cache off shows what a full React render costs.
  const uncached = await startWeb({ ...env, PORT: '3301', PAGE_CACHE_SECONDS: '0' }, { quiet: true });
  return {
    webUrl: 'http://127.0.0.1:3300',
    uncachedUrl: 'http://127.0.0.1:3301',
    cmsUrl: env.CMS_URL,
    dbFile: env.DATABASE_FILENAME,
    secret: env.WEB_CMS_SECRET,
    kakao,
    stop: () =>
      stopAll([web, uncached, cms])
        .then(() => kakao.stop())
        .then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

const external = process.env.BENCH_WEB_URL && process.env.BENCH_CMS_URL;
const stack = external
  ? { webUrl: process.env.BENCH_WEB_URL, cmsUrl: process.env.BENCH_CMS_URL, stop: async () => {} }
  : await startStack();

try {
  const html = Buffer.from(await (await fetch(`${stack.webUrl}/`)).arrayBuffer());
  const staticServer = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
    res.end(html);
  });
  await new Promise((r) => staticServer.listen(0, '127.0.0.1', r));
  const staticUrl = `http://127.0.0.1:${staticServer.address().port}/`;

  // Warm-up so JIT and caches are in their steady state for every target.
  for (const url of [`${stack.webUrl}/`, staticUrl, `${stack.uncachedUrl ?? stack.webUrl}/`, `${stack.cmsUrl}/api/articles`]) {
    await new Promise((resolve) => autocannon({ url, connections: 10, duration: 2 }, resolve));
  }

  const targets = [
    ['home page (web)', `${stack.webUrl}/`],
    ['same HTML, bare node:http', staticUrl],
    ...(stack.uncachedUrl ? [['home page, page cache off', `${stack.uncachedUrl}/`]] : []),
    ['GET /api/articles (cms)', `${stack.cmsUrl}/api/articles`],
  ];
  const results = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [name, url]] of targets.entries()) results[i].push(await run(name, url));
  }
  const rows = targets.map(([name], i) => ({
    name,
    rps: median(results[i].map((r) => r.requests.average)),
    p50: median(results[i].map((r) => r.p50)).toFixed(1),
    p95: median(results[i].map((r) => r.p95)).toFixed(1),
    errors: results[i].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  }));
  staticServer.close();

  const ratio = rows[0].rps / rows[1].rps;
  const pad = (v, n) => String(v).padEnd(n);
  const lines = [
    `npm run bench — ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} interleaved rounds, ${os.cpus().length} cores, node ${process.version}`,
    '',
    `| ${pad('target', 28)} | ${pad('req/s', 8)} | ${pad('p50 ms', 7)} | ${pad('p95 ms', 7)} | ${pad('errors', 6)} |`,
    `|${'-'.repeat(30)}|${'-'.repeat(10)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(8)}|`,
    ...rows.map((r) => `| ${pad(r.name, 28)} | ${pad(Math.round(r.rps), 8)} | ${pad(r.p50, 7)} | ${pad(r.p95, 7)} | ${pad(r.errors, 6)} |`),
    '',
    `home / static throughput: ${(ratio * 100).toFixed(0)} % (target ≥ 35 %), home p95 ${rows[0].p95} ms (target ≤ 50 ms)`,
    `reproduce: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS; BENCH_WEB_URL + BENCH_CMS_URL for a running stack)`,
  ];
  console.log(lines.join('\n'));
  if (stack.kakao) console.log(`\n${await applyBurst(stack)}`);
} finally {
  await stack.stop();
}

/**
 * The apply burst: BURST distinct learners (signed in through the Kakao exchange, signed up)
 * submit their application at the same moment, straight to the CMS as web would. Reports the time
 * until all are stored, latency, errors, and counts the rows in the database.
 */
async function applyBurst(stack) {
  const headers = (token) => ({
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
    'x-dharma-server-secret': stack.secret,
  });
  const semester = (await (await fetch(`${stack.cmsUrl}/api/v2/apply/semester-check`)).json()).semester;
  const tokens = [];
  const prepare = async (i) => {
    const kakaoToken = stack.kakao.issueAccessToken({ email: `burst${i}@example.com`, nickname: `b${i}` });
    const res = await fetch(`${stack.cmsUrl}/api/v1/session/exchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-dharma-server-secret': stack.secret, 'x-client-ip': `10.2.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ kakao_access_token: kakaoToken }),
    });
    const { access_token } = await res.json();
    await fetch(`${stack.cmsUrl}/api/v1/user/signup`, { method: 'POST', headers: headers(access_token), body: JSON.stringify({ username: `학인${i}`, agreed: true }) });
    tokens[i] = access_token;
  };
  for (let i = 0; i < BURST; i += 25) await Promise.all(Array.from({ length: Math.min(25, BURST - i) }, (_, k) => prepare(i + k)));

  if (process.env.BENCH_PROFILE_READS) {
    const t = performance.now();
    await Promise.all(tokens.map((token) => fetch(`${stack.cmsUrl}/api/v2/apply/check/is-applied`, { headers: headers(token) }).then((r) => r.arrayBuffer())));
    console.log(`1000 × GET is-applied (auth + one read): ${((performance.now() - t) / 1000).toFixed(2)} s`);
  }
  const body = JSON.stringify([{ course_name: `${semester}-J1` }, { course_name: `${semester}-D5` }]);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${stack.cmsUrl}/api/v2/apply/courses`, { method: 'POST', headers: headers(token), body });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }),
  );
  const total = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];

  const Database = require('better-sqlite3');
  const db = new Database(stack.dbFile, { readonly: true });
  const stored = db.prepare("SELECT COUNT(DISTINCT owner) AS learners, COUNT(*) AS rows FROM enrolment_applications WHERE semester_code = ?").get(semester);
  db.close();

  return [
    `apply burst — ${BURST} distinct learners POST /api/v2/apply/courses at once (${semester}: J1 + D5, S3 added)`,
    '',
    '| all stored after | p50 ms | p95 ms | max ms | errors | applications stored | rows |',
    '|------------------|--------|--------|--------|--------|---------------------|------|',
    `| ${(total / 1000).toFixed(2)} s | ${at(0.5).toFixed(0)} | ${at(0.95).toFixed(0)} | ${latencies.at(-1).toFixed(0)} | ${errors} | ${stored.learners} of ${BURST} | ${stored.rows} |`,
    '',
    `target: ≤ 5 s with nothing lost — ${total <= 5000 && stored.learners === BURST && errors === 0 ? 'met' : 'NOT met'}`,
  ].join('\n');
}
