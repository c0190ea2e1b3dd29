// `npm run bench`: load figures from autocannon against the started product (see README).
//   anonymous  — the home page (page cache on and off) and GET /api/articles on the CMS
//   signed in  — every signed-in page the bench knows, with the session cookie of one learner
//   static     — each page's own HTML bytes from a bare node:http server in the same run (the ratio)
//   burst      — BENCH_BURST distinct learners applying at the same moment, on SQLite with one CMS
//                and on PostgreSQL with one and with two CMS processes (each on a fresh database)
//   tasks      — BENCH_TASK_BURST learners in the demo's running class answering today's tasks at
//                once, on the page rows' CMS (after the page rows)
//   votes      — BENCH_VOTE_BURST learners of that class voting for one classmate's verse at once
// Starts its own CMS (throwaway SQLite) and web server unless BENCH_WEB_URL / BENCH_CMS_URL are set
// (then only the anonymous pages are measured: signing a learner in needs the stack's secrets).
//   search     — scripture search over 100,000 generated passages on SQLite and PostgreSQL (search.mjs)
//   phone      — the signed-in learner's pages in Chromium at 360 px, 4× CPU slowdown, slow 4G (phone.mjs)
//   reminders  — BENCH_REMINDERS (5,000) learners' daily reminders due at one minute, written by the
//                CMS's own scheduled tick and handed to a real SMTP server on the channel's kept
//                connection, or (BENCH_REMINDER_CHANNELS) as KakaoTalk messages in SOLAPI groups to
//                the SOLAPI stand-in, on SQLite and PostgreSQL (reminders.mjs); run only when named
//                (`BENCH_ONLY=reminders npm run bench`), since each row starts its own seeded stack
//   statement  — a bank statement of BENCH_STATEMENT_LINES (5,000) deposits imported and matched against
//                BENCH_STATEMENT_APPLICATIONS (1,000) applications, then every matched line approved in
//                one call, on SQLite and PostgreSQL, beside a bare server taking the same upload
//                (statement.mjs); run only when named (`BENCH_ONLY=statement npm run bench`): each row
//                starts its own seeded CMS and signs a thousand learners up
//   burst-nginx — the same burst on PostgreSQL through Debian's nginx with deploy/nginx/dharma.conf, one web +
//                one CMS and two of each, learners pressing the register wizard's submit over https
//                (issue 30); run only when named: `BENCH_ONLY=burst-nginx npm run bench`
// BENCH_ONLY narrows the run: `burst` the apply-burst matrix, `burst-nginx` the same through nginx, `tasks` the study-room burst, `votes`
// the vote burst, `search` the search rows, `phone` the phone rows, `reminders` the reminder rows,
// `statement` the statement rows, any other word the page rows whose name contains it; what it
// does not name is not run.
import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { median, table } from './report.mjs';
import { cpuSeconds, rssKb, startSampler } from './burst-sampler.mjs';
import { summariseWindow } from './profile-summary.mjs';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from '../../scripts/lib/postgres.mjs';
import { freshSecrets, root, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import {
  NGINX_MISSING,
  nginxConf,
  nginxInstalled,
  nginxWorkers,
  prepareNginxDir,
  siteFile,
  startNginx,
  toLoopback,
} from '../../scripts/lib/nginx-site.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { startBaselineWeb } from './baseline-web.mjs';

/** @typedef {import('knex').Knex} Knex */
/** @typedef {import('../../scripts/kakao-stand-in/index.mjs').KakaoStandIn} KakaoStandIn */
/** @typedef {import('../../scripts/lib/stack.mjs').Part} Part */
/**
 * The stack the bench started (startStack).
 * @typedef {object} StartedStack
 * @property {string} webUrl
 * @property {string} uncachedUrl web with its page cache off
 * @property {string} cmsUrl
 * @property {NodeJS.ProcessEnv} env
 * @property {string} dbFile the CMS's SQLite file
 * @property {string} secret WEB_CMS_SECRET
 * @property {KakaoStandIn} kakao
 * @property {Part} web
 * @property {Part} cms
 * @property {{ web: number, cms: number }} metrics the ports each serves its metrics on
 * @property {() => Promise<void>} stop
 *
 * A stack running already (BENCH_WEB_URL and BENCH_CMS_URL): its URLs only.
 * @typedef {{ webUrl: string, cmsUrl: string, stop: () => Promise<void>, kakao?: undefined, uncachedUrl?: undefined, web?: undefined, cms?: undefined, metrics?: undefined, env?: undefined }} RunningStack
 * @typedef {StartedStack | RunningStack} Stack
 *
 * The demo learner signed in (signedInLearner): web's session cookie and the pages measured.
 * @typedef {{ email: string, cookie: string, pages: string[] }} Learner
 *
 * One autocannon run with the latencies the bench collects itself.
 * @typedef {import('autocannon').Result & { p50: number, p95: number, p975: number }} Load
 * @typedef {Load & { webCpuMs: number, cmsCpuMs: number, webLoopMs: number, cmsLoopMs: number }} Measured
 *
 * A burst's failed requests: how many, and the first three.
 * @typedef {{ count: number, first: string[] }} Failed
 */

/**
 * BENCH_TINY=1 (`npm test` runs it): every stage, those run only when named included, at the
 * smallest size that still takes its whole path (a few learners, a few requests, one round), so a
 * stage that no longer runs fails the test run instead of waiting for the next measurement. A
 * variable set by hand still wins. The figures of a tiny run mean nothing.
 */
const TINY = process.env.BENCH_TINY === '1';
if (TINY) {
  const sizes = {
    BENCH_REQUESTS: '20',
    BENCH_ROUNDS: '1',
    BENCH_CONNECTIONS: '2',
    BENCH_BURST: '4',
    // Two processes take every step one does, and the burst's and nginx's rows start half as many.
    BENCH_BURST_PROCESSES: '2',
    BENCH_TASK_BURST: '3',
    BENCH_VOTE_BURST: '3',
    BENCH_PHONE_LOADS: '1',
    BENCH_SEARCH_PASSAGES: '300',
    BENCH_REMINDERS: '5',
    BENCH_REMINDER_TICK_SECONDS: '5',
    BENCH_STATEMENT_LINES: '40',
    BENCH_STATEMENT_APPLICATIONS: '20',
    BENCH_STATEMENT_ROUNDS: '1',
    BENCH_YEAR_LEARNERS: '10',
    BENCH_YEAR_DAYS: '5',
    // The burst waits out the CMS's authentication cache before it sends; none to wait out here.
    AUTH_CACHE_SECONDS: '0',
  };
  for (const [name, value] of Object.entries(sizes)) process.env[name] ??= value;
}

// knex and pg come with the CMS, not with the repository root.
const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const list = (/** @type {string} */ value) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const BURST_DATABASES = list(process.env.BENCH_BURST_DATABASES ?? 'sqlite,postgres');
const BURST_PROCESSES = list(process.env.BENCH_BURST_PROCESSES ?? '1,2').map(Number);
// The CMS reads the same variables with the same defaults (cms/config/database.ts).
const POOL = { min: Number(process.env.DATABASE_POOL_MIN || 2), max: Number(process.env.DATABASE_POOL_MAX || 10) };
const ONLY = process.env.BENCH_ONLY ? list(process.env.BENCH_ONLY) : null;
const PAGE_FILTERS =
  ONLY?.filter(
    (o) =>
      o !== 'burst' &&
      o !== 'burst-nginx' &&
      o !== 'tasks' &&
      o !== 'votes' &&
      o !== 'search' &&
      o !== 'phone' &&
      o !== 'reminders' &&
      o !== 'statement' &&
      o !== 'year',
  ) ?? [];
// The stages run only when named also run in a tiny run that names nothing.
const named = (/** @type {string} */ stage) => (ONLY ? ONLY.includes(stage) : TINY);
const PHONE_WANTED = !ONLY || ONLY.includes('phone');
const SEARCH_WANTED = !ONLY || ONLY.includes('search');
const PAGES_WANTED = !ONLY || PAGE_FILTERS.length > 0;
const TASK_BURST = Number(process.env.BENCH_TASK_BURST ?? 500);
const TASKS_WANTED = TASK_BURST > 0 && (!ONLY || ONLY.includes('tasks'));
const VOTE_BURST = Number(process.env.BENCH_VOTE_BURST ?? 200);
const VOTES_WANTED = VOTE_BURST > 0 && (!ONLY || ONLY.includes('votes'));
// Only when named: sending 5,000 reminders a connection each takes minutes per row.
const REMINDERS_WANTED = Number(process.env.BENCH_REMINDERS ?? 5000) > 0 && named('reminders');
// Only when named: each row starts a seeded CMS and signs up a thousand learners first.
const STATEMENT_WANTED = named('statement');
// Only when named: each row lives a whole term, day after day, with a thousand learners.
const YEAR_WANTED = named('year');
const APPLY_BURST_WANTED = BURST > 0 && (!ONLY || ONLY.includes('burst'));
// Only when named: it needs nginx and PostgreSQL and takes minutes, and a plain `npm run bench` prints what it did before.
const BURST_NGINX_WANTED = BURST > 0 && named('burst-nginx');
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
/**
 * A thousand learners at once hold a thousand connections to nginx and, while web works, up to as
 * many from nginx to web: Debian's nginx.conf (768 per worker) could run out at this size, and the
 * rows are meant to measure web, the CMS and the database, not that setting.
 */
const NGINX_WORKER_CONNECTIONS = 4096;
// The nginx rows' host names (every name resolves to this machine: toLoopback).
const BENCH_SITE_HOST = 'school.test';
const BENCH_PANEL_HOST = 'cms.school.test';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Rounds run interleaved and the table shows each target's median, so one noisy moment on a
// shared 2-core machine does not decide the figure.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_PAGES_BASELINE=<a web build directory> (web/build of another checkout, e.g. the commit
// before a change) also serves that build from the same CMS and measures each signed-in page on it
// in the same interleaved rounds: the "no slower" comparison of two builds on a shared machine.
const PAGES_BASELINE = process.env.BENCH_PAGES_BASELINE ? path.resolve(process.env.BENCH_PAGES_BASELINE) : null;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_REQUESTS: so many requests per run instead of BENCH_SECONDS (the tiny run's few).
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 0);
/** autocannon's length of a run: BENCH_REQUESTS requests when set, else `seconds`. */
const runLength = (/** @type {number} */ seconds) => (REQUESTS > 0 ? { amount: REQUESTS } : { duration: seconds });

/**
 * The event loop's delay p99 (ms) of a process since its metrics were last read: prom-client's
 * default metrics read a monitorEventLoopDelay histogram and reset it at every scrape, so reading
 * before a row and after it gives the row's own figure. NaN when the process serves no metrics.
 * @param {number | undefined} metricsPort
 */
async function loopP99Ms(metricsPort) {
  if (!metricsPort) return NaN;
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const values = [...text.matchAll(/^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? ([0-9.eE+-]+)$/gm)].map((m) => Number(m[1]));
    return values.length ? Math.max(...values) * 1000 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * autocannon's summary has p50 and p97.5 but no p95, so latencies are collected per response.
 * @param {string} title
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Measured>}
 */
async function run(title, url, headers = {}) {
  const pids = { web: stack?.web?.pid, cms: stack?.cms?.pid };
  await Promise.all([loopP99Ms(stack?.metrics?.web), loopP99Ms(stack?.metrics?.cms)]);
  const before = { web: cpuSeconds(pids.web), cms: cpuSeconds(pids.cms) };
  const result = await load(title, url, headers);
  const cpu = (/** @type {'web' | 'cms'} */ part) => ((cpuSeconds(pids[part]) - before[part]) * 1000) / Math.max(1, result.requests.total);
  const [webLoopMs, cmsLoopMs] = await Promise.all([loopP99Ms(stack?.metrics?.web), loopP99Ms(stack?.metrics?.cms)]);
  return { ...result, webCpuMs: cpu('web'), cmsCpuMs: cpu('cms'), webLoopMs, cmsLoopMs };
}

/**
 * @param {string} title
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<Load>}
 */
function load(title, url, headers) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const times = [];
    const instance = autocannon({ url, connections: CONNECTIONS, ...runLength(DURATION), title, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (/** @type {number} */ q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
      resolve({ ...result, p50: at(0.5), p95: at(0.95), p975: at(0.975) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

// BENCH_PROFILE=<dir>: each CMS and web writes a V8 CPU profile there when it stops.
const profiled = (/** @type {string} */ name) =>
  PROFILE_DIR ? { DHARMA_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR} --cpu-prof-name=${name}.cpuprofile` } : {};

/**
 * One request of a burst, timed: an answer other than 200 (or no answer) counts in `failed`, which
 * keeps the first three for the report.
 * @param {string} url
 * @param {RequestInit} init
 * @param {Failed} failed
 */
async function burstRequest(url, init, failed) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    if (res.status !== 200) {
      failed.count++;
      if (failed.first.length < 3) failed.first.push(`${res.status} ${text.slice(0, 200)}`);
    }
  } catch (error) {
    failed.count++;
    if (failed.first.length < 3) failed.first.push(String(error));
  }
  return performance.now() - t0;
}

// The page stack's ports: BENCH_PORT (web; the CMS on BENCH_PORT - 1763, the uncached web on
// BENCH_PORT + 1) lets two benches run on one machine without answering each other's requests.
// A tiny run without BENCH_PORT takes free ports: it runs beside other tests.
const fixedPorts = () => {
  const web = Number(process.env.BENCH_PORT ?? 3300);
  return { web, cms: web - 1763, uncached: web + 1 };
};
const freePorts = async () => ({ web: await freePort(), cms: await freePort(), uncached: await freePort() });

/**
 * @param {KakaoStandIn} kakao
 * @returns {Promise<StartedStack>}
 */
async function startStack(kakao) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-'));
  const { web: WEB_PORT, cms: CMS_PORT, uncached: UNCACHED_PORT } = TINY && !process.env.BENCH_PORT ? await freePorts() : fixedPorts();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    CMS_PORT: String(CMS_PORT),
    PORT: String(WEB_PORT),
    CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
    SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    ...freshSecrets(),
    ...standInEnv(kakao),
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
    RATE_LIMIT_REFRESH_PER_MINUTE: '1000000',
    CMS_LOG_LEVEL: 'warn',
  };
  // A server left over from an interrupted run would answer in place of the new one.
  for (const port of [env.CMS_PORT, env.PORT, String(UNCACHED_PORT)]) {
    const busy = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`port ${port} is already in use: stop what runs there (an interrupted bench?) and try again`);
  }
  // The measured CMS and web serve their metrics (the event loop's delay per row) on free ports.
  const metrics = { web: await freePort(), cms: await freePort() };
  /** @type {Part[]} */
  const started = [];
  /** @type {Part | undefined} */
  let cms;
  /** @type {Part | undefined} */
  let web;
  /** @type {Part | undefined} */
  let uncached;
  try {
    cms = await startCms({ ...env, CMS_METRICS_PORT: String(metrics.cms), ...profiled('cms') }, { quiet: true });
    started.push(cms);
    web = await startWeb({ ...env, WEB_METRICS_PORT: String(metrics.web), ...profiled('web') }, { quiet: true });
    started.push(web);
    // The same server with its page cache off shows what a full React render costs.
    uncached = await startWeb({ ...env, PORT: String(UNCACHED_PORT), PAGE_CACHE_SECONDS: '0' }, { quiet: true });
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  return {
    webUrl: `http://127.0.0.1:${WEB_PORT}`,
    uncachedUrl: `http://127.0.0.1:${UNCACHED_PORT}`,
    cmsUrl: env.CMS_URL,
    // The phone rows' baseline web server (BENCH_PHONE_BASELINE) runs with the same secrets.
    env,
    dbFile: env.DATABASE_FILENAME,
    secret: env.WEB_CMS_SECRET,
    kakao,
    web,
    cms,
    metrics,
    stop: () => stopAll([web, uncached, cms]).then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * The stack whose processes the page rows measure (read by run()).
 * @type {Stack | null}
 */
let stack = null;

/**
 * The signed-in pages a learner visits most (among them the member page, the calendar and a search
 * for 자비); each is measured with one learner's session. The class page's and the day page's
 * paths (`/studyroom/courses/<class>` and `…/<today's day>`) are read from /studyroom/current.
 */
const SIGNED_IN_PAGES = ['/register', '/studyroom/coming', '/studyroom/current', '/member', '/calendar', '/search?q=%EC%9E%90%EB%B9%84'];

/**
 * The demo learner, signed in once per run (signing in again would apply a second time).
 * @type {Promise<Learner> | null}
 */
let learnerOnce = null;
const learnerOf = (/** @type {StartedStack} */ stack) => (learnerOnce ??= signedInLearner(stack));

/** The demo seed's learner (cms/src/seed): classes in the running semester, today's day open. */
const DEMO_LEARNER_EMAIL = 'learner@example.com';

// What the apply burst's two tables (burst and burst-nginx) say alike. Defined before the run
// below starts: a `const` read before its line is reached throws, after minutes of measuring.
const mb = (/** @type {number} */ kb) => Math.round(kb / 1024);
const connections = (/** @type {import('./burst-sampler.mjs').Connections | null} */ c) =>
  !c ? '—' : c.error ? `sampler failed: ${c.error}` : `${c.peakOpen} / ${c.peakBusy}`;
const burstVerdict = (/** @type {{ total: number, p95: number, nothingLost: boolean }} */ r) =>
  `target ≤ 5 s, p95 ≤ 4 s, nothing lost or stored twice: ${r.total <= 5000 && r.p95 <= 4000 && r.nothingLost ? 'met' : r.nothingLost ? 'NOT met (slower)' : 'NOT met (something lost or stored twice)'}`;

const external = process.env.BENCH_WEB_URL && process.env.BENCH_CMS_URL;

/**
 * What a stage that cannot run here prints instead of its table (a tiny run counts it as failed).
 * @type {Set<string>}
 */
const notRun = new Set();
const skipped = (/** @type {string} */ text) => (notRun.add(text), text);
/** @type {string[]} */
const failures = [];
/**
 * The rows of the Markdown tables in `text`: lines of `|` cells after a `|---|` line.
 * @param {string} text
 */
function tableRows(text) {
  let rows = 0;
  let inTable = false;
  for (const line of text.split('\n')) {
    if (/^\|[-:| ]+\|$/.test(line)) inTable = true;
    else if (inTable && line.startsWith('|')) rows++;
    else inTable = false;
  }
  return rows;
}
/**
 * One stage of the run: prints the table it returns. A stage that throws, that prints no table
 * row, or (tiny) that did not run or left rows out ("NOT run") is a failure, reported at the end
 * after the other stages have run, and the run exits non-zero.
 * @param {string} name
 * @param {() => string | Promise<string>} produce
 */
async function stage(name, produce) {
  const started = performance.now();
  let text;
  try {
    text = await produce();
  } catch (caught) {
    // Anything may be thrown; an Error's stack and message are read when there are.
    const error = /** @type {{ stack?: string, message?: string } | null | undefined} */ (caught);
    console.log(`\n${name}: FAILED — ${error?.stack ?? error}`);
    failures.push(`${name} threw: ${error?.message ?? error}`);
    return;
  }
  console.log(`\n${text}`);
  if (TINY) console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (notRun.has(text)) {
    if (TINY) failures.push(`${name} did not run: ${text}`);
  } else if (tableRows(text) === 0) failures.push(`${name} printed no table row`);
  else if (TINY && /NOT run/.test(text)) failures.push(`${name} left rows out: ${text.match(/^.*NOT run.*$/m)?.[0]}`);
}

// The Kakao stand-in serves every CMS of the run: page rows and each burst variant.
const kakao = external ? null : await startKakaoStandIn({ appId: 777001 });
/** @type {(what: string, produce: (kakao: KakaoStandIn) => Promise<string>) => () => string | Promise<string>} */
const withKakao = (what, produce) => () =>
  kakao
    ? produce(kakao)
    : skipped(`${what} not run: they start their own CMS with the Kakao stand-in, which a running stack (BENCH_WEB_URL) does not use`);
try {
  if (PAGES_WANTED || TASKS_WANTED || VOTES_WANTED || PHONE_WANTED) {
    /** @type {unknown} */
    let stackFailed = null;
    try {
      // `external` is true only when both are set; kakao is null only when it is.
      stack =
        external || !kakao
          ? { webUrl: String(process.env.BENCH_WEB_URL), cmsUrl: String(process.env.BENCH_CMS_URL), stop: async () => {} }
          : await startStack(kakao);
    } catch (error) {
      stackFailed = error;
    }
    /**
     * Each stage on the stack fails alone when the stack did not start.
     * @type {(produce: (stack: Stack) => string | Promise<string>) => () => string | Promise<string>}
     */
    const onStack = (produce) => () => {
      if (stackFailed) throw stackFailed;
      // Set when its start did not fail.
      return produce(/** @type {Stack} */ (stack));
    };
    try {
      if (PAGES_WANTED) await stage('pages', onStack(measurePages));
      if (PHONE_WANTED)
        await stage(
          'phone',
          onStack(async (stack) =>
            stack.kakao
              ? (await import('./phone.mjs')).phoneBench(stack, await learnerOf(stack))
              : skipped("phone rows not run: they sign the demo learner in, which needs the stack's Kakao stand-in"),
          ),
        );
      // After the page rows, so their figures are not taken beside 500 more learners' rows.
      if (TASKS_WANTED)
        await stage(
          'tasks',
          onStack((stack) =>
            stack.kakao
              ? taskBurst(stack)
              : skipped(
                  "study-room burst not run: it needs the stack's secrets and database file, which a running stack (BENCH_WEB_URL) does not give",
                ),
          ),
        );
      if (VOTES_WANTED)
        await stage(
          'votes',
          onStack((stack) =>
            stack.kakao
              ? voteBurst(stack)
              : skipped(
                  "vote burst not run: it needs the stack's secrets and database file, which a running stack (BENCH_WEB_URL) does not give",
                ),
          ),
        );
    } finally {
      await stack?.stop();
    }
  }
  if (SEARCH_WANTED)
    await stage(
      'search',
      withKakao('search rows', async (kakao) => (await import('./search.mjs')).searchBench(kakao)),
    );
  if (REMINDERS_WANTED)
    await stage(
      'reminders',
      withKakao('reminder rows', async (kakao) => (await import('./reminders.mjs')).remindersBench(kakao, { profileDir: PROFILE_DIR })),
    );
  if (STATEMENT_WANTED)
    await stage(
      'statement',
      withKakao('statement rows', async (kakao) => (await import('./statement.mjs')).statementBench(kakao, { profileDir: PROFILE_DIR })),
    );
  if (YEAR_WANTED)
    await stage(
      'year',
      withKakao('year rows', async (kakao) => (await import('./year.mjs')).yearBench(kakao, { profileDir: PROFILE_DIR })),
    );
  if (APPLY_BURST_WANTED)
    await stage(
      'burst',
      withKakao('apply burst rows', (kakao) => burstMatrix(kakao)),
    );
  if (BURST_NGINX_WANTED)
    await stage(
      'burst-nginx',
      withKakao('apply burst through nginx rows', (kakao) => burstNginxMatrix(kakao)),
    );
} finally {
  await kakao?.stop();
}
if (PROFILE_DIR) {
  const { summarise } = await import('./profile-summary.mjs');
  for (const file of fs.readdirSync(PROFILE_DIR).filter((f) => f.endsWith('.cpuprofile')))
    console.log(`\n${summarise(path.join(PROFILE_DIR, file))}`);
}
if (failures.length) console.log(`\nbench: ${failures.length} stage(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
// Whatever a failed stage left open (a worker, a socket) must not keep the run, and npm test, waiting.
process.exit(failures.length ? 1 : 0);

/**
 * The page rows: anonymous pages, signed-in pages and the bare server with the same bytes.
 * @param {Stack} stack
 */
async function measurePages(stack) {
  const html = Buffer.from(await (await fetch(`${stack.webUrl}/`)).arrayBuffer());
  // One bare server answers every path with the bytes web gave for it: the ceiling for each page.
  const staticBodies = new Map([['/', html]]);
  const staticServer = http.createServer((req, res) => {
    // node:http always sets a server request's url.
    const body = staticBodies.get(/** @type {string} */ (req.url)) ?? html;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => staticServer.listen(0, '127.0.0.1', () => r(undefined)));
  // Listening on TCP, so its address is an AddressInfo.
  const staticBase = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (staticServer.address()).port}`;

  const learner = stack.kakao ? await learnerOf(stack) : null;
  /** @type {string[]} */
  const signedIn = [];
  if (learner) {
    for (const page of learner.pages) {
      const res = await fetch(`${stack.webUrl}${page}`, { headers: { cookie: learner.cookie }, redirect: 'manual' });
      if (res.status !== 200) throw new Error(`${page} answered ${res.status} for the signed-in learner`);
      staticBodies.set(page, Buffer.from(await res.arrayBuffer()));
      signedIn.push(page);
    }
  }

  const only = PAGE_FILTERS.length ? PAGE_FILTERS : null;
  const baseline =
    PAGES_BASELINE && learner && stack.env
      ? await startBaselineWeb(PAGES_BASELINE, stack.env, await freePort(), 'BENCH_PAGES_BASELINE')
      : null;
  /**
   * A page row: `page` a signed-in page, `staticOf` the bare server's copy of one, `baselineOf` the
   * page served by the baseline build (BENCH_PAGES_BASELINE).
   * @typedef {{ name: string, url: string, headers?: Record<string, string>, page?: string, staticOf?: string, baselineOf?: string }} Target
   * @type {Target[]}
   */
  const targets = [
    { name: 'home page (web)', url: `${stack.webUrl}/` },
    { name: 'same HTML, bare node:http', url: `${staticBase}/` },
    ...(stack.uncachedUrl ? [{ name: 'home page, page cache off', url: `${stack.uncachedUrl}/` }] : []),
    { name: 'GET /api/articles (cms)', url: `${stack.cmsUrl}/api/articles` },
    // Pages are signed in only with a learner.
    ...(learner
      ? signedIn.flatMap((page) => [
          ...(baseline
            ? [
                {
                  name: `${page} (signed in, baseline build)`,
                  url: `${baseline.url}${page}`,
                  headers: { cookie: learner.cookie },
                  baselineOf: page,
                },
              ]
            : []),
          { name: `${page} (signed in)`, url: `${stack.webUrl}${page}`, headers: { cookie: learner.cookie }, page },
          { name: `${page} bytes, bare node:http`, url: `${staticBase}${page}`, staticOf: page },
        ])
      : []),
  ];

  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.some((o) => t.name.includes(o) || t.staticOf?.includes(o))));
  // The first round after a start, before any warm-up: a learner arriving right after a deploy or
  // a restart meets these figures (cold caches, code not yet optimised), so they are shown beside
  // the steady state rather than lost in its median. The stack has only served the sign-in and one
  // visit of each page. The bare server has no start to speak of and is left out.
  /** @type {Map<Target, Measured>} */
  const first = new Map();
  for (const t of targets) if (!t.staticOf) first.set(t, await run(t.name, t.url, t.headers));
  // Warm-up so JIT and caches are in their steady state for every target.
  for (const t of targets) {
    await new Promise((resolve) =>
      autocannon({ url: t.url, headers: t.headers, connections: 10, ...runLength(2) }, () => resolve(undefined)),
    );
  }

  const results = targets.map(() => /** @type {Measured[]} */ ([]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) results[i].push(await run(t.name, t.url, t.headers));
  }
  const rows = targets.map((t, i) => ({
    ...t,
    rps: median(results[i].map((r) => r.requests.average)),
    p50: median(results[i].map((r) => r.p50)),
    p95: median(results[i].map((r) => r.p95)),
    p975: median(results[i].map((r) => r.p975)),
    // The tail target holds in every run, so the worst round's ratio is the one judged.
    worstTail: Math.max(...results[i].map((r) => r.p975 / r.p50)),
    errors: results[i].reduce((sum, r) => sum + r.errors + r.non2xx, 0) + (first.get(t)?.errors ?? 0) + (first.get(t)?.non2xx ?? 0),
    webCpuMs: median(results[i].map((r) => r.webCpuMs)),
    cmsCpuMs: median(results[i].map((r) => r.cmsCpuMs)),
    webLoopMs: median(results[i].map((r) => r.webLoopMs)),
    cmsLoopMs: median(results[i].map((r) => r.cmsLoopMs)),
    first: first.get(t),
  }));
  staticServer.close();
  await baseline?.stop();

  const anonymous = rows.filter((r) => !r.page && !r.staticOf && !r.baselineOf);
  const lines = [
    `npm run bench — ${CONNECTIONS} connections, ${REQUESTS > 0 ? `${REQUESTS} requests` : `${DURATION} s`} per run, median of ${ROUNDS} interleaved rounds after a warm-up, and the first round right after the start; ${os.cpus().length} cores, node ${process.version}`,
  ];
  const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
  if (anonymous.length) {
    lines.push(
      '',
      ...table(
        [
          ['target', 28],
          ['req/s', 8],
          ['p50 ms', 7],
          ['p95 ms', 7],
          ['errors', 6],
        ],
        anonymous.map((r) => [r.name, Math.round(r.rps), r.p50.toFixed(1), r.p95.toFixed(1), r.errors]),
      ),
    );
    const [home, bare] = [
      anonymous.find((r) => r.name === 'home page (web)'),
      anonymous.find((r) => r.name === 'same HTML, bare node:http'),
    ];
    if (home && bare)
      lines.push(
        '',
        `home / static throughput: ${((home.rps / bare.rps) * 100).toFixed(0)} % (target ≥ 35 %), home p95 ${home.p95.toFixed(1)} ms (target ≤ 50 ms)`,
      );
  }
  if (signedIn.length) {
    /** @typedef {(typeof rows)[number]} Row */
    /** @type {string[]} */
    const verdicts = [];
    const measured = signedIn.filter((page) => rows.some((r) => r.page === page));
    const tail = (/** @type {{ p975: number, p50: number }} */ r) => r.p975 / r.p50;
    const pageRows = measured.flatMap((page) => {
      // `measured` keeps the pages with a row.
      const web = /** @type {Row} */ (rows.find((r) => r.page === page));
      // BENCH_ONLY may leave the bare copy out ("signed in"): its cells stay empty and the page is not met.
      const bareRps = rows.find((r) => r.staticOf === page)?.rps ?? null;
      const share = bareRps === null ? NaN : web.rps / bareRps;
      const tails = [web.worstTail, ...(web.first ? [tail(web.first)] : [])];
      const met = share >= 0.05 && tails.every((t) => t <= 2.5) && web.errors === 0;
      verdicts.push(`${page}: ${met ? 'met' : 'NOT met'}`);
      /**
       * @param {string} label
       * @param {Measured | (Row & { non2xx: number })} r
       * @param {number | null} bareRps
       * @param {number} tailShown
       */
      const line = (label, r, bareRps, tailShown) => [
        label,
        Math.round('rps' in r ? r.rps : r.requests.average),
        r.p50.toFixed(1),
        r.p975.toFixed(1),
        tailShown.toFixed(1),
        r.errors + (r.non2xx ?? 0),
        bareRps === null ? '' : Math.round(bareRps),
        bareRps === null ? '' : `${((('rps' in r ? r.rps : r.requests.average) / bareRps) * 100).toFixed(1)} %`,
        r.webCpuMs.toFixed(2),
        r.cmsCpuMs.toFixed(2),
        ms(r.webLoopMs),
        ms(r.cmsLoopMs),
      ];
      const before = rows.find((r) => r.baselineOf === page);
      return [
        ...(web.first ? [line(`${page}, first round`, web.first, bareRps, tail(web.first))] : []),
        line(page, { ...web, errors: web.errors, non2xx: 0 }, bareRps, web.worstTail),
        // The baseline build runs outside the stack, so its own CPU and loop are not sampled: those cells stay empty.
        ...(before
          ? [
              line(`${page}, baseline build`, { ...before, errors: before.errors, non2xx: 0 }, bareRps, before.worstTail).map((cell, i) =>
                i === 8 || i === 10 ? '' : cell,
              ),
            ]
          : []),
      ];
    });
    lines.push(
      '',
      `signed-in pages — one learner's session cookie (${learner?.email}), ${CONNECTIONS} connections; "first round": the first run after the stack started, before the warm-up (the bare server's req/s is the steady one)`,
      `p97.5/p50: the worst of the steady rounds; loop p99: each process's event-loop delay p99 during the run (median of the rounds)`,
      '',
      ...table(
        [
          ['page', 44],
          ['req/s', 7],
          ['p50 ms', 7],
          ['p97.5 ms', 8],
          ['p97.5/p50', 9],
          ['errors', 6],
          ['static req/s', 12],
          ['of static', 9],
          ['web CPU ms/req', 14],
          ['cms CPU ms/req', 14],
          ['web loop p99 ms', 15],
          ['cms loop p99 ms', 15],
        ],
        pageRows,
      ),
      '',
      `target per page: ≥ 5 % of the static server's throughput, p97.5 ≤ 2.5 × p50 in every run (the first after the start included), 0 errors — ${verdicts.join(', ')}`,
    );
  }
  lines.push(
    `reproduce: ${PAGES_BASELINE ? `BENCH_PAGES_BASELINE=${PAGES_BASELINE} ` : ''}npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_ONLY; BENCH_WEB_URL + BENCH_CMS_URL for a running stack; BENCH_PAGES_BASELINE=<another checkout's web/build> to compare two builds)`,
  );
  return lines.join('\n');
}

/**
 * The demo learner signed in the way a browser does it: the Kakao button, the stand-in's authorize
 * form (the demo account is found by its e-mail, so no sign-up), the callback. The learner then
 * applies for the semester open for applications, so /studyroom/coming shows an application, and
 * today's day page is read from /studyroom/current. Returns the web session cookie and the pages.
 * @param {StartedStack} stack
 * @returns {Promise<Learner>}
 */
async function signedInLearner(stack) {
  const email = DEMO_LEARNER_EMAIL;
  /** @type {Map<string, string>} */
  /** @type {Map<string, string>} */
  const jar = new Map();
  const keep = (/** @type {Response} */ res) => {
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
  /** @type {(url: string, init?: RequestInit) => Promise<Response>} */
  const step = async (url, init = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), ...(url.startsWith(origin) ? { cookie: cookie(), origin } : {}) },
    });
    if (url.startsWith(origin)) keep(res);
    if (process.env.BENCH_DEBUG)
      console.log(
        init.method ?? 'GET',
        url,
        res.status,
        res.headers.get('location'),
        res.headers.getSetCookie().map((c) => c.slice(0, 60)),
      );
    return res;
  };
  const login = await step(`${stack.webUrl}/login`, { method: 'POST' });
  const authorizeUrl = login.headers.get('location');
  if (!authorizeUrl) throw new Error(`POST /login sent the learner nowhere (${login.status})`);
  const authorize = new URL(authorizeUrl);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', email);
  form.set('nickname', 'bench');
  const granted = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const callback = granted.headers.get('location');
  if (!callback?.startsWith(origin)) throw new Error(`the stand-in did not send the learner back (${granted.status} ${callback})`);
  // The callback page posts the code on (a button without JavaScript); the exchange runs then.
  const signedIn = await step(callback, { method: 'POST' });
  if (signedIn.headers.get('location') === '/login')
    throw new Error(`sign-in failed${stack.web?.output ? `; web said:\n${stack.web.output.slice(-3000)}` : ''}`);
  if (signedIn.headers.get('location') === '/signup') {
    throw new Error(
      `${email} had to sign up: the demo seed did not run (SEED_DEMO_CONTENT=false?), so there is no learner with running classes`,
    );
  }
  // An application makes /studyroom/coming show what a learner sees after applying. The demo
  // learner has none for the semester open for applications; the seed gives them none.
  const { semester } = /** @type {{ semester: string }} */ (await (await fetch(`${stack.cmsUrl}/api/v2/apply/semester-check`)).json());
  const add = new URLSearchParams({ intent: 'add', code: `${semester}-J1` });
  await step(`${stack.webUrl}/register`, { method: 'POST', body: add, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const submit = new URLSearchParams({ intent: 'submit', mode: 'apply' });
  const applied = await step(`${stack.webUrl}/register`, {
    method: 'POST',
    body: submit,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (applied.headers.get('location') !== '/studyroom/coming')
    throw new Error(`the bench learner's application failed (${applied.status} ${applied.headers.get('location')})`);
  // A browser keeps what each page puts in its session (the register page keeps the cart there).
  /** @type {Map<string, string>} */
  const bodies = new Map();
  for (const page of SIGNED_IN_PAGES) bodies.set(page, await (await step(`${stack.webUrl}${page}`)).text());
  if (!bodies.get('/studyroom/coming')?.includes(`${semester}-J1`))
    throw new Error(`/studyroom/coming does not show the application for ${semester}-J1`);
  // Today's day of the learner's first class, as the card's button links it.
  const today = bodies.get('/studyroom/current')?.match(/href="(\/studyroom\/courses\/[^"/]+\/\d+)"/)?.[1];
  if (!today) throw new Error(`/studyroom/current links no day to study today for ${email}: is a semester running in the demo seed?`);
  // The class page of that class (its term as a calendar of days), then the day page.
  const course = today.replace(/\/\d+$/, '');
  await step(`${stack.webUrl}${course}`);
  await step(`${stack.webUrl}${today}`);
  if (!jar.has('ds_session')) throw new Error('no session cookie after sign-in');
  return { email, cookie: `ds_session=${jar.get('ds_session')}`, pages: [...SIGNED_IN_PAGES, course, today] };
}

/**
 * `count` distinct learners (`<prefix><i>@example.com`) signed in through the Kakao exchange and
 * signed up, straight to the CMS as web would, learner i on `cmsOf(i)`, 25 at a time. Returns
 * their access tokens (a hole where one failed) and the failures.
 * @param {{ kakao: KakaoStandIn, secret: string, cmsOf: (i: number) => string, count: number, prefix: string }} options
 */
async function signInLearners({ kakao, secret, cmsOf, count, prefix }) {
  /** @type {string[]} */
  const tokens = [];
  let signInFailures = 0;
  let signUpFailures = 0;
  const prepare = async (/** @type {number} */ i) => {
    const kakaoToken = kakao.issueAccessToken({ email: `${prefix}${i}@example.com`, nickname: `${prefix[0]}${i}` });
    const res = await fetch(`${cmsOf(i)}/api/v1/session/exchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-dharma-server-secret': secret, 'x-client-ip': `10.2.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ kakao_access_token: kakaoToken }),
    });
    if (res.status !== 200) return void signInFailures++;
    const { access_token } = /** @type {{ access_token: string }} */ (await res.json());
    const signup = await fetch(`${cmsOf(i)}/api/v1/user/signup`, {
      method: 'POST',
      headers: cmsHeaders(secret, access_token),
      body: JSON.stringify({ username: `학인${i}`, agreed: true }),
    });
    await signup.arrayBuffer();
    if (signup.status !== 200) signUpFailures++;
    tokens[i] = access_token;
  };
  for (let i = 0; i < count; i += 25) await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, k) => prepare(i + k)));
  return { tokens, signInFailures, signUpFailures };
}

