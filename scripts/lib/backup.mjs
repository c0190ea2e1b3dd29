// Backups of the CMS's data: the database (SQLite or PostgreSQL, chosen by the same DATABASE_*
// settings the CMS reads) and the uploaded media. Shared by `npm run backup` and `npm run restore`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './stack.mjs';
import { loadChosenEnvFile, loadEnvFile, ownerOnly } from './env-file.mjs';

const cmsDir = path.join(root, 'cms');
// better-sqlite3 and pg are the CMS's own dependencies.
export const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

export const MANIFEST = 'backup.json';
/**
 * 2: the manifest records who made the backup (`kind`) and every table's rows (`tables`).
 * 3: and where the media were (`media`): the local folder, copied into the backup, or a bucket,
 * which a backup does not copy. A manifest without it is from the local folder.
 */
const FORMAT = 3;
const SQLITE_FILE = 'data.db';
const PG_FILE = 'database.pgdump';
const UPLOADS = 'uploads';

/**
 * Where the CMS's data lives (dataLocation): the database, its description for people (never a
 * password), the uploads folder, the CMS's health URL (to see it is stopped), and the media's place.
 * @typedef {{ describe: string, uploadsDir: string, healthUrl: string }} Place
 * @typedef {Place & { client: 'sqlite', file: string }} SqliteLocation
 * @typedef {Place & { client: 'postgres', url: string | null, pgEnv: Record<string, string>,
 *   ssl: false | { rejectUnauthorized: boolean }, dbArg: string }} PostgresLocation libpq's settings in `pgEnv`
 * @typedef {(SqliteLocation | PostgresLocation) & { media: import('@dharma/config/platform/media').MediaRecord }} DataLocation
 *
 * What a backup's backup.json says (FORMAT).
 * @typedef {object} Manifest
 * @property {number} format
 * @property {import('@dharma/config/platform/backups').BackupKind} kind
 * @property {'sqlite' | 'postgres'} client
 * @property {string} createdAt
 * @property {string} source
 * @property {string} database the database's file in the folder
 * @property {Record<string, number> | undefined} tables every table's rows (format 2 on)
 * @property {string} uploads
 * @property {number} uploadFiles
 * @property {import('@dharma/config/platform/media').MediaRecord} media
 * @typedef {{ dir: string, manifest: Manifest }} Backup
 *
 * The little of node's pg (a CMS dependency, without types) the scripts use; rows as SQL gives them.
 * @typedef {object} PgClient
 * @property {() => Promise<void>} connect
 * @property {() => Promise<void>} end
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: Record<string, any>[] }>} query
 * @property {(name: string) => string} escapeIdentifier
 *
 * The little of better-sqlite3 (a CMS dependency, without types) the scripts use.
 * @typedef {object} SqliteDatabase
 * @property {(sql: string) => { pluck(): { all(): any[], get(): any } }} prepare
 * @property {(sql: string) => void} exec
 * @property {(pragma: string, options?: { simple?: boolean }) => unknown} pragma
 * @property {(file: string) => Promise<unknown>} backup
 * @property {() => void} close
 * @typedef {new (file: string, options?: { fileMustExist?: boolean, timeout?: number, readonly?: boolean }) => SqliteDatabase} SqliteOpen
 */

/** A refusal or failure the person can act on: printed without a stack trace. */
export class BackupError extends Error {}

/**
 * The backup rules and the clock (config/src/platform/backups.ts) as built; the scripts run before and
 * outside the CMS, so a missing build is named instead of failing on a module path.
 * @returns {typeof import('@dharma/config/platform/backups') & typeof import('@dharma/config/platform/media') &
 *   Pick<typeof import('@dharma/config/platform/env'), 'parseEnvironment'>}
 */
export function backupRules() {
  if (!fs.existsSync(path.join(root, 'config', 'dist', 'platform', 'backups.js')))
    throw new BackupError('The build is missing (config/dist/platform/backups.js): run npm run build first.');
  const load = createRequire(path.join(root, 'package.json'));
  return {
    ...load('@dharma/config/platform/backups'),
    ...load('@dharma/config/platform/media'),
    parseEnvironment: load('@dharma/config/platform/env').parseEnvironment,
  };
}

