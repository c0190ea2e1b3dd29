// `npm run bench`: load figures from autocannon against the started product (see README).
//   anonymous  — the home page (page cache on and off) and GET /api/articles on the CMS
//   signed in  — every signed-in page the bench knows, with the session cookie of one learner
//   static     — each page's own HTML bytes from a bare node:http server in the same run (the ratio)
//   burst      — BENCH_BURST distinct learners applying at the same moment
// Starts its own CMS (throwaway SQLite) and web server unless BENCH_WEB_URL / BENCH_CMS_URL are set
// (then only the anonymous pages are measured: signing a learner in needs the stack's secrets).
import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freshSecrets, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';

const require = createRequire(import.meta.url);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Rounds run interleaved and the table shows each target's median, so one noisy moment on a
// shared 2-core machine does not decide the figure.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * CPU seconds a child process has used (user + system, from /proc): CPU per request is the figure
 * that stays the same when other work shares the machine, unlike requests per second.
 */
const TICKS = 100;
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}

/** autocannon's summary has p50 and p97.5 but no p95, so latencies are collected per response. */
async function run(title, url, headers = {}) {
  const pids = { web: stack.web?.pid, cms: stack.cms?.pid };
  const before = { web: cpuSeconds(pids.web), cms: cpuSeconds(pids.cms) };
  const result = await load(title, url, headers);
  const cpu = (part) => ((cpuSeconds(pids[part]) - before[part]) * 1000) / Math.max(1, result.requests.total);
  return { ...result, webCpuMs: cpu('web'), cmsCpuMs: cpu('cms') };
}

