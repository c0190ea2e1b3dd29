// The search rows of `npm run bench` (BENCH_ONLY=search): on SQLite and on PostgreSQL, each a
// fresh database, BENCH_SEARCH_PASSAGES generated passages (tests/bench/library-corpus.mjs) are
// written in bulk into the CMS's tables, `npm run reindex` builds the index (its time is the
// build time), a CMS starts on that database and one signed-in learner's token asks
// GET /api/v1/scripture/search at 10 concurrent requests for queries of 1, 2, 3 and 5 syllables
// and two words. Goal: p95 ≤ 20 ms for 2 syllables.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from '../../scripts/lib/postgres.mjs';
import { freshSecrets, root, standInEnv, startCms, stopAll } from '../../scripts/lib/stack.mjs';
import { BENCH_QUERIES, generatePassages } from './library-corpus.mjs';

/** @typedef {import('knex').Knex} Knex */
/** @typedef {import('../../scripts/kakao-stand-in/index.mjs').KakaoStandIn} KakaoStandIn */
/** @typedef {{ p50: number, p95: number, requests: number, non2xx: number, cpuPerRequest: number | null }} Figures */

const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
const COUNT = Number(process.env.BENCH_SEARCH_PASSAGES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);
// BENCH_REQUESTS (the tiny run's few): so many requests per query instead of SECONDS.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 0);
const DATABASES = (process.env.BENCH_SEARCH_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter(Boolean);
// The corpus generator guarantees these words; one of each length, a rare 2-syllable word too.
/** @type {[label: string, keyword: string][]} */
const QUERIES = [
  ['1 syllable', BENCH_QUERIES.one[1]],
  ['2 syllables', BENCH_QUERIES.two[0]],
  ['2 syllables, rare', BENCH_QUERIES.two[BENCH_QUERIES.two.length - 1]],
  ['3 syllables', BENCH_QUERIES.three[0]],
  ['5 syllables', BENCH_QUERIES.five[0]],
  ['two words', BENCH_QUERIES.twoWords[0]],
];
/** @type {[label: string, pathAndQuery: string, withAuth: boolean][]} */
const FLOORS = [
  ['floor: Strapi /_health', '/_health', false],
  ['floor: signed-in route through the router, refused (404)', '/api/v1/videos/-', true],
  ['floor: hot route, refused (400)', '/api/v1/scripture/search?page=0', true],
];
// The generator's book keys, in the library's order (the seed's books, kept in one list there).
const BOOKS = [
  { key: 'dhammapada', name: '법구경', order: 1 },
  { key: 'lotussutra', name: '법화경', order: 2 },
  { key: 'diamond', name: '금강경', order: 3 },
  { key: 'heart', name: '반야심경', order: 4 },
  { key: 'suttanipata', name: '숫타니파타', order: 5 },
  { key: 'thousand-hands', name: '천수경', order: 6 },
];

const documentId = () => Array.from(crypto.randomBytes(24), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/**
 * The passages as the panel leaves them (a draft and a published row per document) and their book links.
 * @param {Knex} knex
 * @param {import('./library-corpus.mjs').GeneratedPassage[]} passages
 */
async function loadPassages(knex, passages) {
  const now = new Date();
  await knex('library_books').insert(
    BOOKS.map((b) => ({ ...b, document_id: documentId(), created_at: now, updated_at: now, published_at: now })),
  );
  /** @type {Map<string, number>} */
  const books = new Map((await knex('library_books').select('id', 'key')).map((b) => [b.key, b.id]));
  const started = Date.now();
  for (let i = 0; i < passages.length; i += 500) {
    const chunk = passages.slice(i, i + 500);
    await knex.transaction(async (trx) => {
      const rows = chunk.flatMap((p) => {
        const fields = {
          document_id: documentId(),
          chapter: p.chapter,
          chapter_name: p.chapterName,
          verse: p.verse,
          text: p.text,
          created_at: now,
          updated_at: now,
        };
        return [
          { ...fields, published_at: null },
          { ...fields, published_at: now },
        ];
      });
      /** @type {number[]} */
      const ids = [];
      for (let j = 0; j < rows.length; j += 100) {
        const inserted = await trx('library_passages')
          .insert(rows.slice(j, j + 100))
          .returning('id');
        ids.push(...inserted.map((r) => (typeof r === 'object' ? r.id : r)));
      }
      const links = ids.map((id, k) => ({ passage_id: id, book_id: books.get(chunk[k >> 1].book) }));
      for (let j = 0; j < links.length; j += 100) await trx('library_passages_book_lnk').insert(links.slice(j, j + 100));
    });
  }
  return Date.now() - started;
}

/**
 * CPU time the CMS process has used, in ms (user + system, from /proc; Linux only, else null).
 * On this shared 2-core machine latency moves with whatever else runs; the CPU a request costs
 * the server moves far less, so each row also gives it.
 * @param {number | undefined} pid
 */
function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number | undefined} pid
 * @returns {Promise<Figures>}
 */
function measure(url, headers, pid) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const times = [];
    const cpuBefore = cpuMsOf(pid);
    const instance = autocannon(
      { url, connections: 10, ...(REQUESTS > 0 ? { amount: REQUESTS } : { duration: SECONDS }), headers },
      (error, result) => {
        if (error) return reject(error);
        const cpuAfter = cpuMsOf(pid);
        times.sort((a, b) => a - b);
        const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
        const cpuPerRequest =
          cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null;
        resolve({ p50: at(0.5), p95: at(0.95), requests: result.requests.total, non2xx: result.non2xx, cpuPerRequest });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}

/**
 * @param {KakaoStandIn} kakao
 * @param {string} database
 * @param {import('./library-corpus.mjs').GeneratedPassage[]} passages
 */
async function variant(kakao, database, passages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-search-'));
  const secrets = freshSecrets();
  let pg = null;
  let cms = null;
  /** @type {Knex | null} */
  let knex = null;
  try {
    if (database === 'postgres') pg = await startPostgres({ database: 'dharma_search' });
    const { DATABASE_URL, DATABASE_CLIENT, ...inherited } = process.env;
    const port = await freePort();
    const dbFile = path.join(dir, 'data.db');
    const env = {
      ...inherited,
      NODE_ENV: 'production',
      ...secrets,
      ...standInEnv(kakao),
      SEED_DEMO_CONTENT: 'false',
      CMS_LOG_LEVEL: 'warn',
      CMS_PORT: String(port),
      CMS_URL: `http://127.0.0.1:${port}`,
      ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_FILENAME: dbFile }),
    };
    // First start: Strapi makes its tables; then the passages go straight into them.
    cms = await startCms(env, { quiet: true });
    await stopAll([cms]);
    cms = null;
    /** @type {Knex} */
    const db = cmsRequire('knex')(
      pg ? { client: 'pg', connection: pg.url } : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true },
    );
    knex = db;
    const loadMs = await loadPassages(db, passages);
    await db.destroy();
    knex = null;
    const reindex = spawnSync(process.execPath, [path.join(root, 'cms', 'scripts', 'reindex.js')], {
      cwd: path.join(root, 'cms'),
      env,
      encoding: 'utf8',
    });
    const built = reindex.stdout.match(/rebuilt: (\d+) passages, \d+ videos in (\d+) ms/);
    if (!built) throw new Error(`reindex failed: ${reindex.stdout}${reindex.stderr}`);
    cms = await startCms(env, { quiet: true });
    const kakaoToken = kakao.issueAccessToken({ email: 'search.bench@example.com', nickname: 's' });
    const headers = { 'Content-Type': 'application/json', 'x-dharma-server-secret': secrets.WEB_CMS_SECRET, 'x-client-ip': '10.9.0.1' };
    const exchange = await fetch(`${env.CMS_URL}/api/v1/session/exchange`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kakao_access_token: kakaoToken }),
    });
    const { access_token } = /** @type {{ access_token: string }} */ (await exchange.json());
    await fetch(`${env.CMS_URL}/api/v1/user/signup`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ username: '검색', agreed: true }),
    });
    const auth = { Authorization: `Bearer ${access_token}`, 'x-dharma-server-secret': secrets.WEB_CMS_SECRET };
    /** @type {(Figures & { label: string, keyword: string, total: number | string })[]} */
    const rows = [];
    for (const [label, keyword] of QUERIES) {
      const url = `${env.CMS_URL}/api/v1/scripture/search?keyword=${encodeURIComponent(keyword)}`;
      const first = /** @type {{ total: number }} */ (await (await fetch(url, { headers: auth })).json());
      const figures = await measure(url, auth, cms.pid);
      rows.push({ label, keyword, total: first.total, ...figures });
    }
    // The floor under every row, in the same process and run: Strapi's own health route (its
    // middleware, no router, no sign-in) and a signed-in library route that its schema refuses
    // before any search (sign-in check, routing, the refusal: everything but the search).
    for (const [label, pathAndQuery, withAuth] of FLOORS) {
      const figures = await measure(`${env.CMS_URL}${pathAndQuery}`, withAuth ? auth : {}, cms.pid);
      rows.push({ label, keyword: '—', total: '—', ...figures });
    }
    return { database, indexed: Number(built[1]), buildMs: Number(built[2]), loadMs, rows };
  } finally {
    await knex?.destroy();
    if (cms) await stopAll([cms]);
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {KakaoStandIn} kakao */
export async function searchBench(kakao) {
  const passages = generatePassages(COUNT, 1);
  const results = [];
  const notes = [];
  for (const database of DATABASES) {
    if (database === 'postgres' && !postgresInstalled()) {
      notes.push(`PostgreSQL rows NOT run: ${POSTGRES_MISSING}`);
      continue;
    }
    results.push(await variant(kakao, database, passages));
  }
  const lines = [
    `scripture search — ${COUNT} generated passages, 10 concurrent requests for ${REQUESTS > 0 ? `${REQUESTS} requests` : `${SECONDS} s`} per query, one signed-in learner, straight to the CMS`,
    '',
  ];
  lines.push(
    '| database | query | keyword | hits | p50 ms | p95 ms | CMS CPU ms / request | requests | non-2xx |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of results) {
    for (const row of r.rows)
      lines.push(
        `| ${r.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${row.label} | ${row.keyword} | ${row.total} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.cpuPerRequest === null ? '—' : row.cpuPerRequest.toFixed(2)} | ${row.requests} | ${row.non2xx} |`,
      );
  }
  lines.push('');
  for (const r of results) {
    const two = r.rows.find((row) => row.label === '2 syllables');
    const floor = r.rows.find((row) => row.label.startsWith('floor: hot route'));
    lines.push(
      `${r.database}: bulk load ${(r.loadMs / 1000).toFixed(1)} s, index build (npm run reindex) ${(r.buildMs / 1000).toFixed(1)} s for ${r.indexed} passages; goal p95 ≤ 20 ms for 2 syllables: ${two && two.p95 <= 20 ? 'met' : 'NOT met'} (2 syllables p95 ${two?.p95.toFixed(1)} ms; the hot route floor's p95 ${floor?.p95.toFixed(1)} ms)`,
    );
  }
  lines.push(
    ...notes,
    `reproduce: BENCH_ONLY=search BENCH_SEARCH_PASSAGES=${COUNT} BENCH_SEARCH_DATABASES=${DATABASES.join(',')} npm run bench`,
  );
  return lines.join('\n');
}