/**
 * The scripts' settings: what the shell or systemd's EnvironmentFile set, then DHARMA_ENV_FILE when
 * set (it must exist) or else .env at the repository's root when there is one (a developer's
 * machine). Nothing is ever written: a production server has no .env and must not get one.
 * Returns the backup settings, parsed and checked.
 */
export function loadBackupEnv(env = process.env) {
  try {
    if (!loadChosenEnvFile(env)) loadEnvFile(path.join(root, '.env'), env);
  } catch (error) {
    throw new BackupError(/** @type {Error} */ (error).message);
  }
  const { backupEnvSchema, missingMediaSettings, parseEnvironment } = backupRules();
  /** @type {import('@dharma/config/platform/backups').BackupEnv} */
  let settings;
  try {
    settings = parseEnvironment(backupEnvSchema, env, 'backup');
  } catch (error) {
    throw new BackupError(/** @type {Error} */ (error).message);
  }
  // Half a bucket setting would have the backup say the media are in the folder while the CMS
  // (which refuses to start so) is meant to use the bucket.
  const missing = missingMediaSettings(env);
  if (missing.length) throw new BackupError(`backup environment: the media bucket settings are incomplete, missing: ${missing.join(', ')}`);
  return settings;
}

/**
 * Where the data lives, read from `env` exactly as cms/config/database.ts and server.ts read it:
 * PostgreSQL when DATABASE_URL or DATABASE_CLIENT=postgres is set, else the SQLite file
 * DATABASE_FILENAME (relative to cms/); media in CMS_PUBLIC_DIR/uploads, or in the bucket the
 * MEDIA_S3_* variables name (`media`, as config/src/platform/media.ts reads them).
 * @returns {DataLocation}
 */
export function dataLocation(env = process.env) {
  return { ...databaseLocation(env), media: backupRules().mediaRecordOf(env) };
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {SqliteLocation | PostgresLocation}
 */
function databaseLocation(env) {
  const uploadsDir = path.resolve(cmsDir, env.CMS_PUBLIC_DIR || 'public', UPLOADS);
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const healthUrl = `http://${host.includes(':') ? `[${host}]` : host}:${env.CMS_PORT || '1337'}/_health`;
  if (env.DATABASE_URL || env.DATABASE_CLIENT === 'postgres') {
    // libpq reads the connection from these; the CMS's defaults for the parts apply.
    /** @type {Record<string, string>} */
    const pgEnv = env.DATABASE_URL
      ? {}
      : {
          PGHOST: env.DATABASE_HOST || '127.0.0.1',
          PGPORT: env.DATABASE_PORT || '5432',
          PGDATABASE: env.DATABASE_NAME || 'dharma',
          PGUSER: env.DATABASE_USERNAME || 'dharma',
          PGPASSWORD: env.DATABASE_PASSWORD || '',
        };
    if (env.DATABASE_SSL === 'true') pgEnv.PGSSLMODE = env.DATABASE_SSL_REJECT_UNAUTHORIZED === 'false' ? 'require' : 'verify-full';
    // As cms/config/database.ts gives it to node's pg.
    const ssl = env.DATABASE_SSL === 'true' && { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED !== 'false' };
    const describe = env.DATABASE_URL
      ? redact(env.DATABASE_URL)
      : `postgres://${pgEnv.PGUSER}@${pgEnv.PGHOST}:${pgEnv.PGPORT}/${pgEnv.PGDATABASE}`;
    /** @type {Omit<PostgresLocation, 'dbArg'>} */
    const loc = { client: 'postgres', url: env.DATABASE_URL || null, pgEnv, ssl, describe, uploadsDir, healthUrl };
    return { ...loc, dbArg: toolDbArg(loc) };
  }
  const file = path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db');
  return { client: 'sqlite', file, describe: file, uploadsDir, healthUrl };
}

/**
 * What pg_dump and pg_restore get as --dbname. A process's arguments are readable by every user of
 * the machine (ps, /proc), so the password never goes there: it is taken out of DATABASE_URL and
 * handed over in PGPASSWORD, which only the tool's own user can read.
 * @param {Omit<PostgresLocation, 'dbArg'>} loc
 */
function toolDbArg(loc) {
  if (!loc.url) return loc.pgEnv.PGDATABASE;
  try {
    const u = new URL(loc.url);
    if (u.password) {
      loc.pgEnv.PGPASSWORD = decodeURIComponent(u.password);
      u.password = '';
    }
    return u.toString();
  } catch {
    return loc.url;
  }
}

/**
 * The same server and credentials, another database on it (the scratch database a check restores into).
 * @template {PostgresLocation} L
 * @param {L} loc
 * @param {string} database
 * @returns {L}
 */
export function withDatabase(loc, database) {
  if (!loc.url) {
    const pgEnv = { ...loc.pgEnv, PGDATABASE: database };
    return { ...loc, pgEnv, dbArg: database, describe: loc.describe.replace(/\/[^/]*$/, `/${database}`) };
  }
  const u = new URL(loc.url);
  u.pathname = `/${encodeURIComponent(database)}`;
  const next = { ...loc, url: u.toString(), pgEnv: { ...loc.pgEnv }, describe: redact(u.toString()) };
  return { ...next, dbArg: toolDbArg(next) };
}

/**
 * A node pg client on the configured database, connected as the CMS connects.
 * @param {PostgresLocation} loc
 * @returns {Promise<PgClient>}
 */
export async function pgClient(loc) {
  /** @type {{ Client: new (options: object) => PgClient }} */
  const { Client } = cmsRequire('pg');
  const client = loc.url
    ? new Client({ connectionString: loc.url, ssl: loc.ssl })
    : new Client({
        host: loc.pgEnv.PGHOST,
        port: Number(loc.pgEnv.PGPORT),
        database: loc.pgEnv.PGDATABASE,
        user: loc.pgEnv.PGUSER,
        password: loc.pgEnv.PGPASSWORD,
        ssl: loc.ssl,
      });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`Cannot reach the database ${loc.describe}: ${/** @type {Error} */ (error).message}`);
  }
  return client;
}