function load(title, url, headers) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, title, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
      resolve({ ...result, p50: at(0.5), p95: at(0.95), p975: at(0.975) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function startStack() {
  const kakao = await startKakaoStandIn({ appId: 777001 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    CMS_PORT: '1537',
    PORT: '3300',
    CMS_URL: 'http://127.0.0.1:1537',
    SITE_URL: 'http://127.0.0.1:3300',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    ...freshSecrets(),
    ...standInEnv(kakao),
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
    RATE_LIMIT_REFRESH_PER_MINUTE: '1000000',
    CMS_LOG_LEVEL: 'warn',
  };
  // BENCH_PROFILE=<dir>: the CMS and web write V8 CPU profiles there when they stop.
  const profiled = (name) => (PROFILE_DIR ? { DHARMA_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR} --cpu-prof-name=${name}.cpuprofile` } : {});
  // A server left over from an interrupted run would answer in place of the new one.
  for (const port of [env.CMS_PORT, env.PORT, '3301']) {
    const busy = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
    if (busy) throw new Error(`port ${port} is already in use: stop what runs there (an interrupted bench?) and try again`);
  }
  const started = [];
  let cms, web, uncached;
  try {
    cms = await startCms({ ...env, ...profiled('cms') }, { quiet: true });
    started.push(cms);
    web = await startWeb({ ...env, ...profiled('web') }, { quiet: true });
    started.push(web);
    // The same server with its page cache off shows what a full React render costs.
    uncached = await startWeb({ ...env, PORT: '3301', PAGE_CACHE_SECONDS: '0' }, { quiet: true });
  } catch (error) {
    await stopAll(started);
    await kakao.stop();
    throw error;
  }
  return {
    webUrl: 'http://127.0.0.1:3300',
    uncachedUrl: 'http://127.0.0.1:3301',
    cmsUrl: env.CMS_URL,
    dbFile: env.DATABASE_FILENAME,
    secret: env.WEB_CMS_SECRET,
    kakao,
    web,
    cms,
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

/** The signed-in pages a learner visits most; each is measured with one learner's session. */
const SIGNED_IN_PAGES = ['/register', '/studyroom/coming'];

const pad = (v, n) => String(v).padEnd(n);
const table = (header, rows) => [
  `| ${header.map(([h, n]) => pad(h, n)).join(' | ')} |`,
  `|${header.map(([, n]) => '-'.repeat(n + 2)).join('|')}|`,
  ...rows.map((r) => `| ${r.map((v, i) => pad(v, header[i][1])).join(' | ')} |`),
];

try {
  const html = Buffer.from(await (await fetch(`${stack.webUrl}/`)).arrayBuffer());
  // One bare server answers every path with the bytes web gave for it: the ceiling for each page.
  const staticBodies = new Map([['/', html]]);
  const staticServer = http.createServer((req, res) => {
    const body = staticBodies.get(req.url) ?? html;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => staticServer.listen(0, '127.0.0.1', r));
  const staticBase = `http://127.0.0.1:${staticServer.address().port}`;

  const learner = stack.kakao ? await signedInLearner(stack) : null;
  const signedIn = [];
  if (learner) {
    for (const page of SIGNED_IN_PAGES) {
      const res = await fetch(`${stack.webUrl}${page}`, { headers: { cookie: learner.cookie }, redirect: 'manual' });
      if (res.status !== 200) throw new Error(`${page} answered ${res.status} for the signed-in learner`);
      staticBodies.set(page, Buffer.from(await res.arrayBuffer()));
      signedIn.push(page);
    }
  }

  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const targets = [
    { name: 'home page (web)', url: `${stack.webUrl}/` },
    { name: 'same HTML, bare node:http', url: `${staticBase}/` },
    ...(stack.uncachedUrl ? [{ name: 'home page, page cache off', url: `${stack.uncachedUrl}/` }] : []),
    { name: 'GET /api/articles (cms)', url: `${stack.cmsUrl}/api/articles` },
    ...signedIn.flatMap((page) => [
      { name: `${page} (signed in)`, url: `${stack.webUrl}${page}`, headers: { cookie: learner.cookie }, page },
      { name: `${page} bytes, bare node:http`, url: `${staticBase}${page}`, staticOf: page },
    ]),
  ];

  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.some((o) => t.name.includes(o) || t.staticOf?.includes(o))));
  // Warm-up so JIT and caches are in their steady state for every target.
  for (const t of targets) {
    await new Promise((resolve) => autocannon({ url: t.url, headers: t.headers, connections: 10, duration: 2 }, resolve));
  }

  const results = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) results[i].push(await run(t.name, t.url, t.headers));
  }
  const rows = targets.map((t, i) => ({
    ...t,
    rps: median(results[i].map((r) => r.requests.average)),
    p50: median(results[i].map((r) => r.p50)),
    p95: median(results[i].map((r) => r.p95)),
    p975: median(results[i].map((r) => r.p975)),
    errors: results[i].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    webCpuMs: median(results[i].map((r) => r.webCpuMs)),
    cmsCpuMs: median(results[i].map((r) => r.cmsCpuMs)),
  }));
  staticServer.close();

  const anonymous = rows.filter((r) => !r.page && !r.staticOf);
  const lines = [`npm run bench — ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} interleaved rounds, ${os.cpus().length} cores, node ${process.version}`];
  if (anonymous.length) {
    lines.push(
      '',
      ...table(
        [['target', 28], ['req/s', 8], ['p50 ms', 7], ['p95 ms', 7], ['errors', 6]],
        anonymous.map((r) => [r.name, Math.round(r.rps), r.p50.toFixed(1), r.p95.toFixed(1), r.errors]),
      ),
    );
    const [home, bare] = [anonymous.find((r) => r.name === 'home page (web)'), anonymous.find((r) => r.name === 'same HTML, bare node:http')];
    if (home && bare) lines.push('', `home / static throughput: ${((home.rps / bare.rps) * 100).toFixed(0)} % (target ≥ 35 %), home p95 ${home.p95.toFixed(1)} ms (target ≤ 50 ms)`);
  }
  if (signedIn.length) {
    const verdicts = [];
    const pageRows = signedIn.filter((page) => rows.some((r) => r.page === page)).map((page) => {
      const web = rows.find((r) => r.page === page);
      const bare = rows.find((r) => r.staticOf === page);
      const share = web.rps / bare.rps;
      const met = share >= 0.05 && web.p975 <= 250 && web.errors === 0;
      verdicts.push(`${page}: ${met ? 'met' : 'NOT met'}`);
      return [page, Math.round(web.rps), web.p50.toFixed(1), web.p975.toFixed(1), web.errors, Math.round(bare.rps), `${(share * 100).toFixed(1)} %`, web.webCpuMs.toFixed(2), web.cmsCpuMs.toFixed(2)];
    });
    lines.push(
      '',
      `signed-in pages — one learner's session cookie (${learner.email}), ${CONNECTIONS} connections`,
      '',
      ...table([['page', 18], ['req/s', 7], ['p50 ms', 7], ['p97.5 ms', 8], ['errors', 6], ['static req/s', 12], ['of static', 9], ['web CPU ms/req', 14], ['cms CPU ms/req', 14]], pageRows),
      '',
      `target per page: ≥ 5 % of the static server's throughput, p97.5 ≤ 250 ms, 0 errors — ${verdicts.join(', ')}`,
    );
  }
  lines.push(`reproduce: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_BURST; BENCH_WEB_URL + BENCH_CMS_URL for a running stack)`);
  console.log(lines.join('\n'));
  if (stack.kakao && BURST > 0) console.log(`\n${await applyBurst(stack)}`);
} finally {
  await stack.stop();
}
if (PROFILE_DIR) {
  const { summarise } = await import('./profile-summary.mjs');
  for (const file of fs.readdirSync(PROFILE_DIR).filter((f) => f.endsWith('.cpuprofile'))) console.log(`\n${summarise(path.join(PROFILE_DIR, file))}`);
}

/**
 * A learner signed in the way a browser does it: the Kakao button, the stand-in's authorize form,
 * the callback, sign-up with name and consent. Returns the web session cookie that results.
 */
