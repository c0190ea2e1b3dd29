// Checking a backup the only way that proves it: restoring it, into a scratch database that is
// thrown away afterwards, and comparing every table's rows and the number of media files with what
// the manifest recorded from the same snapshot the copy was made of.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BackupError,
  backupRules,
  cmsRequire,
  countFiles,
  pgClient,
  pgRowCounts,
  runTool,
  sqliteRowCounts,
  withDatabase,
} from './backup.mjs';

/** PostgreSQL's longest identifier, in bytes. */
const PG_NAME_MAX = 63;

/**
 * The scratch database for one check: `<database>_verify_<UTC stamp>_<random>` beside the real one,
 * and the prefix every such name of this database starts with. The random part keeps two checks
 * in the same second apart.
 * @param {string} database
 */
function scratchName(database) {
  const stampPart = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${crypto.randomBytes(3).toString('hex')}`;
  const base = database.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const prefix = `${base.slice(0, PG_NAME_MAX - '_verify_'.length - stampPart.length)}_verify_`;
  return { name: `${prefix}${stampPart}`, prefix };
}

/**
 * Restores `backup` (readBackup) into a scratch database and compares it with its manifest.
 * Resolves to what was compared; rejects with a BackupError naming every table that differs, the
 * media count if it differs, or why the restore failed. The scratch database (a temporary file for
 * SQLite; a database created next to the configured one for PostgreSQL, which needs CREATEDB) is
 * removed on every path, failure included; if it cannot be, that is the error.
 * `loc` (dataLocation) is only needed for PostgreSQL: it says which server to restore on.
 * @param {import('./backup.mjs').SqliteLocation | import('./backup.mjs').PostgresLocation} loc
 * @param {import('./backup.mjs').Backup} backup
 */
export async function checkBackup(loc, backup) {
  const { dir, manifest } = backup;
  if (!manifest.tables)
    throw new BackupError(`${dir} was made before backups recorded their row counts, so there is nothing to check it against.`);
  const tables = manifest.tables;
  /** @type {string[]} */
  const problems = [];
  const uploadsDir = path.join(dir, manifest.uploads);
  const uploadFiles = fs.existsSync(uploadsDir) ? countFiles(uploadsDir) : null;
  if (uploadFiles === null) problems.push(`uploads: the folder ${uploadsDir} is missing`);
  else if (uploadFiles !== manifest.uploadFiles)
    problems.push(`uploads: ${uploadFiles} files in the backup, ${manifest.uploadFiles} at backup time`);
  const source = path.join(dir, manifest.database);
  if (!fs.existsSync(source)) throw new BackupError(`The backup is incomplete: ${source} is missing.`);

  const restored = manifest.client === 'sqlite' ? restoreSqlite(source) : await restorePostgres(loc, source);
  const mismatches = backupRules().rowCountMismatches(tables, restored.counts);
  problems.unshift(...mismatches);
  if (problems.length) throw new BackupError(problems.join('; '));
  return {
    scratch: restored.scratch,
    tables: Object.keys(restored.counts).length,
    rows: Object.values(restored.counts).reduce((a, b) => a + b, 0),
    uploadFiles,
    leftovers: restored.leftovers ?? [],
  };
}

/**
 * What a restore into a scratch database found: where it was, every table's rows, and the scratch
 * databases of earlier checks that were left behind.
 * @typedef {{ scratch: string, counts: Record<string, number>, leftovers?: string[] }} Restored
 */

/**
 * Restoring a SQLite backup is copying its file: the copy is checked for damage, then counted.
 * @param {string} source
 * @returns {Restored}
 */
function restoreSqlite(source) {
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-verify-'));
  const scratch = path.join(scratchDir, 'data.db');
  try {
    fs.copyFileSync(source, scratch);
    /** @type {import('./backup.mjs').SqliteOpen} */
    const Database = cmsRequire('better-sqlite3');
    /** @type {import('./backup.mjs').SqliteDatabase | undefined} */
    let db;
    try {
      db = new Database(scratch, { fileMustExist: true });
      const integrity = db.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new BackupError(`the database copy is damaged (SQLite integrity check: ${integrity})`);
      return { scratch: 'a temporary file', counts: sqliteRowCounts(db) };
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`the database copy does not open: ${/** @type {Error} */ (error).message}`);
    } finally {
      db?.close();
    }
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}

/**
 * @param {import('./backup.mjs').SqliteLocation | import('./backup.mjs').PostgresLocation} loc
 * @param {string} source
 * @returns {Promise<Restored>}
 */
async function restorePostgres(loc, source) {
  if (loc.client !== 'postgres')
    throw new BackupError(
      'A PostgreSQL backup is checked by restoring it on a PostgreSQL server: set DATABASE_URL (or DATABASE_CLIENT=postgres and its parts) as for the CMS.',
    );
  const admin = await pgClient(loc);
  try {
    const database = (await admin.query('select current_database() as name')).rows[0].name;
    const { name: scratch, prefix } = scratchName(database);
    // A check killed half-way (power, the unit's time limit) leaves its scratch database behind:
    // those are named, never dropped unasked, since another check may be using one right now.
    const leftovers = (
      await admin.query('select datname from pg_database where datname like $1 order by 1', [`${prefix.replace(/[\\_%]/g, '\\$&')}%`])
    ).rows.map((r) => r.datname);
    try {
      // template0: nothing but what the dump holds, so nothing an administrator added to
      // template1 collides with it.
      await admin.query(`create database ${admin.escapeIdentifier(scratch)} template template0`);
    } catch (error) {
      throw new BackupError(
        `cannot create the scratch database ${scratch} (${/** @type {Error} */ (error).message}); the database user needs CREATEDB: ALTER ROLE <user> CREATEDB`,
      );
    }
    /** @type {Record<string, number>} */
    let counts = {};
    /** @type {Error | undefined} */
    let failure;
    try {
      counts = await restoreAndCount(withDatabase(loc, scratch), source);
    } catch (error) {
      failure = /** @type {Error} */ (error);
    }
    // FORCE: a restore that died half-way may still hold a connection to it.
    const notDropped = await admin.query(`drop database if exists ${admin.escapeIdentifier(scratch)} with (force)`).then(
      () => null,
      (/** @type {Error} */ error) =>
        `the scratch database ${scratch} could not be dropped (${error.message}); drop it by hand: dropdb ${scratch}`,
    );
    if (failure) {
      if (notDropped) failure.message += `; ${notDropped}`;
      throw failure;
    }
    if (notDropped) throw new BackupError(notDropped);
    return { scratch: `scratch database ${scratch}`, counts, leftovers };
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * @param {import('./backup.mjs').PostgresLocation} target
 * @param {string} source
 */
async function restoreAndCount(target, source) {
  try {
    runTool('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${target.dbArg}`, source], target);
  } catch (error) {
    throw new BackupError(`the dump does not restore: ${/** @type {Error} */ (error).message}`);
  }
  const client = await pgClient(target);
  try {
    return await pgRowCounts(client);
  } finally {
    await client.end().catch(() => {});
  }
}