/**
 * What web sends with a learner's call to the CMS: the learner's token and the server secret.
 * @param {string} secret
 * @param {string | undefined} token
 */
function cmsHeaders(secret, token) {
  return { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'x-dharma-server-secret': secret };
}

/**
 * The study-room burst, on the page rows' CMS and its SQLite file: TASK_BURST learners in the demo
 * learner's running daily class answer today's tasks at the same moment, each learner one task
 * after another as the day page's forms send them, straight to the CMS as web would. Then the
 * rows are counted: one response per learner and task, one completed day per learner. The
 * learners join the class as joinDemoClass says.
 * @param {StartedStack} stack
 */
async function taskBurst(stack) {
  /** @type {Knex} */
  const knex = cmsRequire('knex')({ client: 'better-sqlite3', connection: { filename: stack.dbFile }, useNullAsDefault: true });
  try {
    const prefix = 'taskburst';
    const { tokens, signInFailures, signUpFailures } = await signInLearners({
      kakao: stack.kakao,
      secret: stack.secret,
      cmsOf: () => stack.cmsUrl,
      count: TASK_BURST,
      prefix,
    });
    const { template, learners } = await joinDemoClass(knex, prefix);
    const [a, b] = template.course_code.split('-');

    // Today's lesson, as the day page reads it.
    const first = tokens.find(Boolean);
    const recentRes = await fetch(`${stack.cmsUrl}/api/v2/classes/${a}/${b}/recent`, { headers: cmsHeaders(stack.secret, first) });
    if (recentRes.status !== 200)
      throw new Error(`GET /api/v2/classes/${a}/${b}/recent answered ${recentRes.status}: ${await recentRes.text()}`);
    /**
     * Today's lesson as GET …/recent answers it.
     * @type {{ day: number, writable: boolean, state: string, tasks: { type: string, task_id: string, prompt: string, required: boolean }[] }}
     */
    const today = await recentRes.json();
    if (!today.writable) throw new Error(`today's day ${today.day} of ${template.course_code} cannot be written (state ${today.state})`);
    /** @type {(task: (typeof today.tasks)[number], i: number) => object} */
    const answer = (task, i) => ({
      type: task.type,
      task_id: task.task_id,
      response: task.type === 'check' ? true : `벤치 학인 ${i}의 답: ${task.prompt.slice(0, 40)}`,
    });

    /** @type {number[]} */
    const latencies = [];
    // By the task's place in the learner's turn: the first answers meet the whole crowd at once.
    const byPlace = today.tasks.map(() => /** @type {number[]} */ ([]));
    /** @type {Failed} */
    const failed = { count: 0, first: [] };
    const cpuBefore = cpuSeconds(stack.cms.pid);
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        if (!token) return;
        for (const [place, task] of today.tasks.entries()) {
          const ms = await burstRequest(
            `${stack.cmsUrl}/api/v2/classes/${a}/${b}/tasks`,
            { method: 'PATCH', headers: cmsHeaders(stack.secret, token), body: JSON.stringify(answer(task, i)) },
            failed,
          );
          latencies.push(ms);
          byPlace[place].push(ms);
        }
      }),
    );
    const total = performance.now() - started;
    const cmsCpuMs = ((cpuSeconds(stack.cms.pid) - cpuBefore) * 1000) / Math.max(1, latencies.length);
    latencies.sort((x, y) => x - y);
    const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;

    const owners = learners.map((l) => l.id);
    const count = async (/** @type {string} */ table) => {
      const [row] = await knex(table)
        .whereIn('owner', owners)
        .where({ course_code: template.course_code, day: today.day })
        .count({ n: '*' });
      return Number(row.n);
    };
    const [responses, completions] = [await count('studyroom_task_responses'), await count('studyroom_day_completions')];
    const [answered] = await knex('studyroom_task_responses')
      .whereIn('owner', owners)
      .where({ course_code: template.course_code, day: today.day })
      .whereNot('type', 'check')
      .whereNull('response')
      .count({ n: '*' });
    const requests = TASK_BURST * today.tasks.length;
    const expected = { responses: requests, completions: TASK_BURST };
    const nothingLost =
      signInFailures === 0 &&
      signUpFailures === 0 &&
      failed.count === 0 &&
      responses === expected.responses &&
      completions === expected.completions &&
      Number(answered.n) === 0;
    return [
      `study-room burst — ${TASK_BURST} learners in ${template.course_code} answer today's day ${today.day} (${today.tasks.length} tasks: ${today.tasks.map((t) => `${t.type}${t.required ? '' : ' (optional)'}`).join(', ')}) at once:`,
      `each learner's PATCH /api/v2/classes/${a}/${b}/tasks one after another, all learners at the same moment, straight to the CMS (SQLite, one process) as web would.`,
      '',
      ...table(
        [
          ['requests', 8],
          ['all stored after', 16],
          ['p50 ms', 6],
          ['p95 ms', 6],
          ['max ms', 6],
          ['errors', 6],
          ['responses stored', 16],
          ['days completed', 14],
          ['cms CPU ms/req', 14],
        ],
        [
          [
            requests,
            `${(total / 1000).toFixed(2)} s`,
            at(0.5).toFixed(0),
            at(0.95).toFixed(0),
            (latencies.at(-1) ?? NaN).toFixed(0),
            failed.count,
            `${responses} of ${expected.responses}`,
            `${completions} of ${expected.completions}`,
            cmsCpuMs.toFixed(2),
          ],
        ],
      ),
      '',
      `p50 / max by the answer's place in each learner's turn: ${byPlace.map((l, k) => `${k + 1}. ${median(l).toFixed(0)} / ${Math.max(...l).toFixed(0)} ms`).join(', ')}`,
      `sign-ins failed ${signInFailures}, sign-ups failed ${signUpFailures}; written answers stored without their text ${answered.n}; every answer stored exactly once and every day completed once: ${nothingLost ? 'yes' : 'NO'}`,
      ...(failed.first.length ? [`first errors: ${failed.first.join(' | ')}`] : []),
      `reproduce: BENCH_ONLY=tasks BENCH_TASK_BURST=${TASK_BURST} npm run bench`,
    ].join('\n');
  } finally {
    await knex.destroy();
  }
}