/** @param {string} url */
function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * @param {string} tool
 * @param {string[]} args
 * @param {{ pgEnv: Record<string, string> }} loc
 */
export function runTool(tool, args, loc) {
  const env = { ...process.env, ...loc.pgEnv };
  const result = spawnSync(tool, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (/** @type {NodeJS.ErrnoException | undefined} */ (result.error)?.code === 'ENOENT')
    throw new BackupError(`${tool} is not installed: apt-get install postgresql-client`);
  if (result.status !== 0) throw new BackupError(`${tool} failed (exit ${result.status ?? result.signal}):\n${result.stderr.trim()}`);
}

/**
 * @param {string} from
 * @param {string} to
 */
function copyUploads(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
  else fs.mkdirSync(to, { recursive: true });
}

/**
 * A backup holds every learner's personal data: its folders are the owner's alone (0700) and its
 * files readable by the owner only (0600), whatever the umask or the copied files' modes were.
 * @param {string} dir
 */
function lockDown(dir) {
  ownerOnly(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    ownerOnly(path.join(entry.parentPath, entry.name));
  }
}

/** @param {string} dir */
export function countFiles(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++;
  return n;
}

/**
 * Rows of every table of a SQLite database (better-sqlite3 connection), by table name.
 * @param {SqliteDatabase} db
 * @returns {Record<string, number>}
 */
export function sqliteRowCounts(db) {
  /** @type {string[]} */
  const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all();
  return Object.fromEntries(
    names.map((name) => [
      name,
      db
        .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
        .pluck()
        .get(),
    ]),
  );
}

/**
 * Every table pg_dump writes the rows of: ordinary and partitioned tables outside PostgreSQL's own
 * schemas, less those an extension owns (CREATE EXTENSION makes them again). Named as the CMS
 * knows them; a table outside `public` by schema.table.
 */
const PG_TABLES = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by 1, 2`;

/**
 * Rows of every table the connection's snapshot sees, by table name.
 * @param {PgClient} client
 */
export async function pgRowCounts(client) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { schema, name } of (await client.query(PG_TABLES)).rows) {
    const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    const { rows } = await client.query(`select count(*) as n from ${table}`);
    counts[schema === 'public' ? name : `${schema}.${name}`] = Number(rows[0].n);
  }
  return counts;
}

/** @param {Date} date */
export function stamp(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/**
 * Writes a backup into a new folder under `backupsDir` while the site runs and returns its path.
 * The database is copied first, then the media: Strapi never rewrites an upload in place, so a
 * file uploaded in between is at worst an extra file nobody points at.
 * The manifest records the rows of every table as the copy holds them, read from the copy's own
 * snapshot, so a later check (checkBackup) compares the restored copy with the truth of that
 * instant rather than with a database that kept changing.
 * The folder gets its final name only when complete, so a half-written backup never looks whole.
 * `kind` says who made it (BACKUP_KINDS): only `scheduled` backups are ever rotated away.
 * @param {DataLocation} loc
 * @param {string} backupsDir
 * @param {{ kind?: import('@dharma/config/platform/backups').BackupKind }} [options]
 * @returns {Promise<{ dir: string, name: string, manifest: Manifest & { tables: Record<string, number> } }>}
 */
export async function makeBackup(loc, backupsDir, { kind = 'manual' } = {}) {
  const createdAt = backupRules().now();
  const suffix = kind === 'manual' ? '' : `-${kind}`;
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  ownerOnly(backupsDir);
  let name = `${stamp(createdAt)}${suffix}`;
  for (let i = 2; fs.existsSync(path.join(backupsDir, name)); i++) name = `${stamp(createdAt)}${suffix}-${i}`;
  const target = path.join(backupsDir, name);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);
  try {
    let database, tables;
    if (loc.client === 'sqlite') {
      if (!fs.existsSync(loc.file))
        throw new BackupError(`There is no database at ${loc.file} yet (start the CMS once, or set DATABASE_FILENAME).`);
      /** @type {SqliteOpen} */
      const Database = cmsRequire('better-sqlite3');
      // SQLite's online backup: a consistent copy, page by page, while the CMS keeps writing.
      const db = new Database(loc.file, { fileMustExist: true });
      try {
        await db.backup(path.join(partial, SQLITE_FILE));
      } finally {
        db.close();
      }
      const copy = new Database(path.join(partial, SQLITE_FILE), { fileMustExist: true });
      try {
        // One self-contained file: the copy carries the live database's WAL mode, which would
        // need -wal and -shm files beside it whenever it is opened.
        copy.pragma('journal_mode = DELETE');
        tables = sqliteRowCounts(copy);
      } finally {
        copy.close();
      }
      database = SQLITE_FILE;
    } else {
      // pg_dump reads one snapshot, so the copy is consistent while the CMS keeps writing. It is
      // this transaction's snapshot, exported, so the rows counted here are the rows dumped.
      const client = await pgClient(loc);
      try {
        await client.query('begin isolation level repeatable read, read only');
        const { rows } = await client.query('select pg_export_snapshot() as id');
        tables = await pgRowCounts(client);
        runTool(
          'pg_dump',
          ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${path.join(partial, PG_FILE)}`, `--dbname=${loc.dbArg}`],
          loc,
        );
        await client.query('commit');
      } finally {
        await client.end().catch(() => {});
      }
      database = PG_FILE;
    }
    copyUploads(loc.uploadsDir, path.join(partial, UPLOADS));
    const manifest = {
      format: FORMAT,
      kind,
      client: loc.client,
      createdAt: createdAt.toISOString(),
      source: loc.describe,
      database,
      tables,
      uploads: UPLOADS,
      uploadFiles: countFiles(path.join(partial, UPLOADS)),
      // In a bucket, the media library's files are not in `uploads` (it holds what is left in the
      // local folder): the restore says so instead of pretending to put them back.
      media: loc.media,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    lockDown(partial);
    fs.renameSync(partial, target);
    return { dir: target, name, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A backup folder and its manifest. The manifest names the files the restore and the check then
 * read; anything but this format's own names is refused, so an edited manifest cannot point them
 * at a file outside the folder.
 * @param {string} arg
 * @returns {Backup}
 */
export function readBackup(arg) {
  const dir = path.resolve(arg.endsWith(MANIFEST) ? path.dirname(arg) : arg);
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} is not a backup (no ${MANIFEST} in it). Give a folder written by \`npm run backup\`.`);
  /** @type {Manifest} */
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BackupError(`${file} cannot be read: ${/** @type {Error} */ (error).message}`);
  }
  /** @type {Record<string, string>} */
  const files = { sqlite: SQLITE_FILE, postgres: PG_FILE };
  const expected = files[manifest?.client];
  if (!expected || manifest.database !== expected || manifest.uploads !== UPLOADS)
    throw new BackupError(`${file} is not a manifest written by \`npm run backup\` (client, database or uploads unexpected).`);
  manifest.media ??= { storage: 'local' };
  return { dir, manifest };
}

