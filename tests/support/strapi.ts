import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { todayInKorea } from '@dharma/config/rules';
import { freePort } from '../../scripts/lib/free-port.mjs';

/**
 * A real Strapi, in this process, from the compiled CMS build, on a throwaway database and its
 * own port. Tests talk to it over HTTP like web does. The database is a SQLite file, or, in the
 * integration-postgres project, a PostgreSQL database of its own on the run's cluster: the same
 * tests must pass on both.
 */
const require = createRequire(import.meta.url);
export const cmsDir = path.resolve(__dirname, '..', '..', 'cms');
const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

export interface RunningCms {
  url: string;
  dbFile: string;
  strapi: any;
  /** The variables this start set (startCms's own and the caller's). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The integration tests run one file after another in one worker process (vitest.config.ts), so
 * that files started on the same settings can share one started CMS (`sharedCms`). What a start
 * needs from this process is kept on globalThis, which outlives each file's copy of this module:
 * the environment the worker began with, each file starting from it as if in a fresh process; the
 * shared CMS, if one runs.
 */
const WORKER = Symbol.for('dharma.tests.worker');
interface SharedCms {
  group: string;
  key: string;
  value: unknown;
  /** The CMS the value holds, so that the leftover sweep leaves it running. */
  cms: RunningCms;
  stop(): Promise<void>;
}
interface WorkerState {
  startingEnv: Record<string, string | undefined>;
  shared?: SharedCms;
  /** Databases to start from, by templateKey. */
  templates: Map<string, string>;
  /** Every CMS started in this process and not stopped yet, the shared one included. */
  running: Set<RunningCms>;
  /** The start under way, if any (a hook that timed out leaves its start going). */
  starting?: Promise<unknown>;
}
const slot = globalThis as typeof globalThis & { [WORKER]?: WorkerState };
const worker = (): WorkerState => (slot[WORKER] ??= { startingEnv: { ...process.env }, templates: new Map(), running: new Set() });

/** Puts process.env back to what the worker began with (a test file starts from it). */
export function restoreStartingEnv(): void {
  const { startingEnv } = worker();
  for (const name of Object.keys(process.env)) if (!(name in startingEnv)) delete process.env[name];
  Object.assign(process.env, startingEnv);
}

/** Stops the shared CMS, if one runs: before a CMS of a file's own starts, or a file that does not share it. */
export async function stopSharedCms(): Promise<void> {
  const state = worker();
  const shared = state.shared;
  state.shared = undefined;
  await shared?.stop();
}

/**
 * Stops every CMS of this process but the shared one: what an earlier file left running (a hook
 * that timed out, a stop that never came), after any start still under way. Two Strapi instances
 * in one process share globals, so none may outlive its file, as none could in a process of its own.
 */
export async function stopLeftoverCms(): Promise<void> {
  const state = worker();
  await state.starting?.catch(() => undefined);
  for (const cms of [...state.running]) {
    if (cms !== state.shared?.cms) await cms.stop().catch(() => undefined);
  }
}

/** The group of the running shared CMS, if one runs. */
export const sharedCmsGroup = (): string | undefined => worker().shared?.group;

/**
 * The CMS of `group`, started by `start` for the first file of the group and handed to the next
 * files as it is. Every file of a group must ask with the same `key` (its settings): a file asking
 * on other settings is a mistake in the test, not a reason for a quiet second start.
 */
export async function sharedCms<T>(
  group: string,
  key: string,
  start: () => Promise<{ value: T; cms: RunningCms; stop(): Promise<void> }>,
): Promise<T> {
  const state = worker();
  if (state.shared?.group === group) {
    if (state.shared.key !== key)
      throw new Error(`the files sharing the CMS "${group}" must start it on the same settings:\n${state.shared.key}\n${key}`);
    return state.shared.value as T;
  }
  await stopSharedCms();
  const started = await start();
  state.shared = { group, key, ...started };
  return started.value;
}

const random = () => crypto.randomBytes(16).toString('base64url');

/**
 * The temporary folder the worker began with. A file may give its CMS a TMPDIR of its own (to see
 * what uploads leave there) and remove it when it ends; databases and templates that outlive the
 * file must not land in it.
 */
function workerTmpdir(): string {
  const env = worker().startingEnv;
  return env.TMPDIR || env.TMP || env.TEMP || '/tmp';
}

/** Tests' servers listen on ports from the one picker (scripts/lib/free-port.mjs). */
export { freePort };

export function tempDbFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(workerTmpdir(), `dharma-${name}-`));
  return path.join(dir, 'data.db');
}

export type TestDatabase = { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string };

/** The run's PostgreSQL cluster (its maintenance database), or undefined when tests run on SQLite. */
async function postgresCluster(): Promise<string | undefined> {
  // Imported here, not at the top: the global setup loads this file outside a test worker.
  const { inject } = await import('vitest');
  return inject('postgresUrl');
}