/**
 * Puts the learners signed in as `<prefix>…@example.com` into the demo learner's running daily
 * class. Bench setup, not the product's path: the running semester's applications closed before
 * its term began and only staff approve, so each learner's approved class is a copy of the demo
 * learner's application row (the columns the seed writes), with the learner's id and name,
 * inserted straight into the database.
 * @param {Knex} knex
 * @param {string} prefix
 * @returns {Promise<{ template: Record<string, any>, learners: { id: number, name: string }[] }>} `template` the demo learner's application row
 */
async function joinDemoClass(knex, prefix) {
  const template = await knex('enrolment_applications as a')
    .join('up_users as u', 'u.id', 'a.owner')
    .where('u.email', DEMO_LEARNER_EMAIL)
    .where('a.status', 'approved')
    .where('a.category', 'daily')
    .orderBy('a.id', 'desc')
    .first('a.*');
  if (!template) throw new Error(`${DEMO_LEARNER_EMAIL} has no approved daily class: is a semester running in the demo seed?`);
  const learners = await knex('up_users').where('email', 'like', `${prefix}%@example.com`).select('id', 'name');
  const { id, document_id, owner, learner_name, ...columns } = template;
  const crypto = await import('node:crypto');
  const rows = learners.map((l) => ({
    ...columns,
    document_id: crypto.randomBytes(12).toString('hex'),
    owner: l.id,
    learner_name: l.name,
    progress: 0,
  }));
  for (let i = 0; i < rows.length; i += 100) await knex('enrolment_applications').insert(rows.slice(i, i + 100));
  return { template, learners };
}