/**
 * Why the data must not be replaced now, or null. A running CMS would keep its old data in memory and in open files.
 * @param {SqliteLocation | PostgresLocation} loc
 * @returns {Promise<string | null>}
 */
export async function whyBusy(loc) {
  try {
    const res = await fetch(loc.healthUrl, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return `The CMS is running: ${loc.healthUrl} answers (HTTP ${res.status}). Stop it first (Ctrl-C in \`npm start\`), then run the restore again.`;
  } catch (error) {
    if (/** @type {Error} */ (error)?.name === 'TimeoutError')
      return `Something holds the CMS port: ${loc.healthUrl} accepted the connection but did not answer. Stop the CMS first, then run the restore again.`;
    // Nothing listens there.
  }
  if (loc.client === 'sqlite') {
    if (!fs.existsSync(loc.file)) return null;
    /** @type {SqliteOpen} */
    const Database = cmsRequire('better-sqlite3');
    /** @type {SqliteDatabase | undefined} */
    let db;
    try {
      db = new Database(loc.file, { fileMustExist: true, timeout: 0 });
      // Exclusive locking succeeds only when no other process has the database open (in WAL mode
      // every open connection holds a shared lock).
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('COMMIT');
    } catch (error) {
      const code = /** @type {{ code?: string }} */ (error)?.code;
      if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
        return `The database ${loc.file} is in use by another process (probably the CMS on another port). Stop it first, then run the restore again.`;
      }
      throw error;
    } finally {
      db?.close();
    }
    return null;
  }
  const client = await pgClient(loc);
  try {
    const { rows } = await client.query(
      "select count(*)::int as n, coalesce(string_agg(distinct application_name, ', '), '') as apps from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    if (rows[0].n > 0) {
      return `${rows[0].n} other connection(s) use the database ${loc.describe}${rows[0].apps ? ` (${rows[0].apps})` : ''}: a CMS is probably running. Stop every CMS process first, then run the restore again.`;
    }
  } finally {
    await client.end().catch(() => {});
  }
  return null;
}

