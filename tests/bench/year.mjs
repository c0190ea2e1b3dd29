// The year rows of `npm run bench` (BENCH_ONLY=year): BENCH_YEAR_LEARNERS learners (1,000) in the
// demo's running daily class live through its whole term, on SQLite and on PostgreSQL
// (BENCH_YEAR_DATABASES), each a fresh database and one CMS that runs the scheduled jobs as in
// production. The CMS reads its clock from a file (DHARMA_CLOCK_FILE, a test-only clock): the bench
// moves it a day at a time to the learners' reminder time, and the CMS runs each daily job whose
// Korea time was passed (term results, unpaid close, the window-open notice, prunes) and says so in
// `<file>.ran`; its notice sender ticks on real time (NOTICE_SEND_EVERY_SECONDS) and writes the
// day's reminders, which it hands to a real SMTP server in this process (smtp-server, as
// reminders.mjs) on the kept connections SMTP_URL and NOTICE_SEND_CONNECTIONS give (decision 046).
// The learners answer as four kinds do: every day, three days in five, every other day, and only
// the first half of the term; some answer before their reminder (they must get none that day), the
// rest after it. Measured per day: from moving the clock until that day's work is done (the jobs
// ran, every reminder due written and taken by the server, no notice waiting untried or being
// sent), the jobs' own time, and the CMS's peak RSS over the term; every message is counted by its
// Message-ID (one per notice key), so nothing sent twice.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from '../../scripts/lib/postgres.mjs';
import { freshSecrets, root, standInEnv, startCms, stopAll } from '../../scripts/lib/stack.mjs';
import { cpuSeconds, startSampler } from './burst-sampler.mjs';
import { summariseWindow } from './profile-summary.mjs';
import { median, table } from './report.mjs';

/** @typedef {import('knex').Knex} Knex */
/** @typedef {import('../../scripts/kakao-stand-in/index.mjs').KakaoStandIn} KakaoStandIn */
/**
 * A bench learner; `index` is the i of their address.
 * @typedef {{ id: number, email: string, name: string, index: number }} Learner
 * What the CMS writes to `<DHARMA_CLOCK_FILE>.ran` when its daily jobs have run at the clock's time.
 * @typedef {{ at: string, jobs: string[], ms: number }} Ran
 */