/**
 * The vote burst, on the page rows' CMS and its SQLite file: VOTE_BURST learners of the demo
 * learner's running daily class vote at the same moment for the demo learner's latest verse,
 * straight to the CMS as web would. Then the tally is read: it must have grown by exactly
 * VOTE_BURST, one vote row per learner.
 * @param {StartedStack} stack
 */
async function voteBurst(stack) {
  /** @type {Knex} */
  const knex = cmsRequire('knex')({ client: 'better-sqlite3', connection: { filename: stack.dbFile }, useNullAsDefault: true });
  try {
    const prefix = 'voteburst';
    const { tokens, signInFailures, signUpFailures } = await signInLearners({
      kakao: stack.kakao,
      secret: stack.secret,
      cmsOf: () => stack.cmsUrl,
      count: VOTE_BURST,
      prefix,
    });
    const { template, learners } = await joinDemoClass(knex, prefix);
    const [a, b] = template.course_code.split('-');
    const post = await knex('studyroom_task_responses')
      .where({ owner: template.owner, course_code: template.course_code, type: 'verse' })
      .orderBy('day', 'desc')
      .first('id', 'day');
    if (!post) throw new Error(`${DEMO_LEARNER_EMAIL} wrote no verse in ${template.course_code}: did the demo seed run?`);
    const first = tokens.find(Boolean);
    const tallyOf = async () => {
      const res = await fetch(`${stack.cmsUrl}/api/v2/classes/${a}/${b}/${post.day}/vote`, { headers: cmsHeaders(stack.secret, first) });
      if (res.status !== 200) throw new Error(`GET /api/v2/classes/${a}/${b}/${post.day}/vote answered ${res.status}: ${await res.text()}`);
      const { verses } = /** @type {{ verses: { id: number, votes: number }[] }} */ (await res.json());
      return verses.find((t) => t.id === post.id)?.votes ?? 0;
    };
    const before = await tallyOf();

    /** @type {number[]} */
    const latencies = [];
    /** @type {Failed} */
    const failed = { count: 0, first: [] };
    const cpuBefore = cpuSeconds(stack.cms.pid);
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        if (!token) return;
        latencies.push(
          await burstRequest(
            `${stack.cmsUrl}/api/v2/classes/${a}/${b}/vote`,
            { method: 'POST', headers: cmsHeaders(stack.secret, token), body: JSON.stringify({ type: 'verse', id: post.id }) },
            failed,
          ),
        );
      }),
    );
    const total = performance.now() - started;
    const cmsCpuMs = ((cpuSeconds(stack.cms.pid) - cpuBefore) * 1000) / Math.max(1, latencies.length);
    latencies.sort((x, y) => x - y);
    const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    const after = await tallyOf();
    const [rows] = await knex('studyroom_votes')
      .whereIn(
        'voter',
        learners.map((l) => l.id),
      )
      .count({ n: '*' });
    const exact =
      signInFailures === 0 && signUpFailures === 0 && failed.count === 0 && after - before === VOTE_BURST && Number(rows.n) === VOTE_BURST;
    return [
      `vote burst — ${VOTE_BURST} learners in ${template.course_code} vote for one classmate's verse (day ${post.day}) at once:`,
      `POST /api/v2/classes/${a}/${b}/vote, all learners at the same moment, straight to the CMS (SQLite, one process) as web would.`,
      '',
      ...table(
        [
          ['requests', 8],
          ['all stored after', 16],
          ['p50 ms', 6],
          ['p95 ms', 6],
          ['max ms', 6],
          ['errors', 6],
          ['tally before → after', 20],
          ['vote rows', 10],
          ['cms CPU ms/req', 14],
        ],
        [
          [
            latencies.length,
            `${(total / 1000).toFixed(2)} s`,
            at(0.5).toFixed(0),
            at(0.95).toFixed(0),
            (latencies.at(-1) ?? NaN).toFixed(0),
            failed.count,
            `${before} → ${after}`,
            `${rows.n} of ${VOTE_BURST}`,
            cmsCpuMs.toFixed(2),
          ],
        ],
      ),
      '',
      `sign-ins failed ${signInFailures}, sign-ups failed ${signUpFailures}; the tally grew by exactly ${VOTE_BURST}: ${exact ? 'yes' : 'NO'}`,
      ...(failed.first.length ? [`first errors: ${failed.first.join(' | ')}`] : []),
      `reproduce: BENCH_ONLY=votes BENCH_VOTE_BURST=${VOTE_BURST} npm run bench`,
    ].join('\n');
  } finally {
    await knex.destroy();
  }
}

