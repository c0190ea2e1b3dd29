// The daily-reminder rows of `npm run bench` (BENCH_ONLY=reminders): BENCH_REMINDERS learners
// (5,000) with the demo's running daily class paid for and the daily reminder on at the same
// minute, on SQLite and on PostgreSQL (BENCH_REMINDER_DATABASES), each a fresh database and one
// CMS that runs the scheduled jobs as in production: its sendNotices tick (cms/config/cron-tasks.ts)
// writes the minute's reminders and hands them over by the channel the row is about
// (BENCH_REMINDER_CHANNELS): `email`, one SMTP transaction each, to a real SMTP server (smtp-server,
// as tests/support/smtp.ts) in this process; `kakao`, each learner with a confirmed number, as
// 알림톡 in SOLAPI message groups to the SOLAPI stand-in (scripts/solapi-stand-in, as
// tests/support/solapi.ts) in this process, through the real SDK. Measured from that tick: the time
// until every one was received and the outbox has none waiting or being sent, the CMS's peak RSS
// and CPU, notices that failed or died, and messages received twice; for KakaoTalk also the
// provider's requests by operation and the groups' sizes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from '../../scripts/lib/postgres.mjs';
import { freshSecrets, root, solapiStandInEnv, standInEnv, startCms, stopAll } from '../../scripts/lib/stack.mjs';
import { startSolapiStandIn } from '../../scripts/solapi-stand-in/index.mjs';
import { cpuSeconds, startSampler } from './burst-sampler.mjs';
import { summariseWindow } from './profile-summary.mjs';
import { table } from './report.mjs';

/** @typedef {import('knex').Knex} Knex */
/** @typedef {import('../../scripts/kakao-stand-in/index.mjs').KakaoStandIn} KakaoStandIn */
/** @typedef {import('../../scripts/solapi-stand-in/index.mjs').SolapiStandIn} SolapiStandIn */

// knex and pg come with the CMS, not with the repository root.
const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
const COUNT = Number(process.env.BENCH_REMINDERS ?? 5000);
const list = (/** @type {string} */ value) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const DATABASES = list(process.env.BENCH_REMINDER_DATABASES ?? 'sqlite,postgres');
/**
 * How the reminders go: `email` — the learners have no number, so each goes by e-mail (the rows
 * since issue 27); `kakao` — each learner has a confirmed number, so each goes by KakaoTalk, the
 * default for a kind KakaoTalk may carry (config's channelsOf), to the SOLAPI stand-in.
 */
const CHANNELS = list(process.env.BENCH_REMINDER_CHANNELS ?? 'email,kakao');
for (const c of CHANNELS) if (c !== 'email' && c !== 'kakao') throw new Error(`BENCH_REMINDER_CHANNELS: no channel "${c}" (email, kakao)`);
/** @type {Record<string, string>} the templates registered at the provider: the ones the CMS renders */
const KAKAO_TEMPLATES = cmsRequire('@dharma/config/words').kakaoTemplateTexts;
const { KAKAO_GROUP_MAX } = cmsRequire('@dharma/config/rules');
/**
 * How the CMS reaches the mail server: `pool` — SMTP_URL as docs/deploy.md sets it, where the
 * e-mail channel keeps one connection for message after message; `connection` — the same URL with
 * `?pool=false` (the URL wins), where nodemailer opens a connection per message and waits for each
 * greeting (smtp-server, like servers that watch for early talkers, greets after 100 ms): the
 * channel before it kept its connection, about 16 minutes for 5,000, so it runs only when named.
 */
const SMTP_MODES = list(process.env.BENCH_REMINDER_SMTP ?? 'pool');
// The scheduled job's period (NOTICE_SEND_EVERY_SECONDS); production's is a minute.
const TICK_SECONDS = Number(process.env.BENCH_REMINDER_TICK_SECONDS ?? 60);
const TIMEOUT_MS = Number(process.env.BENCH_REMINDER_TIMEOUT_SECONDS ?? 1800) * 1000;
// The clock stands still at half a minute past the learners' reminder time, on a day the demo
// seed's running term has its days open (the seed dates its running semester from this day).
const REMIND_AT = '10:00';
const DHARMA_NOW = `2026-05-01T${REMIND_AT}:30+09:00`;
const DEMO_LEARNER_EMAIL = 'learner@example.com';
const PREFIX = 'remind';
const addressOf = (/** @type {number} */ i) => `${PREFIX}${i}@example.com`;
/** The i-th bench learner's confirmed mobile number: 010 and eight digits, each learner's own. */
const phoneOf = (/** @type {number} */ i) => `010${String(20_000_000 + i).padStart(8, '0')}`;

