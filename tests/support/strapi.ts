import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

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
  stop(): Promise<void>;
}
interface WorkerState {
  startingEnv: Record<string, string | undefined>;
  shared?: SharedCms;
}
const slot = globalThis as typeof globalThis & { [WORKER]?: WorkerState };
const worker = (): WorkerState => (slot[WORKER] ??= { startingEnv: { ...process.env } });

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

/** The group of the running shared CMS, if one runs. */
export const sharedCmsGroup = (): string | undefined => worker().shared?.group;

/**
 * The CMS of `group`, started by `start` for the first file of the group and handed to the next
 * files as it is. Every file of a group must ask with the same `key` (its settings): a file asking
 * on other settings is a mistake in the test, not a reason for a quiet second start.
 */
export async function sharedCms<T>(group: string, key: string, start: () => Promise<{ value: T; stop(): Promise<void> }>): Promise<T> {
  const state = worker();
  if (state.shared?.group === group) {
    if (state.shared.key !== key)
      throw new Error(`the files sharing the CMS "${group}" must start it on the same settings:\n${state.shared.key}\n${key}`);
    return state.shared.value as T;
  }
  await stopSharedCms();
  const started = await start();
  state.shared = { group, key, value: started.value, stop: started.stop };
  return started.value;
}

const random = () => crypto.randomBytes(16).toString('base64url');

export function tempDbFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dharma-${name}-`));
  return path.join(dir, 'data.db');
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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
  const cluster = await postgresCluster();
  if (!cluster) return { client: 'sqlite', filename: dbFile };
  const name = `cms_${crypto.createHash('sha256').update(dbFile).digest('hex').slice(0, 20)}`;
  const { Client } = cmsRequire('pg');
  const admin = new Client({ connectionString: cluster });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return { client: 'postgres', url: url.toString() };
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
 * the library's read caches) belongs to one CMS on one database, never to the previous one.
 */
const repoRoot = path.resolve(cmsDir, '..');
function forgetOwnModules(): void {
  for (const file of Object.keys(require.cache)) {
    if (file.startsWith(repoRoot + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`)) delete require.cache[file];
  }
}

type Listener = (...args: any[]) => void;
type Listeners = Map<string | symbol, Listener[]>;
const processListeners = (): Listeners => new Map(process.eventNames().map((name) => [name, process.listeners(name as any) as Listener[]]));

export async function startCms(options: { dbFile: string; env?: Record<string, string> }): Promise<RunningCms> {
  // Two Strapi instances in one process share globals: a file's own CMS never runs beside the shared one.
  await stopSharedCms();
  const port = await freePort();
  const db = await testDatabase(options.dbFile);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    CMS_PORT: String(port),
    ...(db.client === 'postgres' ? { DATABASE_URL: db.url } : { DATABASE_FILENAME: db.filename }),
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
    ...options.env,
  };
  Object.assign(process.env, env);
  forgetOwnModules();
  const before = processListeners();
  // Strapi's ESM entry fails under vitest; its CommonJS build works.
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
  await strapi.start();
  const added = [...processListeners()].flatMap(([name, listeners]) =>
    listeners.filter((listener) => !(before.get(name) ?? []).includes(listener)).map((listener) => [name, listener] as const),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    dbFile: options.dbFile,
    strapi,
    env,
    async stop() {
      // strapi.destroy() removes every process listener, vitest's own included; keep them, and
      // remove only those this start added (its signal handlers hold the whole instance).
      const original = process.removeAllListeners;
      process.removeAllListeners = (() => process) as typeof process.removeAllListeners;
      try {
        await strapi.destroy();
      } finally {
        process.removeAllListeners = original;
        for (const [name, listener] of added) process.removeListener(name as any, listener as any);
      }
    },
  };
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