/**
 * Two processes of each must not be slower than one (issue 26): the line comparing the rows of 1 and 2 processes, if both ran.
 * @param {string} label
 * @param {{ processes: number, total: number, p95: number }[]} results
 */
function twoAgainstOne(label, results) {
  const one = results.find((r) => r.processes === 1);
  const two = results.find((r) => r.processes === 2);
  return one && two
    ? [
        `${label}: all stored after ${(two.total / one.total).toFixed(2)}×, p95 ${(two.p95 / one.p95).toFixed(2)}× — ${two.total <= one.total ? 'no slower' : 'SLOWER'}`,
      ]
    : [];
}

/** Connections to each CMS during the apply burst: web's agent keeps at most 128 (web/app/lib/cms.server.ts). */
function burstConnections() {
  return Number(process.env.BENCH_BURST_CONNECTIONS ?? 128);
}

/**
 * The burst matrix: the same burst on SQLite with one CMS, and on PostgreSQL with one CMS and with
 * two CMS processes sharing one database. Each variant gets a fresh database and fresh CMS
 * processes, so no variant inherits another's rows, caches or warmed-up pool.
 * @param {KakaoStandIn} kakao
 */
async function burstMatrix(kakao) {
  const notes = [];
  /** @type {{ database: string, processes: number }[]} */
  const variants = [];
  if (BURST_DATABASES.includes('sqlite')) variants.push({ database: 'sqlite', processes: 1 });
  if (BURST_DATABASES.includes('postgres')) {
    if (postgresInstalled()) for (const processes of BURST_PROCESSES) variants.push({ database: 'postgres', processes });
    else notes.push(`PostgreSQL rows NOT run: ${POSTGRES_MISSING}`);
  }
  const results = [];
  for (const variant of variants) {
    if (process.env.BENCH_DEBUG) console.log(`burst: ${variant.database} × ${variant.processes}`);
    const result = { ...variant, ...(await burstVariant(kakao, variant)) };
    results.push(result);
    // No peak is kept when the sampler failed before its first sample.
    if (process.env.BENCH_DEBUG && result.connections)
      console.log(
        `connections at the peak of the burst: ${(result.connections.atPeak ?? [])
          .map((c) => `${c.pid} ${c.state} ${c.application_name || '-'}`)
          .join(', ')}`,
      );
  }
  /** @param {{ peakKb: number[], peakTogetherKb: number }} r */
  const rss = (r) => (r.peakKb.length === 1 ? `${mb(r.peakKb[0])}` : `${r.peakKb.map(mb).join(' + ')} (together ${mb(r.peakTogetherKb)})`);
  const semester = results[0]?.semester ?? '?';
  const lines = [
    `apply burst — ${BURST} distinct learners POST /api/v2/apply/courses at once (${semester}: J1 + D5, S3 added), straight to the CMS as web would;`,
    burstConnections() > 0
      ? `sent as web sends them: undici on kept-alive connections, at most ${burstConnections()} to each CMS (BENCH_BURST_CONNECTIONS; 0 for a fresh connection per learner);`
      : `each learner on a fresh connection of its own (BENCH_BURST_CONNECTIONS=0; web keeps at most 128 to the CMS);`,
    `each row a fresh database and fresh CMS processes; with two CMS, learners alternate between them (sign-in, sign-up and application on the same one).`,
    `PostgreSQL pool per CMS: min ${POOL.min}, max ${POOL.max} (DATABASE_POOL_MIN/MAX), so one CMS opens at most ${POOL.max} connections and two at most ${2 * POOL.max}.`,
    `peak RSS and connections are sampled from the first application sent to the last answer (every 100 / 200 ms); the sign-ins before are not in them (see the lines below).`,
    '',
    ...table(
      [
        ['database', 10],
        ['CMS', 3],
        ['all stored after', 16],
        ['p50 ms', 6],
        ['p95 ms', 6],
        ['max ms', 6],
        ['errors', 6],
        ['stored twice', 12],
        ['CMS CPU ms / application', 24],
        ['applications stored', 19],
        ['rows', 5],
        ['peak RSS MB', 24],
        ['PG conn. open / busy', 20],
      ],
      results.map((r) => [
        r.database === 'postgres' ? 'PostgreSQL' : 'SQLite',
        r.processes,
        `${(r.total / 1000).toFixed(2)} s`,
        r.p50.toFixed(0),
        r.p95.toFixed(0),
        r.max.toFixed(0),
        r.errors,
        r.storedTwice,
        r.cpuMsPerApplication.toFixed(2),
        `${r.learners} of ${BURST}`,
        r.rows,
        rss(r),
        connections(r.connections),
      ]),
    ),
    '',
    ...results.map(
      (r) =>
        `${r.database} × ${r.processes}: sign-ins + sign-ups ${(r.signInMs / 1000).toFixed(1)} s (peak RSS ${rss(r.signIn)} MB, PG conn. ${connections(r.signIn.connections)}), RSS when the burst began ${r.rssBeforeKb.map(mb).join(' + ')} MB; ` +
        `sign-ins failed ${r.signInFailures}, sign-ups failed ${r.signUpFailures}; rows expected ${BURST * 3}, stored ${r.rows}; without the learner's name ${r.unnamed} — ` +
        burstVerdict(r),
    ),
    // Two CMS processes on one PostgreSQL database must not be slower than one (issue 26).
    ...twoAgainstOne(
      'PostgreSQL, 2 CMS against 1',
      results.filter((r) => r.database === 'postgres'),
    ),
    ...results.flatMap((r) => r.profiles ?? []),
    ...notes,
    `reproduce: BENCH_ONLY=burst BENCH_BURST=${BURST} BENCH_BURST_CONNECTIONS=${burstConnections()} BENCH_BURST_DATABASES=${BURST_DATABASES.join(',')} BENCH_BURST_PROCESSES=${BURST_PROCESSES.join(',')} DATABASE_POOL_MIN=${POOL.min} DATABASE_POOL_MAX=${POOL.max} npm run bench`,
  ];
  return lines.join('\n');
}