/**
 * The database a CMS started with `dbFile` uses. On PostgreSQL one database stands for one
 * `dbFile`, so a test that restarts the CMS on the same file finds its data again; it is created
 * on first use and goes away with the cluster at the end of the run.
 */
export async function testDatabase(dbFile: string): Promise<TestDatabase> {
  return (await ensureDatabase(dbFile)).db;
}

const databaseName = (dbFile: string) => `cms_${crypto.createHash('sha256').update(dbFile).digest('hex').slice(0, 20)}`;

/** On the run's PostgreSQL cluster, as its superuser. */
async function onCluster<T>(cluster: string, work: (admin: any) => Promise<T>): Promise<T> {
  const { Client } = cmsRequire('pg');
  const admin = new Client({ connectionString: cluster });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * testDatabase, and whether the database is new (nothing has started on it yet); a new one is
 * made as a copy of `template` when given (a SQLite file, or a PostgreSQL database on the cluster).
 */
async function ensureDatabase(dbFile: string, template?: string): Promise<{ db: TestDatabase; created: boolean }> {
  const cluster = await postgresCluster();
  if (!cluster) {
    const created = !fs.existsSync(dbFile);
    if (created && template) fs.copyFileSync(template, dbFile);
    return { db: { client: 'sqlite', filename: dbFile }, created };
  }
  const name = databaseName(dbFile);
  const created = await onCluster(cluster, async (admin) => {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount !== 0) return false;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    return true;
  });
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return { db: { client: 'postgres', url: url.toString() }, created };
}

/**
 * Seeding the demo content is about half of a start (6 of 11 s here), and creating the schema on
 * an empty database is most of an unseeded one (2.5 s against 1 s for a restart on SQLite, 3.5
 * against 1.2 s on PostgreSQL). A start on a new database with the same settings as an earlier
 * start in this worker begins instead from a copy of the database that start had the moment it was
 * up: the tables, and the rows its bootstrap (and seed) wrote, which is what this start would
 * write. The seed reads the clock, so a seeded start's day is in the key; an unseeded bootstrap
 * writes nothing that depends on the day (no semester exists for it to close). The staff and admin
 * accounts, the library index, the plugins and the uploads folder are in the key. The copy then
 * starts as on a restart, running the bootstrap's idempotent steps again. seed.test.ts tests the
 * seeding itself and asks for a start of its own (`seed: 'own'`).
 */
function templateKey(client: TestDatabase['client']): string {
  const env = process.env;
  const seeded = env.SEED_DEMO_CONTENT !== 'false';
  return JSON.stringify([
    client,
    seeded ? (env.DHARMA_NOW ?? `day ${todayInKorea()}`) : 'not seeded',
    ...['STAFF_EMAILS', 'LIBRARY_INDEX_AT_BOOT', 'DHARMA_PLUGINS_DIR', 'CMS_PUBLIC_DIR', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'].map(
      (name) => env[name] ?? '',
    ),
  ]);
}

/**
 * Waits until no query holds or waits for one of the pool's connections (idle twice in a row, at
 * most 5 s). Strapi starts some queries without awaiting them (the panel's user and role counts
 * after the first admin account is made): a pool closed under one leaves it waiting for a
 * connection that never comes, and knex rejects it a minute later, unhandled, in whichever test
 * file runs then.
 */