// knex and pg come with the CMS, not with the repository root.
const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
const { addDays, daysBetween, noticeKey } = cmsRequire('@dharma/config/rules');
const COUNT = Number(process.env.BENCH_YEAR_LEARNERS ?? 1000);
/** Days of the term lived (all of it by default); fewer pick the days the whole path needs (see `termDays`). */
const DAYS = process.env.BENCH_YEAR_DAYS ? Number(process.env.BENCH_YEAR_DAYS) : null;
const DATABASES = (process.env.BENCH_YEAR_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .map((v) => v.trim())
  .filter(Boolean);
// The notice sender's period in real seconds (production's is a minute: the moved clock is the one that matters).
const TICK_SECONDS = Number(process.env.BENCH_YEAR_TICK_SECONDS ?? 1);
const DAY_TIMEOUT_MS = Number(process.env.BENCH_YEAR_DAY_TIMEOUT_SECONDS ?? 300) * 1000;
const RAN_TIMEOUT_MS = 60_000;
const GOALS = { dayMs: 10_000, resultsMs: 30_000, rssMb: 600 };
// The demo seed dates its running term from the day it seeds (three weeks in) and opens the next
// semester's application window the day before: that day falls inside the term lived here.
const SEED_AT = '2026-05-01T10:00:30+09:00';
// The learners' reminder time; the clock stands half a minute past it each day.
const REMIND_AT = '10:00';
const DEMO_LEARNER_EMAIL = 'learner@example.com';
const PREFIX = 'year';
const addressOf = (/** @type {number} */ i) => `${PREFIX}${i}@example.com`;
/** The e-mail channel's Message-ID of a notice: derived from its key, so one key is one ID. */
const messageIdOf = (/** @type {string} */ key) => crypto.createHash('sha256').update(key).digest('hex').slice(0, 32);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const at = (/** @type {string} */ date, /** @type {string} */ hhmmss) => `${date}T${hhmmss}+09:00`;

/**
 * How learner i studies term day d: every day, three days in five (just over the 60 % pass
 * mark), every other day, or only the first half of the term; `early`: before the reminder time.
 * @param {number} i
 * @param {number} d
 * @param {number} termDays
 */
function studies(i, d, termDays) {
  switch (i % 4) {
    case 0:
      return { on: true, early: d % 2 === 0 };
    case 1:
      return { on: d % 5 < 3, early: false };
    case 2:
      return { on: d % 2 === 0, early: i % 8 === 2 };
    default:
      return { on: d <= Math.floor(termDays / 2), early: false };
  }
}

/**
 * The receiving mail server: each message's Message-ID and recipient read from its head (the body
 * is dropped unparsed), counted per ID, and the time of the last message kept.
 */
async function startReceiver() {
  const port = await freePort();
  /** @type {Map<string, number>} */
  const byId = new Map();
  /** @type {{ received: number, lastAt: number, errors: string[] }} */
  const state = { received: 0, lastAt: 0, errors: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1] ?? `(none ${state.received})`;
        byId.set(id, (byId.get(id) ?? 0) + 1);
        state.received++;
        state.lastAt = performance.now();
        callback();
      });
    },
  });
  server.on('error', (error) => state.errors.length < 3 && state.errors.push(error.message));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { url: `smtp://127.0.0.1:${port}`, byId, state, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/**
 * Bench setup, not the product's path, written before the measured CMS starts: COUNT learners
 * (copies of the demo learner's account row with their own address and name), each with the demo
 * learner's approved, paid daily class of the running semester (copies of its application row),
 * the daily reminder on at REMIND_AT and the window-opening notice on.
 * @param {Knex} knex
 */
async function prepareLearners(knex) {
  const demo = await knex('up_users').where('email', DEMO_LEARNER_EMAIL).first();
  const template = await knex('enrolment_applications')
    .where({ owner: demo?.id, status: 'approved', category: 'daily' })
    .orderBy('id', 'desc')
    .first();
  if (!template) throw new Error(`${DEMO_LEARNER_EMAIL} has no approved daily class: is a semester running in the demo seed?`);
  const completion = await knex('studyroom_day_completions').where({ owner: demo.id, course_code: template.course_code }).first();
  if (!completion) throw new Error(`${DEMO_LEARNER_EMAIL} completed no day of ${template.course_code}: did the demo seed run?`);
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
  /** @type {Learner[]} */
  const learners = (await knex('up_users').where('email', 'like', `${PREFIX}%@example.com`).select('id', 'email', 'name')).map((l) => ({
    ...l,
    index: Number(l.email.slice(PREFIX.length, l.email.indexOf('@'))),
  }));
  const { id: _application, document_id: _document, owner: _owner, learner_name: _name, ...columns } = template;
  const rows = learners.map((l) => ({ ...columns, document_id: documentId(), owner: l.id, learner_name: l.name, progress: 0 }));
  for (let i = 0; i < rows.length; i += 100) await knex('enrolment_applications').insert(rows.slice(i, i + 100));
  /** @type {Map<number, number>} */
  const applications = new Map(
    (
      await knex('enrolment_applications')
        .where('course_code', template.course_code)
        .whereIn(
          'owner',
          learners.map((l) => l.id),
        )
        .select('id', 'owner')
    ).map((a) => [a.owner, a.id]),
  );
  const now = new Date();
  const choices = learners.map((l) => ({
    document_id: documentId(),
    learner: l.id,
    changed: JSON.stringify(['daily_reminder', 'window_opening']),
    reminder_at: REMIND_AT,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < choices.length; i += 100) await knex('notices_choices').insert(choices.slice(i, i + 100));
  const semester = await knex('semesters').where('code', template.semester_code).whereNotNull('published_at').first();
  const lessons = await knex('studyroom_lessons')
    .where({ catalog: template.catalog, level: template.level })
    .whereNotNull('published_at')
    .select('number', 'opens_on_day');
  const { id: _completion, document_id: _cdoc, owner: _cowner, application: _capp, day: _day, ...completionColumns } = completion;
  return {
    learners,
    course: template.course_code,
    semester: { code: semester.code, termStart: dateOf(semester.term_start), termEnd: dateOf(semester.term_end) },
    /** @type {{ number: number, opensOnDay: number }[]} */
    lessons: lessons.map((l) => ({ number: l.number, opensOnDay: l.opens_on_day })),
    /** @type {(learner: Learner, day: number, when: Date) => Record<string, unknown>} */
    completionRow: (learner, day, when) => ({
      ...completionColumns,
      document_id: documentId(),
      owner: learner.id,
      application: applications.get(learner.id),
      day,
      completed_at: when,
      created_at: when,
      updated_at: when,
    }),
  };
}

/**
 * A date column as YYYY-MM-DD (SQLite keeps the string, pg gives a Date at local midnight).
 * @param {string | Date} value
 */
function dateOf(value) {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * The term days lived: all of them and the day after (when the results fall), or with DAYS set
 * (the tiny run) the first day, the day the window opens, the last days and the day after.
 * @param {number} termLength
 * @param {number} windowDay
 */
function termDays(termLength, windowDay) {
  const all = Array.from({ length: termLength + 1 }, (_, k) => k + 1);
  if (!DAYS || DAYS >= all.length) return all;
  const picked = new Set([1, windowDay, termLength + 1]);
  for (let d = termLength; picked.size < DAYS && d > 1; d--) picked.add(d);
  return [...picked].filter((d) => d >= 1 && d <= termLength + 1).sort((a, b) => a - b);
}

/**
 * @param {KakaoStandIn} kakao
 * @param {string} database
 * @param {string | null | undefined} profileDir
 */
async function variant(kakao, database, profileDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-bench-year-'));
  const receiver = await startReceiver();
  const clockFile = path.join(dir, 'clock');
  const ranFile = `${clockFile}.ran`;
  let pg = null;
  // Not null: stopAll passes over an undefined part only (a null one threw in the finally and hid the error).
  /** @type {import('../../scripts/lib/stack.mjs').Part | undefined} */
  let cms;
  /** @type {Knex | null} */
  let knex = null;
  /** @type {Awaited<ReturnType<typeof startSampler>> | null} */
  let sampler = null;
  const profileName = `cms-year-${database}`;
  try {
    if (database === 'postgres') pg = await startPostgres({ database: 'dharma_bench' });
    const { DATABASE_URL, DATABASE_CLIENT, DHARMA_NOW: _now, DHARMA_CLOCK_FILE: _file, ...inherited } = process.env;
    const port = await freePort();
    const dbFile = path.join(dir, 'data.db');
    const env = {
      ...inherited,
      NODE_ENV: 'production',
      ...freshSecrets(),
      ...standInEnv(kakao),
      CMS_PORT: String(port),
      CMS_URL: `http://127.0.0.1:${port}`,
      CMS_LOG_LEVEL: 'warn',
      SITE_URL: 'https://school.example.org',
      SMTP_URL: receiver.url,
      MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
      // What the sender can hand over, not a provider's limit.
      NOTICE_SEND_PER_MINUTE: '100000',
      ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_FILENAME: dbFile }),
    };
    // First start: Strapi makes its tables and the demo seed its running term; no jobs.
    cms = await startCms({ ...env, DHARMA_NOW: SEED_AT, CMS_SCHEDULED_JOBS: 'false' }, { quiet: true });
    await stopAll([cms]);
    cms = undefined;
    /** @type {Knex} */
    const db = cmsRequire('knex')(
      pg ? { client: 'pg', connection: pg.url } : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true },
    );
    knex = db;
    const prepareStarted = performance.now();
    const seeded = await prepareLearners(db);
    const prepareMs = performance.now() - prepareStarted;
    const { learners, semester, lessons } = seeded;
    const termLength = daysBetween(semester.termStart, semester.termEnd) + 1;
    const [upcoming] = await db('semesters')
      .whereNotNull('published_at')
      .where('apply_start', '>', semester.termStart)
      .orderBy('apply_start')
      .select('code', 'apply_start');
    const windowDay = upcoming ? daysBetween(semester.termStart, dateOf(upcoming.apply_start)) + 1 : null;
    const days = termDays(termLength, windowDay ?? 1);
    /** @type {(d: number) => string} */
    const dateOfDay = (d) => addDays(semester.termStart, d - 1);

    // Notices the demo seed wrote wait for their own day (some after the term): only those written
    // from here on are the term's.
    const [{ m: seededNotices }] = await db('notices_outbox').max({ m: 'id' });
    // The measured CMS: the clock the day before the term, at the reminder time.
    const startAt = at(dateOfDay(days[0] - 1), `${REMIND_AT}:30`);
    fs.writeFileSync(clockFile, startAt);
    cms = await startCms(
      {
        ...env,
        DHARMA_CLOCK_FILE: clockFile,
        CMS_SCHEDULED_JOBS: 'true',
        NOTICE_SEND_EVERY_SECONDS: String(TICK_SECONDS),
        ...(profileDir ? { DHARMA_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-name=${profileName}.cpuprofile` } : {}),
      },
      { quiet: true },
    );
    const measured = cms;
    const daySampler = await startSampler([measured.pid]);
    sampler = daySampler;
    const fromUs = Number(process.hrtime.bigint() / 1000n);

    const outboxOpen = async () => {
      const [row] = await db('notices_outbox')
        .where('id', '>', seededNotices ?? 0)
        .where((q) => q.where('state', 'sending').orWhere((w) => w.where('state', 'waiting').where('attempts', 0)))
        .count({ n: '*' });
      return Number(row.n);
    };
    const written = async (/** @type {string} */ kind, /** @type {string} */ like) => {
      const [row] = await db('notices_outbox').where('kind', kind).where('key', 'like', like).count({ n: '*' });
      return Number(row.n);
    };
    const insertCompletions = async (/** @type {Record<string, unknown>[]} */ rows) => {
      for (let i = 0; i < rows.length; i += 100) await db('studyroom_day_completions').insert(rows.slice(i, i + 100));
    };

    const results = [];
    /** @type {string[]} */
    const remindedAfterAnswer = [];
    for (const d of days) {
      const date = dateOfDay(d);
      const inTerm = d <= termLength;
      const lesson = inTerm ? lessons.find((l) => addDays(semester.termStart, l.opensOnDay - 1) === date) : null;
      // Those who answer before the reminder time do so before the clock reaches it.
      const plans = learners.map((l) => ({ l, ...studies(l.index, d, termLength) }));
      const early = lesson ? plans.filter((p) => p.on && p.early) : [];
      if (lesson) await insertCompletions(early.map((p) => seeded.completionRow(p.l, lesson.number, new Date(at(date, '07:00:00')))));
      const expectedKeys = lesson ? plans.filter((p) => !(p.on && p.early)).map((p) => noticeKey('daily_reminder', p.l.id, date)) : [];
      const earlyKeys = early.map((p) => noticeKey('daily_reminder', p.l.id, date));

      const clockAt = at(date, `${REMIND_AT}:30`);
      const receivedBefore = receiver.state.received;
      const t0 = performance.now();
      const dayFromUs = Number(process.hrtime.bigint() / 1000n);
      const cpuBefore = cpuSeconds(measured.pid);
      fs.writeFileSync(`${clockFile}.next`, clockAt);
      fs.renameSync(`${clockFile}.next`, clockFile);
      /** @type {Ran | null} */
      let ran = null;
      let ranSeenMs = NaN;
      let timedOut = false;
      for (;;) {
        await sleep(50);
        if (!ran && fs.existsSync(ranFile)) {
          const text = fs.readFileSync(ranFile, 'utf8');
          try {
            /** @type {Ran} */
            const parsed = JSON.parse(text);
            if (new Date(parsed.at).getTime() === new Date(clockAt).getTime()) {
              ran = parsed;
              ranSeenMs = performance.now() - t0;
            }
          } catch {
            // Read while being written: read again next time.
          }
        }
        if (ran && (await written('daily_reminder', `%:${date}`)) >= expectedKeys.length && (await outboxOpen()) === 0) break;
        // The jobs run within moments of the clock's move (it is read about every 200 ms).
        if (!ran && performance.now() - t0 > RAN_TIMEOUT_MS)
          throw new Error(
            `the CMS did not write ${path.basename(ranFile)} for ${clockAt} within ${RAN_TIMEOUT_MS / 1000} s: does it read DHARMA_CLOCK_FILE?\n${measured.output?.slice(-2000) ?? ''}`,
          );
        if (performance.now() - t0 > DAY_TIMEOUT_MS) {
          timedOut = true;
          break;
        }
      }
      const dayMs = performance.now() - t0;
      // The CMS's CPU for the day: unlike seconds, it hardly moves with what else the machine runs.
      const cpuMs = (cpuSeconds(measured.pid) - cpuBefore) * 1000;
      const span = { fromUs: dayFromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
      const reminders = await written('daily_reminder', `%:${date}`);
      const notified = {
        window: windowDay === d ? await written('window_opening', '%') : 0,
        results: inTerm ? 0 : await written('term_result', '%'),
      };
      const received = receiver.state.received - receivedBefore;
      const missing = expectedKeys.filter((k) => !receiver.byId.has(messageIdOf(k))).length;
      remindedAfterAnswer.push(...earlyKeys.filter((k) => receiver.byId.has(messageIdOf(k))));
      results.push({
        d,
        date,
        dayMs,
        cpuMs,
        ranSeenMs,
        ran,
        timedOut,
        expected: expectedKeys.length,
        reminders,
        received,
        missing,
        span,
        ...notified,
      });
      if (process.env.BENCH_DEBUG)
        console.log(
          `year ${database} day ${d} (${date}): ${(dayMs / 1000).toFixed(2)} s, jobs ${ran ? `${ran.jobs.join(',')} ${ran.ms} ms` : 'not run'}, reminders ${reminders}/${expectedKeys.length}, received ${received}`,
        );
      if (timedOut) break;
      // The rest of the day's learners answer after their reminder.
      if (lesson)
        await insertCompletions(
          plans.filter((p) => p.on && !p.early).map((p) => seeded.completionRow(p.l, lesson.number, new Date(at(date, '21:30:00')))),
        );
    }
    const toUs = Number(process.hrtime.bigint() / 1000n);
    const { peakKb } = await daySampler.stop();
    sampler = null;
    const twice = [...receiver.byId.values()].filter((n) => n > 1).length;
    // knex's types keep the count's column only, not the one selected beside it.
    const outcome = /** @type {{ status: string, n: number | string }[]} */ (
      await db('enrolment_applications')
        .whereIn(
          'owner',
          learners.map((l) => l.id),
        )
        .select('status')
        .count({ n: '*' })
        .groupBy('status')
    );
    return {
      database,
      course: seeded.course,
      semester,
      termLength,
      windowDay,
      prepareMs,
      days: results,
      peakKb: peakKb[0],
      twice,
      remindedAfterAnswer: remindedAfterAnswer.length,
      outcome: Object.fromEntries(outcome.map((r) => [r.status, Number(r.n)])),
      smtpErrors: receiver.state.errors,
      window: { fromUs, toUs },
    };
  } finally {
    // The sampler's worker would keep the bench running after a failed day.
    await sampler?.stop();
    await knex?.destroy();
    await stopAll([cms]);
    await pg?.stop();
    await receiver.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {KakaoStandIn} kakao
 * @param {{ profileDir?: string | null }} [options]
 */
export async function yearBench(kakao, { profileDir } = {}) {
  const notes = [];
  const databases = DATABASES.filter((d) => d === 'sqlite' || (d === 'postgres' && postgresInstalled()));
  if (DATABASES.includes('postgres') && !postgresInstalled()) notes.push(`PostgreSQL row NOT run: ${POSTGRES_MISSING}`);
  /** @typedef {Awaited<ReturnType<typeof variant>> & { profile?: string }} Row */
  /** @typedef {Row['days'][number]} Day */
  /** @type {Row[]} */
  const results = [];
  for (const database of databases) {
    if (process.env.BENCH_DEBUG) console.log(`year: ${database}`);
    /** @type {Row} */
    const result = await variant(kakao, database, profileDir);
    if (profileDir) {
      // The whole term, then its slowest day and the day the results fall, each on its own.
      const file = path.join(profileDir, `cms-year-${database}.cpuprofile`);
      const slowest = result.days.reduce((a, b) => (b.dayMs > a.dayMs ? b : a));
      const results = result.days.find((x) => x.d === result.termLength + 1);
      result.profile = [
        summariseWindow(file, result.window, 'term'),
        `slowest day (day ${slowest.d}, ${(slowest.dayMs / 1000).toFixed(2)} s):\n${summariseWindow(file, slowest.span, `day-${slowest.d}`)}`,
        ...(results && results !== slowest
          ? [`the results' day (day ${results.d}):\n${summariseWindow(file, results.span, `day-${results.d}`)}`]
          : []),
      ].join('\n\n');
    }
    results.push(result);
  }
  const s = (/** @type {number} */ ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
  const term = (/** @type {Row} */ r) => r.days.filter((x) => x.d <= r.termLength);
  const windowOf = (/** @type {Row} */ r) => r.days.find((x) => x.d === r.windowDay);
  const resultsOf = (/** @type {Row} */ r) => r.days.find((x) => x.d === r.termLength + 1);
  const worst = (/** @type {Row} */ r) => term(r).reduce((a, b) => (b.dayMs > (a?.dayMs ?? -1) ? b : a), /** @type {Day | null} */ (null));
  const verdict = (/** @type {Row} */ r) => {
    const med = median(term(r).map((x) => x.dayMs));
    const max = worst(r)?.dayMs ?? NaN;
    const res = resultsOf(r);
    const checks = [
      // A window day that was not lived is not met (as `undefined <= n` was).
      [`a day's work ≤ ${GOALS.dayMs / 1000} s`, max <= GOALS.dayMs && (windowOf(r)?.dayMs ?? Infinity) <= GOALS.dayMs],
      [`term-end results ≤ ${GOALS.resultsMs / 1000} s`, res ? res.dayMs <= GOALS.resultsMs : false],
      [`RSS ≤ ${GOALS.rssMb} MB`, r.peakKb / 1024 <= GOALS.rssMb],
      [
        'nothing twice, nothing missing, no reminder after the answer',
        r.twice === 0 && r.remindedAfterAnswer === 0 && r.days.every((x) => !x.missing && !x.timedOut),
      ],
    ];
    return { med, checks };
  };
  const lived = results[0]?.days.length ?? 0;
  return [
    `the year at scale — ${COUNT} learners in ${results[0]?.course ?? "the demo's running daily class"} (${results[0]?.semester.termStart ?? '?'} – ${results[0]?.semester.termEnd ?? '?'}, ${results[0]?.termLength ?? '?'} days) live its term${lived && results[0] && lived < results[0].termLength + 1 ? ` (${lived} of its days: ${results[0].days.map((x) => x.d).join(', ')})` : ''},`,
    `the clock (DHARMA_CLOCK_FILE) moved a day at a time to ${REMIND_AT}:30; one CMS runs the scheduled jobs (the daily ones when the clock passes their time, the notice sender`,
    `every ${TICK_SECONDS} s of real time) and hands every notice to a real SMTP server in the bench (smtp-server, SMTP_URL with NOTICE_SEND_CONNECTIONS kept connections side by side; each message counted by its`,
    `Message-ID, one per notice key). A day's work: from moving the clock until the jobs ran, every reminder due was written and taken by the server and no notice waits`,
    `untried or is being sent (read every 50 ms; it includes waiting for the sender's next tick). Learners answer every day / 3 days in 5 / every other day / the first`,
    `half of the term, some before their reminder (then none is due). Each row a fresh database; learners written straight into it before the measured CMS started.`,
    `"max day", "median day" and the CMS's CPU a day are over the term's days (the results' day is its own column); peak RSS is sampled every 100 ms over the whole term.`,
    '',
    ...table(
      [
        ['database', 10],
        ['days', 4],
        ['median day', 10],
        ['max day', 16],
        ['window notice day', 24],
        ['term-end results', 24],
        ['CMS CPU a day (median / max)', 28],
        ['peak RSS MB', 11],
        ['sent twice', 10],
        ['reminded after answering', 24],
        ['missing', 7],
      ],
      results.map((r) => {
        const w = windowOf(r);
        const res = resultsOf(r);
        const max = worst(r);
        return [
          r.database === 'postgres' ? 'PostgreSQL' : 'SQLite',
          r.days.length,
          s(median(term(r).map((x) => x.dayMs))),
          max ? `${s(max.dayMs)} (day ${max.d})` : '—',
          w ? `${s(w.dayMs)} (day ${w.d}, ${w.window} told)` : '—',
          res ? `${s(res.dayMs)} (jobs ${res.ran?.ms ?? '—'} ms)` : '—',
          `${s(median(term(r).map((x) => x.cpuMs)))} / ${s(Math.max(...term(r).map((x) => x.cpuMs)))}`,
          Math.round(r.peakKb / 1024),
          r.twice,
          r.remindedAfterAnswer,
          r.days.reduce((sum, x) => sum + x.missing, 0),
        ];
      }),
    ),
    '',
    ...results.map((r) => {
      const { checks } = verdict(r);
      const jobMs = term(r)
        .map((x) => x.ran?.ms)
        // Number.isFinite is true of finite numbers only (its lib type is no guard).
        .filter(/** @type {(ms: number | undefined) => ms is number} */ (Number.isFinite));
      return (
        `${r.database}: learners written in ${s(r.prepareMs)}; reminders due per day ${Math.min(...term(r).map((x) => x.expected))}–${Math.max(...term(r).map((x) => x.expected))}, written ${term(r).reduce((a, x) => a + x.reminders, 0)} of ${term(r).reduce((a, x) => a + x.expected, 0)}; ` +
        `the daily jobs' own time (the CMS's .ran) median ${jobMs.length ? median(jobMs) : '—'} ms; results: ${Object.entries(r.outcome)
          .map(([k, n]) => `${k} ${n}`)
          .join(
            ', ',
          )}${r.smtpErrors.length ? `; SMTP errors: ${r.smtpErrors.join(' | ')}` : ''}${r.days.some((x) => x.timedOut) ? `; TIMED OUT on day ${r.days.find((x) => x.timedOut)?.d}` : ''} — ` +
        checks.map(([goal, met]) => `${goal}: ${met ? 'met' : 'NOT met'}`).join(', ')
      );
    }),
    ...results.flatMap((r) => (r.profile ? [`\n${r.profile}`] : [])),
    ...notes,
    `reproduce: BENCH_ONLY=year BENCH_YEAR_LEARNERS=${COUNT}${DAYS ? ` BENCH_YEAR_DAYS=${DAYS}` : ''} BENCH_YEAR_DATABASES=${DATABASES.join(',')} BENCH_YEAR_TICK_SECONDS=${TICK_SECONDS} npm run bench`,
  ].join('\n');
}