/**
 * @param {KakaoStandIn} kakao
 * @param {{ database: string, processes: number }} variant
 */
async function burstVariant(kakao, { database, processes }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-burst-'));
  const secrets = freshSecrets();
  /** @type {{ child: Part, url: string }[]} */
  const cmses = [];
  let pg = null;
  /** @type {Awaited<ReturnType<typeof applyBurst>> & { profiles?: string[] }} */
  let result;
  try {
    if (database === 'postgres') pg = await startPostgres({ database: 'dharma_bench' });
    const { DATABASE_URL, DATABASE_CLIENT, ...inherited } = process.env;
    const dbFile = path.join(dir, 'data.db');
    const env = {
      ...inherited,
      NODE_ENV: 'production',
      ...secrets,
      ...standInEnv(kakao),
      RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
      RATE_LIMIT_REFRESH_PER_MINUTE: '1000000',
      CMS_LOG_LEVEL: 'warn',
      ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_FILENAME: dbFile }),
    };
    // All at once, as a deploy would start them: start-up takes turns on the database by itself.
    // Only the first runs the scheduled jobs.
    const starts = await Promise.allSettled(
      Array.from({ length: processes }, async (_, k) => {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const child = await startCms(
          {
            ...env,
            CMS_PORT: String(port),
            CMS_URL: url,
            CMS_SCHEDULED_JOBS: String(k === 0),
            ...profiled(`cms-burst-${database}-${processes}-${k + 1}`),
          },
          { quiet: true },
        );
        cmses.push({ child, url });
      }),
    );
    const failed = starts.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    /** @type {import('knex').Knex.Config} */
    const db = pg
      ? { client: 'pg', connection: pg.url }
      : { client: 'better-sqlite3', connection: { filename: dbFile, options: { readonly: true } }, useNullAsDefault: true };
    result = await applyBurst({ kakao, secret: secrets.WEB_CMS_SECRET, cmses, db, postgresUrl: pg?.url });
  } finally {
    await stopAll(cmses.map((c) => c.child));
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // The profiles are written when the CMS stops; only the applications' seconds are summarised
  // (start-up, the seed and the sign-ins before would drown them).
  if (PROFILE_DIR)
    result.profiles = Array.from(
      { length: processes },
      (_, k) =>
        `\n${summariseWindow(path.join(PROFILE_DIR, `cms-burst-${database}-${processes}-${k + 1}.cpuprofile`), result.window, 'applications')}`,
    );
  return result;
}

/**
 * The apply burst on the CMS processes of one variant: BURST distinct learners (signed in through
 * the Kakao exchange, signed up) submit their application at the same moment, straight to the CMS
 * as web would, learner i to CMS i mod n. Reports the time until all are stored, latency, errors,
 * memory, connections, and counts the rows in the database.
 * @param {{ kakao: KakaoStandIn, secret: string, cmses: { child: Part, url: string }[], db: import('knex').Knex.Config, postgresUrl?: string }} options
 */