/**
 * The receiving mail server: it counts the messages it answered 250 per recipient and keeps the
 * time of the last; bodies are read off the socket and dropped unparsed, so the receiver costs
 * as little as a mail server's queue write would. No reverse DNS lookup per connection (the
 * sender opens one connection per message).
 */
async function startReceiver() {
  const port = await freePort();
  /** @type {Map<string, number>} */
  const perRecipient = new Map();
  /** @type {{ received: number, lastAt: number, firstAt: number, errors: string[] }} */
  const state = { received: 0, lastAt: 0, firstAt: 0, errors: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        // Only the bench's learners are timed: the demo seed's learners may have notices of their own.
        if (session.envelope.rcptTo.some(({ address }) => address.startsWith(PREFIX))) {
          state.received++;
          state.lastAt = performance.now();
          state.firstAt ||= state.lastAt;
        }
        callback();
      });
    },
  });
  server.on('error', (error) => state.errors.length < 3 && state.errors.push(error.message));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    state,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * The KakaoTalk provider: the SOLAPI stand-in with keys of its own and the catalogue's templates.
 * Each message a phone receives is counted, per number, as it is delivered (the stand-in's log line
 * per message when a group is sent: `<number> ← ATA <template>`), with the time of the first and
 * the last to a bench number.
 * @param {Set<string>} numbers the bench learners' numbers
 */
async function startKakaoReceiver(numbers) {
  const keys = {
    apiKey: `bench-solapi-${crypto.randomBytes(6).toString('hex')}`,
    apiSecret: crypto.randomBytes(24).toString('base64url'),
    pfId: 'KA01PF-BENCH-DHARMA',
    sender: '0212345678',
  };
  /** @type {{ received: number, lastAt: number, firstAt: number }} */
  const state = { received: 0, lastAt: 0, firstAt: 0 };
  const standIn = await startSolapiStandIn({
    port: await freePort(),
    ...keys,
    templates: KAKAO_TEMPLATES,
    log(line) {
      const [to, arrow] = line.split(' ');
      if (arrow !== '←' || !numbers.has(to)) return;
      state.received++;
      state.lastAt = performance.now();
      state.firstAt ||= state.lastAt;
    },
  });
  return { standIn, state, env: solapiStandInEnv(standIn.url, keys) };
}

/**
 * Bench setup, not the product's path: COUNT learners who signed up (copies of the demo learner's
 * account row with their own address and name) and have the demo learner's approved daily class
 * of the running semester (copies of its application row). Their notice choices come later.
 * @param {Knex} knex
 * @returns {Promise<{ learners: { id: number, name: string }[], course: string }>}
 */
async function prepareLearners(knex) {
  const demo = await knex('up_users').where('email', DEMO_LEARNER_EMAIL).first();
  const template = await knex('enrolment_applications')
    .where({ owner: demo?.id, status: 'approved', category: 'daily' })
    .orderBy('id', 'desc')
    .first();
  if (!template) throw new Error(`${DEMO_LEARNER_EMAIL} has no approved daily class: is a semester running in the demo seed?`);
  const documentId = () => crypto.randomBytes(12).toString('hex');
  const { id: _user, ...account } = demo;
  const users = Array.from({ length: COUNT }, (_, i) => ({
    ...account,
    document_id: documentId(),
    email: addressOf(i),
    username: `${PREFIX}${i}`,
    name: `학인${i}`,
    ...('kakao_id' in account ? { kakao_id: `bench-${PREFIX}-${i}` } : {}),
  }));
  for (let i = 0; i < users.length; i += 100) await knex('up_users').insert(users.slice(i, i + 100));
  const learners = await knex('up_users').where('email', 'like', `${PREFIX}%@example.com`).select('id', 'name');
  const { id: _application, document_id: _document, owner: _owner, learner_name: _name, ...columns } = template;
  const rows = learners.map((l) => ({ ...columns, document_id: documentId(), owner: l.id, learner_name: l.name, progress: 0 }));
  for (let i = 0; i < rows.length; i += 100) await knex('enrolment_applications').insert(rows.slice(i, i + 100));
  return { learners, course: template.course_code };
}