async function poolSettled(knex: any): Promise<void> {
  const pool = knex?.client?.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() > 0 || pool.numPendingAcquires() > 0 || pool.numPendingCreates() > 0;
  const until = Date.now() + 5000;
  let idleChecks = 0;
  while (idleChecks < 2 && Date.now() < until) {
    idleChecks = busy() ? 0 : idleChecks + 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Keeps the database `strapi` has just started on as the template for `key`. */
async function keepAsTemplate(strapi: any, db: TestDatabase, key: string): Promise<void> {
  const name = `template_${crypto.createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
  const knex = strapi.db.connection;
  if (db.client === 'sqlite') {
    const file = path.join(fs.mkdtempSync(path.join(workerTmpdir(), 'dharma-template-')), 'data.db');
    await knex.raw('vacuum into ?', [file]);
    worker().templates.set(key, file);
    return;
  }
  // PostgreSQL copies a database only while no one is connected to it: the CMS's pool closes
  // for the copy and opens again.
  await poolSettled(knex);
  await knex.destroy();
  try {
    await onCluster((await postgresCluster())!, (admin) =>
      admin.query(`create database ${name} template ${new URL(db.url).pathname.slice(1)}`),
    );
  } finally {
    knex.initialize();
  }
  worker().templates.set(key, name);
}

/** A knex connection to the database of `dbFile`, for tests that look at tables with no CMS running. */
export async function openTestDatabase(dbFile: string): Promise<{ client: TestDatabase['client']; knex: any }> {
  const db = await testDatabase(dbFile);
  const knex = cmsRequire('knex');
  return db.client === 'postgres'
    ? { client: db.client, knex: knex({ client: 'pg', connection: db.url }) }
    : {
        client: db.client,
        knex: knex({
          client: 'better-sqlite3',
          connection: { filename: db.filename, options: { readonly: true } },
          useNullAsDefault: true,
        }),
      };
}

/**
 * Our own compiled code (the CMS's and the plugins', @dharma/config's) is loaded anew for every
 * start, as a fresh process would: its module-level state (the sign-in cache and its lifetime,
 * the library's read caches) belongs to one CMS on one database, never to the previous one. So is
 * koa2-ratelimit, whose one in-memory store would otherwise count the panel logins of every CMS
 * the worker started (five in five minutes per account and address) against the next one.
 */
const repoRoot = path.resolve(cmsDir, '..');
const RATE_LIMIT_STORE = `${path.sep}node_modules${path.sep}koa2-ratelimit${path.sep}`;
function forgetOwnModules(): void {
  for (const file of Object.keys(require.cache)) {
    const own = file.startsWith(repoRoot + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
    if (own || file.includes(RATE_LIMIT_STORE)) delete require.cache[file];
  }
}

type Listener = (...args: any[]) => void;
type Listeners = Map<string | symbol, Listener[]>;
const processListeners = (): Listeners => new Map(process.eventNames().map((name) => [name, process.listeners(name as any) as Listener[]]));

export async function startCms(options: { dbFile: string; env?: Record<string, string>; seed?: 'own' }): Promise<RunningCms> {
  // Two Strapi instances in one process share globals: a file's own CMS never runs beside another.
  await stopSharedCms();
  await stopLeftoverCms();
  const port = await freePort();
  const client: TestDatabase['client'] = (await postgresCluster()) ? 'postgres' : 'sqlite';
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    CMS_PORT: String(port),
    APP_KEYS: process.env.APP_KEYS ?? `${random()},${random()}`,
    API_TOKEN_SALT: process.env.API_TOKEN_SALT ?? random(),
    ADMIN_JWT_SECRET: process.env.ADMIN_JWT_SECRET ?? random(),
    TRANSFER_TOKEN_SALT: process.env.TRANSFER_TOKEN_SALT ?? random(),
    JWT_SECRET: process.env.JWT_SECRET ?? random(),
    ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? random(),
    // Signs lesson preview links (web checks them with the same value).
    PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? `preview-${random()}`,
    ADMIN_EMAIL: 'admin@dharma.test',
    ADMIN_PASSWORD: 'Test-admin-password-1',
    CMS_LOG_LEVEL: 'error',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Notices without an SMTP server are written as .eml files: beside this test's database, not in cms/.tmp.
    NOTICE_MAIL_DIR: path.join(path.dirname(options.dbFile), 'mail'),
    ...options.env,
  };
  Object.assign(process.env, env);
  // A test that names a database of its own (another cluster, a given file) starts on it as it is.
  const given = options.env?.DATABASE_URL !== undefined || options.env?.DATABASE_FILENAME !== undefined;
  const key = given || options.seed === 'own' ? undefined : templateKey(client);
  const template = key === undefined ? undefined : worker().templates.get(key);
  const { db, created } = await ensureDatabase(options.dbFile, template);
  Object.assign(env, db.client === 'postgres' ? { DATABASE_URL: db.url } : { DATABASE_FILENAME: db.filename }, options.env);
  Object.assign(process.env, env);
  forgetOwnModules();
  const state = worker();
  // Up to its registration in `running`, so that a later start finds it even if its hook gave up.
  const start = (async (): Promise<RunningCms> => {
    const before = processListeners();
    // Strapi's ESM entry fails under vitest; its CommonJS build works.
    const { createStrapi } = require('@strapi/strapi');
    const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
    const addedSinceStart = () =>
      [...processListeners()].flatMap(([name, listeners]) =>
        listeners.filter((listener) => !(before.get(name) ?? []).includes(listener)).map((listener) => [name, listener] as const),
      );
    try {
      await strapi.start();
    } catch (error) {
      // A start that fails (as plugin-guard's must) leaves its signal handlers, which end the
      // process: the files after it run in this one.
      for (const [name, listener] of addedSinceStart()) process.removeListener(name as any, listener as any);
      throw error;
    }
    if (key !== undefined && created && !template) await keepAsTemplate(strapi, db, key);
    const added = addedSinceStart();
    const running: RunningCms = {
      url: `http://127.0.0.1:${port}`,
      dbFile: options.dbFile,
      strapi,
      env,
      async stop() {
        if (!state.running.delete(running)) return;
        // strapi.destroy() removes every process listener, vitest's own included; keep them, and
        // remove only those this start added (its signal handlers hold the whole instance).
        const original = process.removeAllListeners;
        process.removeAllListeners = (() => process) as typeof process.removeAllListeners;
        try {
          await poolSettled(strapi.db?.connection);
          await strapi.destroy();
        } finally {
          process.removeAllListeners = original;
          for (const [name, listener] of added) process.removeListener(name as any, listener as any);
        }
      },
    };
    state.running.add(running);
    return running;
  })();
  state.starting = start;
  return start;
}

export async function getJson(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}