async function applyBurst({ kakao, secret, cmses, db, postgresUrl }) {
  const headers = (/** @type {string} */ token) => ({
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
    'x-dharma-server-secret': secret,
  });
  const cmsOf = (/** @type {number} */ i) => cmses[i % cmses.length].url;
  const pids = cmses.map((c) => c.child.pid);
  const { semester } = /** @type {{ semester: string }} */ (await (await fetch(`${cmsOf(0)}/api/v2/apply/semester-check`)).json());
  const signInSampler = await startSampler(pids, postgresUrl);
  const signInStarted = performance.now();
  const { tokens, signInFailures, signUpFailures } = await signInLearners({ kakao, secret, cmsOf, count: BURST, prefix: 'burst' });
  const signInMs = performance.now() - signInStarted;
  const signIn = await signInSampler.stop();
  // Each learner's sign-up left their token in the CMS's authentication cache for
  // AUTH_CACHE_SECONDS; how many were still there depended on how long the sign-ins took (a
  // third of them after 30 s, a tenth after 100 s), which moved the burst's figures between runs.
  // Every application now meets a cold cache, as when a learner spends longer than that on the
  // wizard: the CMS verifies each token and reads its session and user.
  const authCacheSeconds = Number(process.env.AUTH_CACHE_SECONDS || cmsRequire('@dharma/config/platform/security').AUTH_CACHE_SECONDS);
  await new Promise((r) => setTimeout(r, (authCacheSeconds + 1) * 1000));

  if (process.env.BENCH_PROFILE_READS) {
    const t = performance.now();
    await Promise.all(
      tokens.map((token, i) =>
        fetch(`${cmsOf(i)}/api/v2/apply/check/is-applied`, { headers: headers(token) }).then((r) => r.arrayBuffer()),
      ),
    );
    console.log(`${BURST} × GET is-applied (auth + one read): ${((performance.now() - t) / 1000).toFixed(2)} s`);
  }
  const body = JSON.stringify([{ course_name: `${semester}-J1` }, { course_name: `${semester}-D5` }]);
  // As web sends them (web/app/lib/cms.server.ts): undici's request on kept-alive connections, at
  // most BURST_CONNECTIONS to each CMS, so a learner's call may wait for a free connection in the
  // bench as it would in web. BENCH_BURST_CONNECTIONS=0: one fresh connection per learner (fetch),
  // as the bench sent them before issue 26.
  const { Agent, request } = await import('undici');
  const agent = burstConnections() > 0 ? new Agent({ keepAliveTimeout: 30_000, connections: burstConnections() }) : null;
  /** @type {(url: string, postHeaders: Record<string, string>, postBody: string) => Promise<number>} */
  const post = async (url, postHeaders, postBody) => {
    if (!agent) {
      const res = await fetch(url, { method: 'POST', headers: postHeaders, body: postBody });
      await res.arrayBuffer();
      return res.status;
    }
    const res = await request(url, { method: 'POST', headers: postHeaders, body: postBody, dispatcher: agent });
    await res.body.arrayBuffer();
    return res.statusCode;
  };
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const rssBeforeKb = pids.map(rssKb);
  const sampler = await startSampler(pids, postgresUrl);
  const cpuBefore = pids.map(cpuSeconds);
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      const t0 = performance.now();
      try {
        const status = await post(`${cmsOf(i)}/api/v2/apply/courses`, headers(token), body);
        if (status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }),
  );
  const total = performance.now() - started;
  await agent?.close();
  const toUs = Number(process.hrtime.bigint() / 1000n);
  // CPU per application, all CMS processes together: unlike seconds, it hardly moves with what
  // else the machine is doing, so it compares runs on a busy machine.
  const cpuMsPerApplication = (pids.reduce((/** @type {number} */ sum, pid, k) => sum + cpuSeconds(pid) - cpuBefore[k], 0) * 1000) / BURST;
  const sampled = await sampler.stop();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;

  const { unnamed, ...stored } = await storedApplications(db, semester);
  // Nothing lost: every learner signed in and up, every application answered 200, and the database
  // holds exactly three rows (J1, D5, the required S3) for each of them.
  const nothingLost =
    signInFailures === 0 &&
    signUpFailures === 0 &&
    errors === 0 &&
    stored.learners === BURST &&
    stored.rows === BURST * 3 &&
    stored.storedTwice === 0 &&
    unnamed === 0;
  return {
    semester,
    total,
    p50: at(0.5),
    p95: at(0.95),
    max: latencies.at(-1) ?? NaN,
    errors,
    ...stored,
    unnamed,
    nothingLost,
    cpuMsPerApplication,
    window: { fromUs, toUs },
    signInFailures,
    signUpFailures,
    signInMs,
    signIn,
    rssBeforeKb,
    ...sampled,
  };
}

/**
 * What the database holds after a burst: learners with an application for `semester`, rows,
 * learners stored twice in a slot, and applications without the name the learner signed up with.
 * @param {import('knex').Knex.Config} db
 * @param {string} semester
 */
async function storedApplications(db, semester) {
  /** @type {Knex} */
  const knex = cmsRequire('knex')(db);
  /** @type {{ learners: number, rows: number, storedTwice?: number }} */
  let stored;
  /** @type {number} */
  let unnamed;
  try {
    const burstApplications = () =>
      knex('enrolment_applications as a')
        .join('up_users as u', 'u.id', 'a.owner')
        .where('a.semester_code', semester)
        .where('u.email', 'like', 'burst%@example.com');
    const [counts] = await burstApplications().select(knex.raw('count(distinct a.owner) as learners'), knex.raw('count(*) as rows'));
    stored = { learners: Number(counts.learners), rows: Number(counts.rows) };
    // Stored twice: a learner with more than one row in a slot (the unique index should make it 0).
    const [twice] = await knex
      .from(burstApplications().select('a.owner', 'a.category').groupBy('a.owner', 'a.category').havingRaw('count(*) > 1').as('t'))
      .count({ n: '*' });
    stored.storedTwice = Number(twice.n);
    // The name each application keeps for staff is the one the learner signed up with.
    const [named] = await burstApplications()
      .where((q) => q.whereNull('a.learner_name').orWhereRaw('a.learner_name <> u.name'))
      .count({ n: '*' });
    unnamed = Number(named.n);
  } finally {
    await knex.destroy();
  }
  return { ...stored, unnamed };
}

/**
 * The apply burst through nginx with the production site file (deploy/nginx/dharma.conf), on
 * PostgreSQL, with one web and one CMS and with two of each in nginx's upstreams: issue 30's
 * closing note. Learners apply where a learner's browser does: the register wizard's submit
 * button (POST /register, intent=submit) over https to nginx, which passes it to a web process;
 * web calls the CMS (POST /api/v2/apply/courses) directly with one CMS and through nginx's door
 * with two, as docs/deploy.md sets CMS_URL. Each row has a fresh database and fresh processes.
 * @param {KakaoStandIn} kakao
 */
async function burstNginxMatrix(kakao) {
  /** @type {string[]} */
  const notes = [];
  if (!nginxInstalled()) return `apply burst through nginx NOT run: ${NGINX_MISSING}`;
  if (!postgresInstalled()) return `apply burst through nginx NOT run: ${POSTGRES_MISSING}`;
  const results = [];
  for (const processes of BURST_PROCESSES) {
    if (process.env.BENCH_DEBUG) console.log(`burst through nginx: ${processes} web + ${processes} CMS`);
    results.push({ processes, ...(await burstNginxVariant(kakao, processes)) });
  }
  const rss = (/** @type {{ peakKb: number[] }} */ r) => r.peakKb.map(mb).join(' + ');
  const cpu = (/** @type {number[]} */ ms) => ms.map((v) => v.toFixed(2)).join(' + ');
  const semester = results[0]?.semester ?? '?';
  const lines = [
    `apply burst through nginx — ${BURST} distinct learners press the register wizard's submit button at once (${semester}: J1 + D5 in the cart, S3 added):`,
    `POST /register over https (HTTP/1.1) to Debian's nginx with deploy/nginx/dharma.conf (host names, ports and paths changed only; worker_processes auto,`,
    `worker_connections ${NGINX_WORKER_CONNECTIONS}), which passes it to a web process; web sends POST /api/v2/apply/courses to the CMS — with one CMS directly`,
    `(CMS_URL=http://127.0.0.1:<cms>), with two through nginx's door (CMS_URL=http://127.0.0.1:<door>), as docs/deploy.md sets it. PostgreSQL, fresh per row.`,
    `Each learner has a connection of its own from an address of its own (127.20.x.y), kept alive from filling the cart (as a browser's is), and signed in`,
    `through the site: /login, the Kakao stand-in's consent, the callback, /signup, two "add" presses. Success is web's 302 to /studyroom/coming.`,
    `PostgreSQL pool per CMS: min ${POOL.min}, max ${POOL.max}. CPU is ms per application of each process (web, then CMS, then nginx's workers together);`,
    `peak RSS (web …, CMS …) and PG connections are sampled from the first application sent to the last answer.`,
    '',
    ...table(
      [
        ['web + CMS', 9],
        ['all stored after', 16],
        ['p50 ms', 6],
        ['p95 ms', 6],
        ['max ms', 6],
        ['errors', 6],
        ['stored twice', 12],
        ['CPU ms / application: web; CMS; nginx', 38],
        ['applications stored', 19],
        ['rows', 5],
        ['peak RSS MB: web; CMS', 24],
        ['PG conn. open / busy', 20],
      ],
      results.map((r) => [
        `${r.processes} + ${r.processes}`,
        `${(r.total / 1000).toFixed(2)} s`,
        r.p50.toFixed(0),
        r.p95.toFixed(0),
        r.max.toFixed(0),
        r.errors,
        r.storedTwice,
        `${cpu(r.cpuMs.web)}; ${cpu(r.cpuMs.cms)}; ${cpu([r.cpuMs.nginx])}`,
        `${r.learners} of ${BURST}`,
        r.rows,
        `${rss({ peakKb: r.peakKb.slice(0, r.processes) })}; ${rss({ peakKb: r.peakKb.slice(r.processes) })}`,
        connections(r.connections),
      ]),
    ),
    '',
    ...results.map(
      (r) =>
        `${r.processes} + ${r.processes}: sign-ins, sign-ups and carts through the site ${(r.signInMs / 1000).toFixed(1)} s; failed: sign-in ${r.signInFailures}, sign-up ${r.signUpFailures}, cart ${r.cartFailures}; ` +
        `submits answered per web process ${r.perWeb.join(' / ')}; rows expected ${BURST * 3}, stored ${r.rows}; without the learner's name ${r.unnamed}` +
        `${r.firstErrors.length ? `; first errors: ${r.firstErrors.join(' | ')}` : ''} — ` +
        burstVerdict(r),
    ),
    ...twoAgainstOne('two of each against one of each', results),
    ...notes,
    `reproduce: BENCH_ONLY=burst-nginx BENCH_BURST=${BURST} BENCH_BURST_PROCESSES=${BURST_PROCESSES.join(',')} DATABASE_POOL_MIN=${POOL.min} DATABASE_POOL_MAX=${POOL.max} npm run bench`,
  ];
  return lines.join('\n');
}

/**
 * @param {KakaoStandIn} kakao
 * @param {number} processes
 */
