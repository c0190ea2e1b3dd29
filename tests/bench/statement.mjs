// The bank-statement rows of `npm run bench` (BENCH_ONLY=statement): a statement of
// BENCH_STATEMENT_LINES deposits (5,000) imported and matched against BENCH_STATEMENT_APPLICATIONS
// learners (1,000) who applied for the open semester's J1, on SQLite and on PostgreSQL
// (BENCH_STATEMENT_DATABASES), each a fresh seeded database and one CMS with the clock pinned
// where the semester takes applications. The learners sign in through the Kakao exchange, sign up
// and apply over HTTP as web would: that is the product's own path (depositor codes given by the
// application, as learners get them) and takes well under two minutes for 1,000, so nothing is
// written behind the CMS's back; their codes are read from the database afterwards.
// The statement is the CP949 CSV a Korean bank exports (as tests/integration/deposits-import.test.ts
// builds it). Of the applications: 60 % pay exactly with their code, 5 % through a parent (the
// parent's name with the learner's digits), 5 % with their code and the wrong amount, 5 % with
// their name only, 2 % pay a second time, the rest not yet; every other line is money from
// strangers (donations, other fees), which is what most of a busy account's lines are, with a
// withdrawal every 40 lines. Measured: the import (upload, parse, match, answer) in rounds, its
// CPU and the CMS's peak RSS; then the approval of every matched line (in calls of the size web
// sends); then the same file again (every line it approved is now used). Beside it, in the same rounds, the same bytes
// posted to a bare node:http server in this process that reads them and answers a fixed JSON.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import iconv from 'iconv-lite';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from '../../scripts/lib/postgres.mjs';
import { freshSecrets, root, standInEnv, startCms, stopAll } from '../../scripts/lib/stack.mjs';
import { cpuSeconds, rssKb, startSampler } from './burst-sampler.mjs';
import { summariseWindow } from './profile-summary.mjs';
import { median, table } from './report.mjs';

/** @typedef {import('knex').Knex} Knex */
/** @typedef {import('../../scripts/kakao-stand-in/index.mjs').KakaoStandIn} KakaoStandIn */
/**
 * A learner of the statement: their depositor code and what they owe.
 * @typedef {{ id: number, name: string, digits: string, depositor: string, amountDue: number }} Learner
 * @typedef {{ depositor: string, amount: number }} Deposit
 */

// knex and pg come with the CMS, not with the repository root.
const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
const { DEPOSIT_PICKS_PER_CALL } = cmsRequire('@dharma/config/contracts');
const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 5000);
const APPLICATIONS = Number(process.env.BENCH_STATEMENT_APPLICATIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_STATEMENT_ROUNDS ?? 5);
const list = (/** @type {string} */ value) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const DATABASES = list(process.env.BENCH_STATEMENT_DATABASES ?? 'sqlite,postgres');
// A day the next semester takes applications on (the seed dates its semesters from it).
const DHARMA_NOW = '2026-11-21T10:00:00+09:00';
const STAFF_EMAIL = 'staff@example.com';
const PREFIX = 'stmt';
const BANK = '농협';

const SURNAMES = ['이', '박', '최', '정', '강'];
// Strangers' surnames are none of the learners', so a stranger's name never fits a learner.
const STRANGER_SURNAMES = ['김', '윤', '장', '임', '한'];
const SYLLABLES = [...'가나다라마바사아자차카타파하고노도로모소'];
/**
 * A name of its own for each i below 2,000: letters only, since matching by name ignores digits.
 * @param {number} i
 */
const nameOf = (i, surnames = SURNAMES) => surnames[i % 5] + SYLLABLES[Math.floor(i / 5) % 20] + SYLLABLES[Math.floor(i / 100) % 20];

/**
 * Shuffled by a seeded generator (mulberry32): the same statement every run, so runs compare.
 * @template T
 * @param {T[]} items
 * @param {number} seed
 */