/**
 * Every learner's reminder on at REMIND_AT (the daily reminder starts off: turning it on is a
 * change), in one transaction; with `phones`, the i-th learner's confirmed number is phoneOf(i)
 * (bench setup: the product confirms a number by a code sent to it).
 * @param {Knex} knex
 * @param {{ id: number }[]} learners
 * @param {boolean} phones
 */
async function turnRemindersOn(knex, learners, phones) {
  const at = new Date();
  await knex.transaction(async (trx) => {
    const rows = learners.map((l, i) => ({
      document_id: crypto.randomBytes(12).toString('hex'),
      learner: l.id,
      changed: JSON.stringify(['daily_reminder']),
      reminder_at: REMIND_AT,
      ...(phones ? { phone: phoneOf(i) } : {}),
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 100) await trx('notices_choices').insert(rows.slice(i, i + 100));
  });
}

/**
 * When the scheduled job next runs after `ms` (node-schedule's `*\/N` seconds of each minute, on the wall clock).
 * @param {number} ms
 */
function nextTick(ms) {
  for (let t = Math.floor(ms / 1000) * 1000 + 1000; ; t += 1000) {
    const second = new Date(t).getSeconds();
    if (TICK_SECONDS >= 60 ? second === 0 : second % TICK_SECONDS === 0) return t;
  }
}
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The daily reminders in the outbox by state; `fresh`: waiting and never tried. One statement, so
 * one moment: read apart, the states could be taken before a pass claimed the last batch and the
 * fresh count after it, and the row end with that batch neither sending nor fresh (the KakaoTalk
 * row's last 1,000 were once counted as settled so, waiting).
 * @param {Knex} knex
 */
async function outboxStates(knex) {
  // knex's types keep the count's column only, not the ones selected beside it.
  const rows = /** @type {{ state: string, attempts: number | string, n: number | string }[]} */ (
    await knex('notices_outbox').where('kind', 'daily_reminder').select('state', 'attempts').count({ n: '*' }).groupBy('state', 'attempts')
  );
  /** @type {Record<string, number>} */
  const by = {};
  for (const r of rows) by[r.state] = (by[r.state] ?? 0) + Number(r.n);
  const fresh = rows.filter((r) => r.state === 'waiting' && Number(r.attempts) === 0).reduce((sum, r) => sum + Number(r.n), 0);
  return { by, total: rows.reduce((sum, r) => sum + Number(r.n), 0), fresh };
}

/**
 * The daily reminders in the outbox by channel.
 * @param {Knex} knex
 */
async function outboxChannels(knex) {
  const rows = /** @type {{ channel: string, n: number | string }[]} */ (
    await knex('notices_outbox').where('kind', 'daily_reminder').select('channel').count({ n: '*' }).groupBy('channel')
  );
  return Object.fromEntries(rows.map((r) => [r.channel, Number(r.n)]));
}

/** @typedef {'create' | 'add' | 'list' | 'send' | 'get' | 'remove'} Operation */
const OPERATIONS = /** @type {Operation[]} */ (['create', 'add', 'list', 'send', 'get', 'remove']);

/**
 * What the provider was asked, from the stand-in's record: requests and their time by operation,
 * answers other than 200, and each group (in the order created) with its size and when, after the
 * tick, it was created and sent.
 * @param {SolapiStandIn} standIn
 * @param {number} t0 the tick (performance.now(), this process: the stand-in's clock)
 */
function providerSummary(standIn, t0) {
  /** @type {Record<string, { n: number, ms: number }>} */
  const byOperation = {};
  for (const op of OPERATIONS) byOperation[op] = { n: 0, ms: 0 };
  let notOk = 0;
  /** @type {string | null} */
  let firstNotOk = null;
  for (const r of standIn.requests) {
    if (r.at < t0) continue;
    const op = byOperation[r.operation ?? ''];
    if (op) {
      op.n++;
      op.ms += r.ms ?? 0;
    }
    if (r.status !== 200) {
      notOk++;
      firstNotOk ??= `${r.method} ${r.path} → ${r.status ?? 'dropped'}`;
    }
  }
  const sends = standIn.requests.filter((r) => r.operation === 'send' && r.status === 200 && r.at >= t0);
  const sentAt = new Map(sends.map((r) => [r.path.split('/')[4], r.at + (r.ms ?? 0) - t0]));
  const groups = standIn.groups().map((g) => {
    const group = /** @type {{ groupId: string, count: { total: number }, status: string }} */ (g);
    return { id: group.groupId, size: group.count.total, status: group.status, sentMs: sentAt.get(group.groupId) ?? NaN };
  });
  // After the last group is sent, the pass with nothing to send reads the sent groups for what became of them.
  const lastSend = Math.max(t0, ...sends.map((r) => r.at));
  const outcomeReads = standIn.requests.filter((r) => r.operation === 'list' && r.at > lastSend).length;
  return { byOperation, notOk, firstNotOk, groups, outcomeReads };
}

/** The profile a row's CMS writes. @param {{ database: string, channel: string, smtp: string }} row */
const profileNameOf = ({ database, channel, smtp }) =>
  channel === 'kakao' ? `cms-reminders-${database}-kakao` : `cms-reminders-${database}-${smtp}`;

/**
 * @param {KakaoStandIn} kakao
 * @param {{ database: string, channel: string, smtp: string }} row
 * @param {string | null | undefined} profileDir
 */
async function variant(kakao, { database, channel, smtp }, profileDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-remind-'));
  const receiver = await startReceiver();
  const byKakao = channel === 'kakao';
  const numbers = new Set(Array.from({ length: COUNT }, (_, i) => phoneOf(i)));
  const solapi = byKakao ? await startKakaoReceiver(numbers) : null;
  let pg = null;
  // Not null: stopAll passes over an undefined part only (a null one threw in the finally and hid the error).
  /** @type {import('../../scripts/lib/stack.mjs').Part | undefined} */
  let cms;
  /** @type {Knex | null} */
  let knex = null;
  const profileName = profileNameOf({ database, channel, smtp });
  try {
    if (database === 'postgres') pg = await startPostgres({ database: 'dharma_bench' });
    const { DATABASE_URL, DATABASE_CLIENT, DHARMA_NOW: _now, ...inherited } = process.env;
    const port = await freePort();
    cms = await startCms(
      {
        ...inherited,
        NODE_ENV: 'production',
        ...freshSecrets(),
        ...standInEnv(kakao),
        ...(solapi ? solapi.env : {}),
        CMS_PORT: String(port),
        CMS_URL: `http://127.0.0.1:${port}`,
        CMS_LOG_LEVEL: 'warn',
        SITE_URL: 'https://school.example.org',
        SMTP_URL: smtp === 'pool' ? receiver.url : `${receiver.url}?pool=false`,
        MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
        DHARMA_NOW,
        CMS_SCHEDULED_JOBS: 'true',
        NOTICE_SEND_EVERY_SECONDS: String(TICK_SECONDS),
        // What the sender can hand over, not a provider's limit (and the pinned clock's minute never ends).
        NOTICE_SEND_PER_MINUTE: '100000',
        ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_FILENAME: path.join(dir, 'data.db') }),
        ...(profileDir ? { DHARMA_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-name=${profileName}.cpuprofile` } : {}),
      },
      { quiet: true },
    );
    /** @type {Knex} */
    const db = cmsRequire('knex')(
      pg
        ? { client: 'pg', connection: pg.url }
        : { client: 'better-sqlite3', connection: { filename: path.join(dir, 'data.db') }, useNullAsDefault: true },
    );
    knex = db;
    const prepareStarted = performance.now();
    const { learners, course } = await prepareLearners(db);
    const prepareMs = performance.now() - prepareStarted;

    // The choices go in a few seconds before a tick, so that tick is the one that writes them.
    const tick = nextTick(Date.now() + 3000);
    await sleep(tick - 3000 - Date.now());
    await turnRemindersOn(db, learners, byKakao);
    if (Date.now() > tick - 300)
      throw new Error('turning the reminders on took until the tick: the bench cannot tell which tick wrote them');
    const sampler = await startSampler([cms.pid]);
    await sleep(tick - Date.now());
    const t0 = performance.now();
    const cpuBefore = cpuSeconds(cms.pid);
    // This process runs the receivers (the SOLAPI stand-in's checks and template filling, or smtp-server).
    const ownCpuBefore = process.cpuUsage();
    const fromUs = Number(process.hrtime.bigint() / 1000n);

    let writtenMs = NaN;
    let states;
    let timedOut = false;
    for (;;) {
      await sleep(500);
      states = await outboxStates(db);
      if (Number.isNaN(writtenMs) && states.total >= learners.length) writtenMs = performance.now() - t0;
      // Every reminder written has been tried at least once and none is being sent. A failed one
      // waits for a retry the pinned clock never brings, and is counted below.
      if (states.total > 0 && states.fresh === 0 && !states.by.sending) break;
      // Nothing written by the tick and the one after it: the reminders were not found due.
      const nothing = states.total === 0 && performance.now() - t0 > (TICK_SECONDS + 30) * 1000;
      if (nothing || performance.now() - t0 > TIMEOUT_MS) {
        timedOut = true;
        break;
      }
    }
    const settledMs = performance.now() - t0;
    const toUs = Number(process.hrtime.bigint() / 1000n);
    const cpuMs = (cpuSeconds(cms.pid) - cpuBefore) * 1000;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const { peakKb } = await sampler.stop();

    const expected = new Set(learners.map((_, i) => addressOf(i)));
    const mailCounts = [...expected].map((a) => receiver.perRecipient.get(a) ?? 0);
    /** @type {Map<string, number>} */
    const perNumber = new Map();
    for (const d of solapi?.standIn.delivered() ?? []) perNumber.set(d.to, (perNumber.get(d.to) ?? 0) + 1);
    const counts = byKakao ? [...numbers].map((n) => perNumber.get(n) ?? 0) : mailCounts;
    const missing = counts.filter((n) => n === 0).length;
    const got = byKakao ? /** @type {NonNullable<typeof solapi>} */ (solapi).state : receiver.state;
    const provider = solapi ? providerSummary(solapi.standIn, t0) : null;
    const [failedRows] = await db('notices_outbox')
      .where('kind', 'daily_reminder')
      .where((q) => q.where('state', 'dead').orWhere('attempts', '>', 0))
      .count({ n: '*' });
    const [errorSample] = await db('notices_outbox')
      .where('kind', 'daily_reminder')
      .whereNotNull('last_error')
      .select('last_error')
      .limit(1);
    return {
      database,
      channel,
      smtp,
      course,
      prepareMs,
      writtenMs,
      firstMs: got.firstAt ? got.firstAt - t0 : NaN,
      deliveredMs: got.lastAt ? got.lastAt - t0 : NaN,
      settledMs,
      timedOut,
      received: got.received,
      twice: counts.filter((n) => n > 1).length,
      missing,
      // The tick aimed at did not write them all (a later one did, or none): what the CMS said, for the report.
      missedTick:
        Number.isNaN(writtenMs) || writtenMs > TICK_SECONDS * 1000 ? (cms.output ?? '').trim().split('\n').slice(-12).join('\n') : null,
      // On the KakaoTalk row, an e-mail to a bench learner is her reminder a second time (or instead).
      mailToLearners: byKakao ? mailCounts.reduce((a, b) => a + b, 0) : 0,
      others: [
        ...[...receiver.perRecipient].filter(([a]) => !expected.has(a)).map(([a, n]) => `${a} ${n}`),
        ...[...perNumber].filter(([n]) => !numbers.has(n)).map(([n, k]) => `${n} ${k}`),
      ],
      states: states.by,
      channels: await outboxChannels(db),
      failed: Number(failedRows.n),
      firstError: errorSample?.last_error ?? receiver.state.errors[0] ?? provider?.firstNotOk ?? null,
      errors: byKakao ? (provider?.notOk ?? 0) : receiver.state.errors.length,
      peakKb: peakKb[0],
      cpuMs,
      ownCpuMs: (ownCpu.user + ownCpu.system) / 1000,
      provider,
      window: { fromUs, toUs },
    };
  } finally {
    await knex?.destroy();
    await stopAll([cms]);
    await pg?.stop();
    await receiver.close();
    await solapi?.standIn.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {KakaoStandIn} kakao
 * @param {{ profileDir?: string | null }} [options]
 */
export async function remindersBench(kakao, { profileDir } = {}) {
  const notes = [];
  const databases = DATABASES.filter((d) => d === 'sqlite' || (d === 'postgres' && postgresInstalled()));
  if (DATABASES.includes('postgres') && !postgresInstalled()) notes.push(`PostgreSQL row NOT run: ${POSTGRES_MISSING}`);
  /** @type {(Awaited<ReturnType<typeof variant>> & { profile?: string })[]} */
  const results = [];
  // The SMTP modes are the e-mail rows'; a KakaoTalk row keeps the mail server as deployed (for any other mail).
  const rows = databases.flatMap((database) =>
    CHANNELS.flatMap((channel) =>
      channel === 'kakao' ? [{ database, channel, smtp: 'pool' }] : SMTP_MODES.map((smtp) => ({ database, channel, smtp })),
    ),
  );
  for (const row of rows) {
    if (process.env.BENCH_DEBUG) console.log(`reminders: ${row.database}, ${row.channel}, ${row.smtp}`);
    /** @type {(typeof results)[number]} */
    const result = await variant(kakao, row, profileDir);
    if (profileDir) result.profile = summariseWindow(path.join(profileDir, `${profileNameOf(row)}.cpuprofile`), result.window, 'reminders');
    if (process.env.BENCH_DEBUG) console.log(result);
    results.push(result);
  }
  const s = (/** @type {number} */ ms) => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(1)} s`);
  const states = (/** @type {Record<string, number>} */ by) =>
    Object.entries(by)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const once = (/** @type {(typeof results)[number]} */ r) =>
    r.received === COUNT && r.twice === 0 && r.missing === 0 && r.failed === 0 && r.mailToLearners === 0 && !r.timedOut;
  const viaKakao = results.filter((r) => r.provider);
  /** Group sizes, runs of one size together: `1000 ×5`. @param {{ size: number }[]} groups */
  const sizes = (groups) => {
    /** @type {[number, number][]} */
    const runs = [];
    for (const { size } of groups) {
      const last = runs.at(-1);
      if (last && last[0] === size) last[1]++;
      else runs.push([size, 1]);
    }
    return runs.map(([size, n]) => (n > 1 ? `${size} ×${n}` : String(size))).join(', ') || 'none';
  };
  const ms = (/** @type {number} */ v) => `${Math.round(v)} ms`;
  return [
    `daily reminders — ${COUNT} learners in ${results[0]?.course ?? 'the running daily class'} with the reminder on at ${REMIND_AT}, the clock at ${DHARMA_NOW}:`,
    `one CMS with the scheduled jobs (sendNotices every ${TICK_SECONDS} s, NOTICE_SEND_EVERY_SECONDS) writes them at its tick and hands them over:`,
    `e-mail — each to a real SMTP server (smtp-server in the bench process, counting per recipient); KakaoTalk — each learner has a confirmed number,`,
    `so each goes as 알림톡 in SOLAPI message groups (up to ${KAKAO_GROUP_MAX}) through the real SDK to the SOLAPI stand-in in the bench process, counting per number.`,
    `Times from that tick; "all delivered" is the server's last 250 or the last 알림톡 a bench number received, "settled" the outbox`,
    `with none waiting untried or being sent (read every 0.5 s). Peak RSS sampled every 100 ms, CPU of the CMS from the tick to settled.`,
    `SMTP "kept": SMTP_URL as docs/deploy.md sets it (the e-mail channel keeps its connections for message after message);`,
    `"per mail": the same URL with ?pool=false (a connection per message, waiting 100 ms for smtp-server's greeting). Rows run one after another, each a fresh database.`,
    '',
    ...table(
      [
        ['database', 10],
        ['channel', 9],
        ['SMTP', 8],
        ['all delivered after', 19],
        ['written after', 13],
        ['first message after', 19],
        ['settled after', 13],
        ['received', 13],
        ['twice', 5],
        ['failed / dead', 13],
        ['errors', 6],
        ['CMS CPU ms / message', 20],
        ['peak RSS MB', 11],
      ],
      results.map((r) => [
        r.database === 'postgres' ? 'PostgreSQL' : 'SQLite',
        r.channel === 'kakao' ? 'KakaoTalk' : 'e-mail',
        r.channel === 'kakao' ? '—' : r.smtp === 'pool' ? 'kept' : 'per mail',
        `${s(r.deliveredMs)}${r.timedOut ? ' (timed out)' : ''}`,
        s(r.writtenMs),
        s(r.firstMs),
        s(r.settledMs),
        `${r.received} of ${COUNT}`,
        r.twice,
        `${r.failed} / ${r.states.dead ?? 0}`,
        r.errors,
        (r.cpuMs / Math.max(1, r.received)).toFixed(2),
        Math.round(r.peakKb / 1024),
      ]),
    ),
    '',
    ...(viaKakao.length
      ? [
          `KakaoTalk rows: what the provider (the stand-in) was asked after the tick — requests by operation, each with the stand-in's own time`,
          `for them all (from the request's arrival to its answer, body read included; "list" a + b: a pages read while sending, b pages read after`,
          `the last group was sent, until the row settled, by the pass that asks what became of sent notices); the groups in the order created, their sizes and when each was sent;`,
          `"bench CPU" is this process's, which runs the stand-in (signature checks, template filling, JSON).`,
          '',
          ...table(
            [
              ['database', 10],
              ['create', 14],
              ['add', 14],
              ['list', 18],
              ['send', 14],
              ['get / remove', 12],
              ['not 200', 7],
              ['groups (sizes)', 14],
              ['groups sent at (s after the tick)', 34],
              ['bench CPU ms', 12],
            ],
            viaKakao.map((r) => {
              const p = /** @type {NonNullable<typeof r.provider>} */ (r.provider);
              const op = (/** @type {string} */ name) => `${p.byOperation[name].n} in ${ms(p.byOperation[name].ms)}`;
              const reads = p.byOperation.list;
              return [
                r.database === 'postgres' ? 'PostgreSQL' : 'SQLite',
                op('create'),
                op('add'),
                `${reads.n - p.outcomeReads} + ${p.outcomeReads} in ${ms(reads.ms)}`,
                op('send'),
                `${p.byOperation.get.n} / ${p.byOperation.remove.n}`,
                p.notOk,
                sizes(p.groups),
                p.groups.map((g) => (Number.isNaN(g.sentMs) ? g.status : (g.sentMs / 1000).toFixed(1))).join(', '),
                Math.round(r.ownCpuMs),
              ];
            }),
          ),
          '',
        ]
      : []),
    ...results.map(
      (r) =>
        `${r.database}, ${r.channel === 'kakao' ? 'KakaoTalk' : `e-mail, ${r.smtp}`}: learners and classes written straight to the database in ${s(r.prepareMs)}; ` +
        `outbox ${states(r.states)} (by channel: ${states(r.channels)}); not received ${r.missing}` +
        `${r.channel === 'kakao' ? `; e-mail to the bench's learners ${r.mailToLearners}` : ''}; other messages (the seed's learners) ${r.others.join(', ') || 'none'}` +
        `${r.firstError ? `; first error: ${r.firstError}` : ''} — every reminder delivered exactly once: ${once(r) ? 'yes' : 'NO'}`,
    ),
    ...results.flatMap((r) =>
      r.missedTick === null
        ? []
        : [
            `${r.database}, ${r.channel}: the tick aimed at did not write the reminders; the CMS's last lines:\n${r.missedTick || '(nothing)'}`,
          ],
    ),
    ...results.flatMap((r) => (r.profile ? [`\n${r.profile}`] : [])),
    ...notes,
    `reproduce: BENCH_ONLY=reminders BENCH_REMINDERS=${COUNT} BENCH_REMINDER_DATABASES=${DATABASES.join(',')} BENCH_REMINDER_CHANNELS=${CHANNELS.join(',')} BENCH_REMINDER_SMTP=${SMTP_MODES.join(',')} BENCH_REMINDER_TICK_SECONDS=${TICK_SECONDS} npm run bench`,
  ].join('\n');
}
