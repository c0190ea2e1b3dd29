// Backups of the CMS's data: the database (SQLite or PostgreSQL, chosen by the same DATABASE_*
// settings the CMS reads) and the uploaded media. Shared by `npm run backup` and `npm run restore`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './stack.mjs';
import { ownerOnly } from './env-file.mjs';

const cmsDir = path.join(root, 'cms');
// better-sqlite3 and pg are the CMS's own dependencies.
const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

export const MANIFEST = 'backup.json';
const SQLITE_FILE = 'data.db';
const PG_FILE = 'database.pgdump';
const UPLOADS = 'uploads';

/**
 * Where the data lives, read from `env` exactly as cms/config/database.ts and server.ts read it:
 * PostgreSQL when DATABASE_URL or DATABASE_CLIENT=postgres is set, else the SQLite file
 * DATABASE_FILENAME (relative to cms/); media in CMS_PUBLIC_DIR/uploads.
 */
export function dataLocation(env = process.env) {
  const uploadsDir = path.resolve(cmsDir, env.CMS_PUBLIC_DIR || 'public', UPLOADS);
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const healthUrl = `http://${host.includes(':') ? `[${host}]` : host}:${env.CMS_PORT || '1337'}/_health`;
  if (env.DATABASE_URL || env.DATABASE_CLIENT === 'postgres') {
    // libpq reads the connection from these; the CMS's defaults for the parts apply.
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
    const describe = env.DATABASE_URL
      ? redact(env.DATABASE_URL)
      : `postgres://${pgEnv.PGUSER}@${pgEnv.PGHOST}:${pgEnv.PGPORT}/${pgEnv.PGDATABASE}`;
    return { client: 'postgres', url: env.DATABASE_URL || null, pgEnv, describe, uploadsDir, healthUrl };
  }
  const file = path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db');
  return { client: 'sqlite', file, describe: file, uploadsDir, healthUrl };
}

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** A refusal or failure the person can act on: printed without a stack trace. */
export class BackupError extends Error {}

function runTool(tool, args, loc) {
  const env = { ...process.env, ...loc.pgEnv };
  const result = spawnSync(tool, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error?.code === 'ENOENT') throw new BackupError(`${tool} is not installed: apt-get install postgresql-client`);
  if (result.status !== 0) throw new BackupError(`${tool} failed (exit ${result.status ?? result.signal}):\n${result.stderr.trim()}`);
}

const connectionArgs = (loc) => (loc.url ? [`--dbname=${loc.url}`] : []);

function copyUploads(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
  else fs.mkdirSync(to, { recursive: true });
}

/**
 * A backup holds every learner's personal data: its folders are the owner's alone (0700) and its
 * files readable by the owner only (0600), whatever the umask or the copied files' modes were.
 */
function lockDown(dir) {
  ownerOnly(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    ownerOnly(path.join(entry.parentPath ?? entry.path, entry.name));
  }
}

function countFiles(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++;
  return n;
}

function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/**
 * Writes a backup into a new folder under `backupsDir` while the site runs and returns its path.
 * The database is copied first, then the media: Strapi never rewrites an upload in place, so a
 * file uploaded in between is at worst an extra file nobody points at.
 * The folder gets its final name only when complete, so a half-written backup never looks whole.
 */
export async function makeBackup(loc, backupsDir, { suffix = '' } = {}) {
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  ownerOnly(backupsDir);
  let name = `${stamp()}${suffix}`;
  for (let i = 2; fs.existsSync(path.join(backupsDir, name)); i++) name = `${stamp()}${suffix}-${i}`;
  const target = path.join(backupsDir, name);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);
  try {
    let database;
    if (loc.client === 'sqlite') {
      if (!fs.existsSync(loc.file))
        throw new BackupError(`There is no database at ${loc.file} yet (start the CMS once, or set DATABASE_FILENAME).`);
      const Database = cmsRequire('better-sqlite3');
      // SQLite's online backup: a consistent copy, page by page, while the CMS keeps writing.
      const db = new Database(loc.file, { fileMustExist: true });
      try {
        await db.backup(path.join(partial, SQLITE_FILE));
      } finally {
        db.close();
      }
      database = SQLITE_FILE;
    } else {
      // pg_dump reads one snapshot, so the copy is consistent while the CMS keeps writing.
      runTool('pg_dump', ['--format=custom', `--file=${path.join(partial, PG_FILE)}`, ...connectionArgs(loc)], loc);
      database = PG_FILE;
    }
    copyUploads(loc.uploadsDir, path.join(partial, UPLOADS));
    const manifest = {
      format: 1,
      client: loc.client,
      createdAt: new Date().toISOString(),
      source: loc.describe,
      database,
      uploads: UPLOADS,
      uploadFiles: countFiles(path.join(partial, UPLOADS)),
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    lockDown(partial);
    fs.renameSync(partial, target);
    return { dir: target, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

export function readBackup(arg) {
  const dir = path.resolve(arg.endsWith(MANIFEST) ? path.dirname(arg) : arg);
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} is not a backup (no ${MANIFEST} in it). Give a folder written by \`npm run backup\`.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { dir, manifest };
}

/** Why the data must not be replaced now, or null. A running CMS would keep its old data in memory and in open files. */
export async function whyBusy(loc) {
  try {
    const res = await fetch(loc.healthUrl, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return `The CMS is running: ${loc.healthUrl} answers (HTTP ${res.status}). Stop it first (Ctrl-C in \`npm start\`), then run the restore again.`;
  } catch (error) {
    if (error?.name === 'TimeoutError')
      return `Something holds the CMS port: ${loc.healthUrl} accepted the connection but did not answer. Stop the CMS first, then run the restore again.`;
    // Nothing listens there.
  }
  if (loc.client === 'sqlite') {
    if (!fs.existsSync(loc.file)) return null;
    const Database = cmsRequire('better-sqlite3');
    let db;
    try {
      db = new Database(loc.file, { fileMustExist: true, timeout: 0 });
      // Exclusive locking succeeds only when no other process has the database open (in WAL mode
      // every open connection holds a shared lock).
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('COMMIT');
    } catch (error) {
      if (error?.code === 'SQLITE_BUSY' || error?.code === 'SQLITE_LOCKED') {
        return `The database ${loc.file} is in use by another process (probably the CMS on another port). Stop it first, then run the restore again.`;
      }
      throw error;
    } finally {
      db?.close();
    }
    return null;
  }
  const { Client } = cmsRequire('pg');
  const client = loc.url
    ? new Client({ connectionString: loc.url })
    : new Client({
        host: loc.pgEnv.PGHOST,
        port: Number(loc.pgEnv.PGPORT),
        database: loc.pgEnv.PGDATABASE,
        user: loc.pgEnv.PGUSER,
        password: loc.pgEnv.PGPASSWORD,
      });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select count(*)::int as n, coalesce(string_agg(distinct application_name, ', '), '') as apps from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    if (rows[0].n > 0) {
      return `${rows[0].n} other connection(s) use the database ${loc.describe}${rows[0].apps ? ` (${rows[0].apps})` : ''}: a CMS is probably running. Stop every CMS process first, then run the restore again.`;
    }
  } catch (error) {
    throw new BackupError(`Cannot reach the database ${loc.describe}: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
  return null;
}

/** Refuses a backup that does not fit the configured database, before anything changes. */
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

/** Replaces the database and the uploads folder with the backup's. The caller has checked `whyBusy`. */
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
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        ...(loc.url ? [`--dbname=${loc.url}`] : [`--dbname=${loc.pgEnv.PGDATABASE}`]),
        source,
      ],
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