/**
 * Refuses a backup that does not fit the configured database, before anything changes.
 * @param {SqliteLocation | PostgresLocation} loc
 * @param {Backup} backup
 */
export function assertRestorable(loc, backup) {
  const { dir, manifest } = backup;
  if (manifest.client !== loc.client) {
    throw new BackupError(
      `This backup is from ${manifest.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, but the CMS is set up for ${loc.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (DATABASE_* settings). Nothing was changed.`,
    );
  }
  const source = path.join(dir, manifest.database);
  if (!fs.existsSync(source)) throw new BackupError(`The backup is incomplete: ${source} is missing. Nothing was changed.`);
  return source;
}

/**
 * Replaces the database and the uploads folder with the backup's. The caller has checked `whyBusy`.
 * @param {SqliteLocation | PostgresLocation} loc
 * @param {Backup} backup
 */
export function restoreBackup(loc, backup) {
  const { dir, manifest } = backup;
  const source = assertRestorable(loc, backup);
  if (loc.client === 'sqlite') {
    fs.mkdirSync(path.dirname(loc.file), { recursive: true });
    const incoming = `${loc.file}.restoring`;
    fs.copyFileSync(source, incoming);
    // The old write-ahead log belongs to the old database: left beside the new one, SQLite would
    // replay it into it.
    for (const extra of ['-wal', '-shm', '-journal']) fs.rmSync(`${loc.file}${extra}`, { force: true });
    fs.renameSync(incoming, loc.file);
  } else {
    // --clean --if-exists drops what the backup holds and creates it again, in one transaction:
    // a failed restore leaves the database as it was.
    runTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${loc.dbArg}`, source],
      loc,
    );
  }
  const uploads = path.join(dir, manifest.uploads);
  const incoming = `${loc.uploadsDir}.restoring`;
  const old = `${loc.uploadsDir}.old`;
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.rmSync(old, { recursive: true, force: true });
  copyUploads(uploads, incoming);
  if (fs.existsSync(loc.uploadsDir)) fs.renameSync(loc.uploadsDir, old);
  fs.renameSync(incoming, loc.uploadsDir);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Where backups go: BACKUP_DIR, default backups/ in the repository. */
export const backupsDir = (env = process.env) => path.resolve(root, env.BACKUP_DIR || 'backups');