function shuffle(items, seed) {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Bench setup through the product: `count` learners signed in through the Kakao exchange, signed
 * up under a name of their own and applied for `<semester>-J1`, straight to the CMS as web would,
 * 25 at a time. Failures are counted, not fatal: the table says how many applications there were.
 * @param {{ kakao: KakaoStandIn, secret: string, cmsUrl: string, semester: string, count: number }} options
 */
async function applyLearners({ kakao, secret, cmsUrl, semester, count }) {
  /** @type {string[] & { count?: number }} the first three failures, and how many there were */
  const failures = [];
  /** @type {(url: string, token: string | null, body: unknown, i: number) => Promise<any>} */
  const post = async (url, token, body, i) => {
    const res = await fetch(`${cmsUrl}/api${url}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-dharma-server-secret': secret,
        'x-client-ip': `10.3.${i >> 8}.${i & 255}`,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url} ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  };
  const one = async (/** @type {number} */ i) => {
    try {
      const kakaoToken = kakao.issueAccessToken({ email: `${PREFIX}${i}@example.com`, nickname: `s${i}` });
      const { access_token: token } = await post('/v1/session/exchange', null, { kakao_access_token: kakaoToken }, i);
      await post('/v1/user/signup', token, { username: nameOf(i), agreed: true }, i);
      await post('/v2/apply/courses', token, [{ course_name: `${semester}-J1` }], i);
    } catch (error) {
      if (failures.length < 3) failures.push(/** @type {Error} */ (error).message);
      failures.count = (failures.count ?? 0) + 1;
    }
  };
  for (let i = 0; i < count; i += 25) await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, k) => one(i + k)));
  return { failed: failures.count ?? 0, firstFailures: failures };
}

/**
 * The statement's deposits: learners' payments of each kind and strangers' money, mixed in an
 * order of their own; `expected` is how matching should count them.
 * @param {Learner[]} learners
 */
function planStatement(learners) {
  const shuffled = shuffle(learners, 28);
  const share = (/** @type {number} */ from, /** @type {number} */ part) =>
    shuffled.slice(Math.round(from * shuffled.length), Math.round((from + part) * shuffled.length));
  const exact = share(0, 0.6);
  const parent = share(0.6, 0.05);
  const wrongAmount = share(0.65, 0.05);
  const nameOnly = share(0.7, 0.05);
  const twice = exact.slice(0, Math.round(0.02 * shuffled.length));
  const deposits = [
    ...exact.map((l) => ({ depositor: l.depositor, amount: l.amountDue })),
    ...parent.map((l, k) => ({ depositor: `${nameOf(k, STRANGER_SURNAMES)}${l.digits}`, amount: l.amountDue })),
    ...wrongAmount.map((l) => ({ depositor: l.depositor, amount: l.amountDue - 10_000 })),
    ...nameOnly.map((l) => ({ depositor: l.name, amount: l.amountDue })),
    ...twice.map((l) => ({ depositor: l.depositor, amount: l.amountDue })),
  ];
  const strangers = LINES - deposits.length;
  if (strangers < 0) throw new Error(`BENCH_STATEMENT_LINES=${LINES} is fewer than the ${deposits.length} learners' deposits`);
  for (let i = 0; i < strangers; i++) deposits.push({ depositor: nameOf(i % 2000, STRANGER_SURNAMES), amount: 10_000 + (i % 97) * 1_000 });
  return {
    deposits: shuffle(deposits, 29),
    expected: {
      matched: exact.length + parent.length,
      likely: wrongAmount.length + nameOnly.length,
      unmatched: twice.length + strangers,
    },
  };
}

/**
 * The bank's export: title rows, the header, then the lines in date order with a withdrawal every 40.
 * @param {Deposit[]} deposits
 */
function statementBytes(deposits) {
  const rows = [
    '거래내역 조회',
    '계좌번호 : 301-0000-1234-51,예금주 : 법보선원',
    '조회기간 : 2026.11.01 ~ 2026.11.21',
    '',
    '거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원),거래점',
  ];
  const at = (/** @type {number} */ i) => {
    // Spread over 20 days, in order, as a statement lists them.
    const seconds = Math.floor((i / (deposits.length + 1)) * 20 * 86_400);
    const d = new Date(Date.UTC(2026, 10, 1) + seconds * 1000);
    const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
    return `${d.getUTCFullYear()}.${two(d.getUTCMonth() + 1)}.${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  };
  const money = (/** @type {number} */ n) => `"${n.toLocaleString('en-US')}"`;
  deposits.forEach((l, i) => {
    if (i > 0 && i % 40 === 0) rows.push(`${at(i)},자동이체,관리비,${money(300_000)},0,"1,000,000",인터넷`);
    rows.push(`${at(i)},타행이체,${l.depositor},0,${money(l.amount)},"1,000,000",인터넷`);
  });
  return iconv.encode(rows.join('\r\n'), 'cp949');
}

/**
 * The comparison: a bare node:http server that takes the same upload and answers a fixed small
 * JSON, reading the body and nothing more — what the upload alone costs on this machine.
 */
async function startBare() {
  const port = await freePort();
  const answer = JSON.stringify({ kind: 'matching', lines: 0 });
  const server = http.createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(answer) });
      res.end(answer);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { url: `http://127.0.0.1:${port}/statement`, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/**
 * Posts `body` and reads the whole answer; wall time from the first byte sent to the last read.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {Uint8Array<ArrayBuffer> | string} body
 * @returns {Promise<{ ms: number, bytes: number, body: any }>} `body` the answer's JSON, as the CMS gives it
 */
async function timedPost(url, headers, body) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${bytes.toString('utf8').slice(0, 300)}`);
  return { ms, bytes: bytes.length, body: JSON.parse(bytes.toString('utf8')) };
}

/**
 * @param {KakaoStandIn} kakao
 * @param {string} database
 * @param {{ url: string }} bare
 * @param {string | null | undefined} profileDir
 */
async function variant(kakao, database, bare, profileDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-statement-'));
  let pg = null;
  // Not null: stopAll passes over an undefined part only (a null one threw in the finally and hid the error).
  /** @type {import('../../scripts/lib/stack.mjs').Part | undefined} */
  let cms;
  /** @type {Knex | null} */
  let knex = null;
  const profileName = `cms-statement-${database}`;
  try {
    if (database === 'postgres') pg = await startPostgres({ database: 'dharma_bench' });
    const { DATABASE_URL, DATABASE_CLIENT, DHARMA_NOW: _now, ...inherited } = process.env;
    const port = await freePort();
    const secrets = freshSecrets();
    const cmsUrl = `http://127.0.0.1:${port}`;
    cms = await startCms(
      {
        ...inherited,
        NODE_ENV: 'production',
        ...secrets,
        ...standInEnv(kakao),
        CMS_PORT: String(port),
        CMS_URL: cmsUrl,
        CMS_LOG_LEVEL: 'warn',
        DHARMA_NOW,
        STAFF_EMAILS: STAFF_EMAIL,
        RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
        ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_FILENAME: path.join(dir, 'data.db') }),
        ...(profileDir ? { DHARMA_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-name=${profileName}.cpuprofile` } : {}),
      },
      { quiet: true },
    );
    const secret = secrets.WEB_CMS_SECRET;
    /** @type {Knex} */
    const db = cmsRequire('knex')(
      pg
        ? { client: 'pg', connection: pg.url }
        : {
            client: 'better-sqlite3',
            connection: { filename: path.join(dir, 'data.db'), options: { readonly: true } },
            useNullAsDefault: true,
          },
    );
    knex = db;
    const { semester } = /** @type {{ semester: string | null }} */ (await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json());
    if (!semester) throw new Error(`no semester takes applications at ${DHARMA_NOW}`);

    const prepareStarted = performance.now();
    const applied = await applyLearners({ kakao, secret, cmsUrl, semester, count: APPLICATIONS });
    const prepareMs = performance.now() - prepareStarted;

    const staffExchange = await fetch(`${cmsUrl}/api/v1/session/exchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-dharma-server-secret': secret },
      body: JSON.stringify({ kakao_access_token: kakao.issueAccessToken({ email: STAFF_EMAIL, nickname: 'staff' }) }),
    });
    const { access_token: staff } = /** @type {{ access_token: string }} */ (await staffExchange.json());
    // Signed up as the integration test's office does, so the account is a complete one.
    await fetch(`${cmsUrl}/api/v1/user/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staff}`, 'x-dharma-server-secret': secret },
      body: JSON.stringify({ username: '사무장', agreed: true }),
    }).then((res) => res.arrayBuffer());
    const staffHeaders = (/** @type {string} */ type) => ({
      'Content-Type': type,
      Authorization: `Bearer ${staff}`,
      'x-dharma-server-secret': secret,
      'x-client-ip': '10.9.9.9',
    });
    const importUrl = `${cmsUrl}/api/v1/staff/deposits/statement?${new URLSearchParams({ semester, bank: BANK, file: '거래내역.csv' })}`;
    const upload = (/** @type {Buffer} */ bytes) => timedPost(importUrl, staffHeaders('application/octet-stream'), new Uint8Array(bytes));

    // The learners as matching sees them: codes from the database, the amount due from the
    // matching's own list of who has not paid (a one-line statement of a stranger's money).
    /** @type {{ id: number, email: string }[]} */
    const users = await db('up_users').where('email', 'like', `${PREFIX}%@example.com`).select('id', 'email');
    const indexOf = new Map(users.map((u) => [u.id, Number(u.email.slice(PREFIX.length, u.email.indexOf('@')))]));
    /** @type {{ owner: number, digits: string, depositor: string }[]} */
    const codes = await db('enrolment_depositor_codes')
      .where('semester_code', semester)
      .whereIn(
        'owner',
        users.map((u) => u.id),
      )
      .select('owner', 'digits', 'depositor');
    // What the imports add to a CMS that has started, seeded and signed a thousand learners up.
    const rssBeforeKb = rssKb(cms.pid);
    const probe = await upload(statementBytes([{ depositor: '관리인', amount: 1 }]));
    /** @type {Map<number, number>} */
    const due = new Map(probe.body.unpaid.map((/** @type {{ learner: number, amount_due: number }} */ u) => [u.learner, u.amount_due]));
    /** @type {Learner[]} */
    // Every code's owner is one of `users`, and only those `due` lists are kept: both look-ups find.
    const learners = codes
      .filter((c) => due.has(c.owner))
      .map((c) => ({
        id: c.owner,
        name: nameOf(/** @type {number} */ (indexOf.get(c.owner))),
        digits: c.digits,
        depositor: c.depositor,
        amountDue: /** @type {number} */ (due.get(c.owner)),
      }));
    const { deposits, expected } = planStatement(learners);
    const file = statementBytes(deposits);

    // One import first, not counted: the first call compiles the code paths it takes.
    await upload(file);
    /** @type {{ ms: number, cpuMs: number, bareMs: number }[]} */
    const rounds = [];
    const sampler = await startSampler([cms.pid]);
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    let last;
    for (let r = 0; r < ROUNDS; r++) {
      const cpuBefore = cpuSeconds(cms.pid);
      last = await upload(file);
      const cpuMs = (cpuSeconds(cms.pid) - cpuBefore) * 1000;
      // Interleaved with the imports, so a noisy moment on the shared machine falls on both.
      const plain = await timedPost(bare.url, { 'Content-Type': 'application/octet-stream' }, new Uint8Array(file));
      rounds.push({ ms: last.ms, cpuMs, bareMs: plain.ms });
    }
    const toUs = Number(process.hrtime.bigint() / 1000n);
    const { peakKb } = await sampler.stop();
    if (!last) throw new Error(`BENCH_STATEMENT_ROUNDS=${ROUNDS}: at least one round is needed`);
    /** @param {{ matched: unknown[], likely: unknown[], unmatched: unknown[], used: unknown[] }} body */
    const counts = (body) => ({
      matched: body.matched.length,
      likely: body.likely.length,
      unmatched: body.unmatched.length,
      used: body.used.length,
    });
    const matching = counts(last.body);

    // Every matched line ticked and approved as the page's "approve all" sends them: in calls of DEPOSIT_PICKS_PER_CALL.
    const picks = last.body.matched.map((/** @type {{ application: { learner: number }, line: object }} */ m) => ({
      learner: m.application.learner,
      ...m.line,
    }));
    const now = () => Number(process.hrtime.bigint() / 1000n);
    const approveFromUs = now();
    const approveCpu = cpuSeconds(cms.pid);
    /** @type {{ ms: number, body: { approved: unknown[], skipped: unknown[] } }} */
    const approval = { ms: 0, body: { approved: [], skipped: [] } };
    for (let i = 0; i < picks.length; i += DEPOSIT_PICKS_PER_CALL) {
      const part = await timedPost(
        `${cmsUrl}/api/v1/staff/deposits/approve`,
        staffHeaders('application/json'),
        JSON.stringify({ semester, picks: picks.slice(i, i + DEPOSIT_PICKS_PER_CALL) }),
      );
      approval.ms += part.ms;
      approval.body.approved.push(...part.body.approved);
      approval.body.skipped.push(...part.body.skipped);
    }
    const approveCpuMs = (cpuSeconds(cms.pid) - approveCpu) * 1000;
    const approveWindow = { fromUs: approveFromUs, toUs: now() };

    // Repeatable too (nothing is approved by an import), so also in rounds.
    /** @type {{ ms: number, cpuMs: number }[]} */
    const againRounds = [];
    const againFromUs = now();
    let again;
    for (let r = 0; r < ROUNDS; r++) {
      const cpuBefore = cpuSeconds(cms.pid);
      again = await upload(file);
      againRounds.push({ ms: again.ms, cpuMs: (cpuSeconds(cms.pid) - cpuBefore) * 1000 });
    }
    const againWindow = { fromUs: againFromUs, toUs: now() };
    if (!again) throw new Error(`BENCH_STATEMENT_ROUNDS=${ROUNDS}: at least one round is needed`);

    return {
      database,
      semester,
      prepareMs,
      applied,
      applications: learners.length,
      fileBytes: file.length,
      lines: last.body.lines,
      skipped: last.body.skipped,
      expected,
      matching,
      responseBytes: last.bytes,
      rounds,
      peakKb: peakKb[0],
      rssBeforeKb,
      picks: picks.length,
      approved: approval.body.approved.length,
      approveSkipped: approval.body.skipped.length,
      approveMs: approval.ms,
      approveCpuMs,
      again: { rounds: againRounds, ...counts(again.body) },
      windows: { imports: { fromUs, toUs }, approve: approveWindow, reimports: againWindow },
    };
  } finally {
    await knex?.destroy();
    await stopAll([cms]);
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {KakaoStandIn} kakao
 * @param {{ profileDir?: string | null }} [options]
 */
export async function statementBench(kakao, { profileDir } = {}) {
  const notes = [];
  const databases = DATABASES.filter((d) => d === 'sqlite' || (d === 'postgres' && postgresInstalled()));
  if (DATABASES.includes('postgres') && !postgresInstalled()) notes.push(`PostgreSQL row NOT run: ${POSTGRES_MISSING}`);
  const bare = await startBare();
  /** @type {(Awaited<ReturnType<typeof variant>> & { profiles?: string[] })[]} */
  const results = [];
  try {
    for (const database of databases) {
      if (process.env.BENCH_DEBUG) console.log(`statement: ${database}`);
      /** @type {(typeof results)[number]} */
      const result = await variant(kakao, database, bare, profileDir);
      // The profile is written when the CMS stops; each part of the run is summarised on its own.
      if (profileDir)
        result.profiles = Object.entries(result.windows).map(([label, window]) =>
          summariseWindow(path.join(profileDir, `cms-statement-${database}.cpuprofile`), window, label),
        );
      results.push(result);
    }
  } finally {
    await bare.close();
  }
  const ms = (/** @type {number} */ v) => v.toFixed(0);
  /**
   * @param {(typeof results)[number]} r
   * @param {'ms' | 'cpuMs' | 'bareMs'} key
   * @param {{ ms: number, cpuMs: number, bareMs?: number }[]} [rounds]
   */
  const med = (r, key, rounds = r.rounds) => median(rounds.map((x) => /** @type {number} */ (x[key])));
  const r0 = results[0];
  return [
    `bank statement — a CP949 CSV of ${LINES} deposits (${r0 ? `${(r0.fileBytes / 1024).toFixed(0)} KB, ${r0.skipped} withdrawals between` : 'withdrawals between'}) imported and matched`,
    `(POST /api/v1/staff/deposits/statement, staff token, straight to the CMS as web forwards it) against ${APPLICATIONS} learners who applied for`,
    `${r0?.semester ?? 'the open semester'}-J1 over HTTP, the clock at ${DHARMA_NOW}; each row a fresh seeded database and one CMS. Import: median of`,
    `${ROUNDS} rounds after one uncounted (min–max beside it), the CMS's CPU per import (median) and its peak RSS over the rounds (sampled every 100 ms).`,
    `Approve all: every matched line, in POSTs to /api/v1/staff/deposits/approve of DEPOSIT_PICKS_PER_CALL lines as web sends them (one transaction per learner with audit, access log and notice).`,
    `Re-import: the same file again after that, median of ${ROUNDS} (its approved lines now used). Bare upload: the same bytes POSTed in the same rounds to a`,
    `node:http server in the bench process that reads them and answers a fixed JSON; ratio = import median / bare median.`,
    '',
    ...table(
      [
        ['database', 10],
        ['lines', 5],
        ['applications', 12],
        ['matched / likely / unmatched', 28],
        ['import median', 13],
        ['min–max ms', 11],
        ['CMS CPU ms', 10],
        ['peak RSS MB', 11],
        ['answer KB', 9],
        ['approve all (ms / approval)', 27],
        ['re-import (used)', 18],
        ['bare upload ms', 14],
        ['ratio', 5],
      ],
      results.map((r) => [
        r.database === 'postgres' ? 'PostgreSQL' : 'SQLite',
        r.lines,
        r.applications,
        `${r.matching.matched} / ${r.matching.likely} / ${r.matching.unmatched}`,
        `${ms(med(r, 'ms'))} ms`,
        `${ms(Math.min(...r.rounds.map((x) => x.ms)))}–${ms(Math.max(...r.rounds.map((x) => x.ms)))}`,
        ms(med(r, 'cpuMs')),
        Math.round(r.peakKb / 1024),
        (r.responseBytes / 1024).toFixed(0),
        `${ms(r.approveMs)} ms (${(r.approveMs / Math.max(1, r.approved)).toFixed(1)})`,
        `${ms(med(r, 'ms', r.again.rounds))} ms (${r.again.used} used)`,
        med(r, 'bareMs').toFixed(1),
        `${(med(r, 'ms') / med(r, 'bareMs')).toFixed(0)}×`,
      ]),
    ),
    '',
    ...results.map(
      (r) =>
        `${r.database}: ${APPLICATIONS} learners signed in, up and applied over HTTP in ${(r.prepareMs / 1000).toFixed(1)} s (failed ${r.applied.failed}` +
        `${r.applied.firstFailures.length ? `: ${r.applied.firstFailures.join('; ')}` : ''}); RSS before the imports ${Math.round(r.rssBeforeKb / 1024)} MB; matching as planned ` +
        `(${r.expected.matched} / ${r.expected.likely} / ${r.expected.unmatched}): ${/** @type {const} */ (['matched', 'likely', 'unmatched']).every((k) => r.matching[k] === r.expected[k]) && r.matching.used === 0 ? 'yes' : 'NO'}; ` +
        `approve all: ${r.approved} of ${r.picks} approved, ${r.approveSkipped} skipped, CMS CPU ${ms(r.approveCpuMs)} ms; ` +
        `re-import: ${r.again.used} used, ${r.again.matched} matched (${r.again.used === r.approved && r.again.matched === 0 ? 'nothing approvable twice' : 'NOT as expected'}), CMS CPU ${ms(med(r, 'cpuMs', r.again.rounds))} ms (median of ${ROUNDS})`,
    ),
    ...results.flatMap((r) => (r.profiles ?? []).map((p) => `\n${p}`)),
    ...notes,
    `reproduce: BENCH_ONLY=statement BENCH_STATEMENT_LINES=${LINES} BENCH_STATEMENT_APPLICATIONS=${APPLICATIONS} BENCH_STATEMENT_ROUNDS=${ROUNDS} BENCH_STATEMENT_DATABASES=${DATABASES.join(',')} npm run bench`,
  ].join('\n');
}
