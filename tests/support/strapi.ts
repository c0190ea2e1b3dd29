import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
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
  stop(): Promise<void>;
}

const random = () => crypto.randomBytes(16).toString('base64url');

/** Tests' servers listen on ports from the one picker (scripts/lib/free-port.mjs). */
export { freePort };

export function tempDbFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dharma-${name}-`));
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

export async function startCms(options: { dbFile: string; env?: Record<string, string> }): Promise<RunningCms> {
  const port = await freePort();
  const db = await testDatabase(options.dbFile);
  Object.assign(process.env, {
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
  });
  // Strapi's ESM entry fails under vitest; its CommonJS build works.
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
  await strapi.start();
  return {
    url: `http://127.0.0.1:${port}`,
    dbFile: options.dbFile,
    strapi,
    async stop() {
      // strapi.destroy() removes every process listener, vitest's own included; keep them.
      const original = process.removeAllListeners;
      process.removeAllListeners = (() => process) as typeof process.removeAllListeners;
      try {
        await strapi.destroy();
      } finally {
        process.removeAllListeners = original;
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