async function burstNginxVariant(kakao, processes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-nginx-'));
  const secrets = freshSecrets();
  /** @type {Part[]} */
  const cmses = [];
  /** @type {Part[]} */
  const webs = [];
  let pg = null;
  /** @type {ReturnType<typeof startNginx> | null} */
  let nginx = null;
  try {
    pg = await startPostgres({ database: 'dharma_bench' });
    // burstNginxMatrix ran it only with PostgreSQL installed.
    if (!pg) throw new Error(POSTGRES_MISSING);
    const cert = prepareNginxDir(dir, [BENCH_SITE_HOST, BENCH_PANEL_HOST]);
    const ports = async (/** @type {number} */ n) => {
      /** @type {number[]} */
      const out = [];
      for (let i = 0; i < n; i++) out.push(await freePort());
      return out;
    };
    const [httpsPort, httpPort, doorPort] = await ports(3);
    const cmsPorts = await ports(processes);
    const webPorts = await ports(processes);
    const site = `https://${BENCH_SITE_HOST}:${httpsPort}`;
    const { DATABASE_URL, DATABASE_CLIENT, ...inherited } = process.env;
    const env = {
      ...inherited,
      NODE_ENV: 'production',
      ...secrets,
      ...standInEnv(kakao),
      RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
      RATE_LIMIT_REFRESH_PER_MINUTE: '1000000',
      CMS_LOG_LEVEL: 'warn',
      DATABASE_URL: pg.url,
      // As in deploy/cms.env.example and web.env.example (one environment for both here: the bench measures speed).
      SITE_URL: site,
      HOST: '127.0.0.1',
      CMS_HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      CMS_PUBLIC_URL: `https://${BENCH_PANEL_HOST}:${httpsPort}`,
      CMS_BEHIND_PROXY: 'true',
      CMS_URL: processes > 1 ? `http://127.0.0.1:${doorPort}` : `http://127.0.0.1:${cmsPorts[0]}`,
    };
    const starts = await Promise.allSettled(
      cmsPorts.map(async (port, k) => {
        const child = await startCms({ ...env, CMS_PORT: String(port), CMS_SCHEDULED_JOBS: String(k === 0) }, { quiet: true });
        cmses.push(child);
      }),
    );
    const failed = starts.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    for (const port of webPorts) webs.push(await startWeb({ ...env, PORT: String(port) }, { quiet: true }));
    const siteConf = siteFile({
      dir,
      siteHost: BENCH_SITE_HOST,
      panelHost: BENCH_PANEL_HOST,
      httpsPort,
      httpPort,
      webPorts,
      cmsPorts,
      doorPort,
    });
    const started = startNginx(
      dir,
      nginxConf({ dir, site: siteConf, workerProcesses: 'auto', workerConnections: NGINX_WORKER_CONNECTIONS }),
    );
    nginx = started;
    // The site's /healthz through nginx, as the learners will reach it.
    const { Agent, fetch: undiciFetch } = await import('undici');
    const probe = new Agent({ connect: { ca: cert, lookup: toLoopback } });
    try {
      for (const until = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 300))) {
        if (started.child.exitCode !== null) throw new Error(`nginx exited (${started.child.exitCode}): ${started.output()}`);
        const ok = await undiciFetch(`${site}/healthz`, { dispatcher: probe }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > until) throw new Error(`nginx did not pass /healthz on to web within 30 s: ${started.output()}`);
      }
    } finally {
      await probe.close();
    }
    const { semester } = /** @type {{ semester: string }} */ (
      await (await fetch(`http://127.0.0.1:${cmsPorts[0]}/api/v2/apply/semester-check`)).json()
    );
    const result = await applyBurstThroughSite({
      site,
      cert,
      semester,
      dir,
      webPorts,
      // nginx has passed /healthz on, so it was spawned and has a pid.
      pids: { web: webs.map((w) => w.pid), cms: cmses.map((c) => c.pid), nginx: /** @type {number} */ (started.child.pid) },
      postgresUrl: pg.url,
    });
    return { semester, ...result };
  } finally {
    if (nginx && nginx.child.exitCode === null) {
      const { child } = nginx;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await stopAll([...webs, ...cmses]);
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * BURST learners signed in and up through the site, their carts filled (25 at a time, as
 * signInLearners does), then every submit at once; the rows are counted as in applyBurst.
 * @param {{ site: string, cert: string, semester: string, dir: string, webPorts: number[],
 *   pids: { web: (number | undefined)[], cms: (number | undefined)[], nginx: number }, postgresUrl: string }} options
 */
async function applyBurstThroughSite({ site, cert, semester, dir, webPorts, pids, postgresUrl }) {
  const { Agent, fetch: undiciFetch } = await import('undici');
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  /**
   * A learner's own connection, the site's answers with their cookies kept, and whether the cart is filled.
   * @typedef {{ status: number, location: string | null, text: string }} Answer
   * @typedef {{ agent: import('undici').Agent, step: (url: string, init?: { method?: string, headers?: Record<string, string>, body?: URLSearchParams }) => Promise<Answer>, ready?: boolean }} SiteLearner
   * @type {SiteLearner[]}
   */
  const learners = [];
  let signInFailures = 0;
  let signUpFailures = 0;
  let cartFailures = 0;
  /** @type {(i: number) => SiteLearner} */
  const learner = (i) => {
    // Distinct addresses, as distinct learners have: nothing keyed by address is shared between them.
    const agent = new Agent({
      localAddress: `127.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      connect: { ca: cert, lookup: toLoopback },
      keepAliveTimeout: 60_000,
      keepAliveMaxTimeout: 60_000,
    });
    /** @type {Map<string, string>} */
    const jar = new Map();
    /** @type {SiteLearner['step']} */
    const step = async (url, init = {}) => {
      const res = await undiciFetch(url, {
        ...init,
        redirect: 'manual',
        dispatcher: agent,
        headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), origin: site },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (pair.slice(at + 1) === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
        else jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await res.text();
      return { status: res.status, location: res.headers.get('location'), text };
    };
    return { agent, step };
  };
  const prepare = async (/** @type {number} */ i) => {
    const l = learner(i);
    learners[i] = l;
    const login = await l.step(`${site}/login`, { method: 'POST' }).catch(() => null);
    if (!login?.location) return void signInFailures++;
    const authorize = new URL(login.location);
    const consent = new URLSearchParams(authorize.searchParams);
    consent.set('email', `burst${i}@example.com`);
    consent.set('nickname', `b${i}`);
    const granted = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: consent, redirect: 'manual' });
    const callback = granted.headers.get('location') ?? '';
    const signedIn = callback.startsWith(site) ? await l.step(callback, { method: 'POST' }).catch(() => null) : null;
    if (signedIn?.location !== '/signup') return void signInFailures++;
    const signedUp = await l.step(`${site}/signup`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ username: `학인${i}`, agreed: 'on' }),
    });
    if (signedUp.status !== 302) return void signUpFailures++;
    for (const code of [`${semester}-J1`, `${semester}-D5`]) {
      const added = await l.step(`${site}/register`, { method: 'POST', headers: form, body: new URLSearchParams({ intent: 'add', code }) });
      if (added.status !== 302) return void cartFailures++;
    }
    l.ready = true;
  };
  const signInStarted = performance.now();
  for (let i = 0; i < BURST; i += 25) await Promise.all(Array.from({ length: Math.min(25, BURST - i) }, (_, k) => prepare(i + k)));
  const signInMs = performance.now() - signInStarted;
  // As in applyBurst: every application meets the CMS's authentication cache cold.
  const authCacheSeconds = Number(process.env.AUTH_CACHE_SECONDS || cmsRequire('@dharma/config/platform/security').AUTH_CACHE_SECONDS);
  await new Promise((r) => setTimeout(r, (authCacheSeconds + 1) * 1000));

  const nginxPids = nginxWorkers(pids.nginx);
  const all = [...pids.web, ...pids.cms];
  const accessLog = path.join(dir, 'log', 'dharma.access.log');
  const logBefore = fs.statSync(accessLog).size;
  const sampler = await startSampler(all, postgresUrl);
  const cpuBefore = [...all, ...nginxPids].map(cpuSeconds);
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  /** @type {string[]} */
  const firstErrors = [];
  const started = performance.now();
  await Promise.all(
    learners.map(async (l) => {
      const t0 = performance.now();
      try {
        if (!l.ready) throw new Error('not signed in');
        const res = await l.step(`${site}/register`, {
          method: 'POST',
          headers: form,
          body: new URLSearchParams({ intent: 'submit', mode: 'apply' }),
        });
        if (res.status !== 302 || res.location !== '/studyroom/coming')
          throw new Error(`${res.status} ${res.location ?? ''} ${res.text.slice(0, 120)}`);
      } catch (error) {
        errors++;
        if (firstErrors.length < 3) firstErrors.push(/** @type {Error} */ (error).message);
      }
      latencies.push(performance.now() - t0);
    }),
  );
  const total = performance.now() - started;
  const cpuAfter = [...all, ...nginxPids].map(cpuSeconds);
  const sampled = await sampler.stop();
  await Promise.all(learners.map((l) => l?.agent.close()));
  const used = cpuAfter.map((after, k) => ((after - cpuBefore[k]) * 1000) / BURST);
  const n = pids.web.length;
  const cpuMs = { web: used.slice(0, n), cms: used.slice(n, 2 * n), nginx: used.slice(2 * n).reduce((a, b) => a + b, 0) };
  // Which web process nginx gave each submit to, from its access log (`upstream=`).
  const log = fs.readFileSync(accessLog, 'utf8').slice(logBefore);
  const perWeb = webPorts.map(
    (port) => log.split('\n').filter((line) => line.includes('"POST /register') && line.includes(`upstream=127.0.0.1:${port}`)).length,
  );
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const { unnamed, ...stored } = await storedApplications({ client: 'pg', connection: postgresUrl }, semester);
  const nothingLost =
    signInFailures === 0 &&
    signUpFailures === 0 &&
    cartFailures === 0 &&
    errors === 0 &&
    stored.learners === BURST &&
    stored.rows === BURST * 3 &&
    stored.storedTwice === 0 &&
    unnamed === 0;
  return {
    total,
    p50: at(0.5),
    p95: at(0.95),
    max: latencies.at(-1) ?? NaN,
    errors,
    firstErrors,
    ...stored,
    unnamed,
    nothingLost,
    cpuMs,
    perWeb,
    signInMs,
    signInFailures,
    signUpFailures,
    cartFailures,
    ...sampled,
  };
}