async function signedInLearner(stack) {
  const email = `bench.learner@example.com`;
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const origin = new URL(stack.webUrl).origin;
  const step = async (url, init = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), ...(url.startsWith(origin) ? { cookie: cookie(), origin } : {}) } });
    if (url.startsWith(origin)) keep(res);
    if (process.env.BENCH_DEBUG) console.log(init.method ?? 'GET', url, res.status, res.headers.get('location'), res.headers.getSetCookie().map((c) => c.slice(0, 60)));
    return res;
  };
  const login = await step(`${stack.webUrl}/login`, { method: 'POST' });
  const authorizeUrl = login.headers.get('location');
  const authorize = new URL(authorizeUrl);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', email);
  form.set('nickname', 'bench');
  const granted = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const callback = granted.headers.get('location');
  if (!callback?.startsWith(origin)) throw new Error(`the stand-in did not send the learner back (${granted.status} ${callback})`);
  // The callback page posts the code on (a button without JavaScript); the exchange runs then.
  const signedIn = await step(callback, { method: 'POST' });
  if (signedIn.headers.get('location') === '/login') throw new Error(`sign-in failed${stack.web?.output ? `; web said:\n${stack.web.output.slice(-3000)}` : ''}`);
  if (signedIn.headers.get('location') === '/signup') {
    const body = new URLSearchParams({ username: '벤치 학인', agreed: 'on' });
    const done = await step(`${stack.webUrl}/signup`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (done.status !== 302) throw new Error(`sign-up answered ${done.status}`);
  }
  // An application makes /studyroom/coming show what a learner sees after applying.
  const semester = (await (await fetch(`${stack.cmsUrl}/api/v2/apply/semester-check`)).json()).semester;
  const add = new URLSearchParams({ intent: 'add', code: `${semester}-J1` });
  await step(`${stack.webUrl}/register`, { method: 'POST', body: add, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const submit = new URLSearchParams({ intent: 'submit', mode: 'apply' });
  const applied = await step(`${stack.webUrl}/register`, { method: 'POST', body: submit, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (applied.headers.get('location') !== '/studyroom/coming') throw new Error(`the bench learner's application failed (${applied.status} ${applied.headers.get('location')})`);
  // A browser keeps what each page puts in its session (the register page keeps the cart there).
  for (const page of SIGNED_IN_PAGES) await step(`${stack.webUrl}${page}`);
  if (!jar.has('ds_session')) throw new Error('no session cookie after sign-in');
  return { email, cookie: `ds_session=${jar.get('ds_session')}` };
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
    if (res.status !== 200) return void signInFailures++;
    const { access_token } = await res.json();
    const signup = await fetch(`${stack.cmsUrl}/api/v1/user/signup`, { method: 'POST', headers: headers(access_token), body: JSON.stringify({ username: `학인${i}`, agreed: true }) });
    await signup.arrayBuffer();
    if (signup.status !== 200) signUpFailures++;
    tokens[i] = access_token;
  };
  let signInFailures = 0;
  let signUpFailures = 0;
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
  const stored = db
    .prepare(
      "SELECT COUNT(DISTINCT a.owner) AS learners, COUNT(*) AS rows FROM enrolment_applications a JOIN up_users u ON u.id = a.owner WHERE a.semester_code = ? AND u.email LIKE 'burst%@example.com'",
    )
    .get(semester);
  // The name each application keeps for staff is the one the learner signed up with.
  const unnamed = db
    .prepare("SELECT COUNT(*) AS n FROM enrolment_applications a JOIN up_users u ON u.id = a.owner WHERE a.semester_code = ? AND u.email LIKE 'burst%@example.com' AND (a.learner_name IS NULL OR a.learner_name <> u.name)")
    .get(semester).n;
  db.close();
  // Nothing lost: every learner signed in and up, every application answered 200, and the database
  // holds exactly three rows (J1, D5, the required S3) for each of them.
  const nothingLost = signInFailures === 0 && signUpFailures === 0 && errors === 0 && stored.learners === BURST && stored.rows === BURST * 3 && unnamed === 0;

  return [
    `apply burst — ${BURST} distinct learners POST /api/v2/apply/courses at once (${semester}: J1 + D5, S3 added)`,
    '',
    '| all stored after | p50 ms | p95 ms | max ms | errors | applications stored | rows |',
    '|------------------|--------|--------|--------|--------|---------------------|------|',
    `| ${(total / 1000).toFixed(2)} s | ${at(0.5).toFixed(0)} | ${at(0.95).toFixed(0)} | ${latencies.at(-1).toFixed(0)} | ${errors} | ${stored.learners} of ${BURST} | ${stored.rows} |`,
    '',
    `sign-ins failed: ${signInFailures}, sign-ups failed: ${signUpFailures}; rows expected ${BURST * 3}, stored ${stored.rows}; rows without the learner's name ${unnamed}`,
    `target: ≤ 5 s with nothing lost — ${total <= 5000 && nothingLost ? 'met' : 'NOT met'}`,
  ].join('\n');
}
