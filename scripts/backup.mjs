// `npm run backup`: a consistent copy of the CMS's database and uploaded media while the site
// runs, into backups/<timestamp>/ (BACKUP_DIR to put it elsewhere), kept until someone deletes it.
// `npm run backup -- --scheduled`: what the nightly timer runs (deploy/systemd/dharma-backup.*):
// a backup, its check, then the rotation of the older scheduled ones; exits 1 when any step fails.
// `npm run backup -- --verify <folder>`: checks any backup by restoring it into a scratch database.
// `npm run restore <backup folder>` puts one back.
//
// Settings come from the environment (systemd's EnvironmentFile on a server), then DHARMA_ENV_FILE
// or a developer's .env; see loadBackupEnv.
import path from 'node:path';
import { BackupError, backupRules, backupsDir, dataLocation, loadBackupEnv, makeBackup, readBackup } from './lib/backup.mjs';
import { checkBackup } from './lib/backup-check.mjs';
import { lockScheduledRuns, rotateBackups } from './lib/backup-rotate.mjs';

const USAGE = `Usage:
  npm run backup                        a backup now, kept until you delete it
  npm run backup -- --scheduled         a backup, its check, then the rotation (what the nightly timer runs)
  npm run backup -- --verify <folder>   check a backup by restoring it into a scratch database`;

/** @typedef {import('./lib/backup.mjs').Manifest & { tables: Record<string, number> }} Manifest One this version wrote. */
const say = (/** @type {string} */ line) => console.log(`[backup] ${line}`);
const complain = (/** @type {string} */ line) => console.error(`[backup] ${line}`);
const message = (/** @type {unknown} */ error) =>
  error instanceof BackupError ? error.message : (/** @type {Error} */ (error).stack ?? String(error));
/** `1 table`, `3 tables`. @type {(count: number | null, word: string) => string} */
const n = (count, word) => `${count} ${count === 1 ? word : `${word}s`}`;
const label = (/** @type {Manifest['client']} */ client) => (client === 'sqlite' ? 'SQLite' : 'PostgreSQL');
const rows = (/** @type {Manifest} */ manifest) => Object.values(manifest.tables).reduce((a, b) => a + b, 0);
/**
 * With media in a bucket, the backup holds the database and what is left in the local folder, not
 * the media library's files: said every time, with the command that copies them (to a folder
 * beside the backups, which the rotation never touches).
 * @param {import('@dharma/config/platform/media').MediaRecord & { storage: 's3' }} media
 * @param {string} dir
 */
const bucketNote = (media, dir) => [
  `media: in the bucket ${media.bucket}${media.endpoint ? ` at ${media.endpoint}` : ''} (${media.prefix}/), not in this backup`,
  `  to keep a copy of them too: ${backupRules().mediaCopyCommand(media, `${dir}-media`)}`,
];
const checked = (/** @type {Awaited<ReturnType<typeof checkBackup>>} */ result) =>
  `restored into ${result.scratch} (removed again): ${n(result.tables, 'table')}, ${n(result.rows, 'row')} and ${n(result.uploadFiles, 'upload file')} as counted at backup time`;
const summary = (/** @type {Manifest} */ manifest) =>
  `${n(Object.keys(manifest.tables).length, 'table')}, ${n(rows(manifest), 'row')}; ${n(manifest.uploadFiles, 'upload file')}`;

const args = process.argv.slice(2);
const mode = args[0] === '--scheduled' ? 'scheduled' : args[0] === '--verify' ? 'verify' : args.length === 0 ? 'manual' : null;
if (!mode || (mode === 'verify' ? args.length !== 2 || args[1].startsWith('-') : args.length > (mode === 'manual' ? 0 : 1))) {
  complain(USAGE);
  process.exit(1);
}

/** @type {import('@dharma/config/platform/backups').BackupEnv} */
let settings;
/** @type {import('./lib/backup.mjs').DataLocation} */
let loc;
try {
  settings = loadBackupEnv();
  loc = dataLocation();
} catch (error) {
  complain(message(error));
  process.exit(1);
}

if (mode === 'manual') {
  try {
    const { dir, manifest } = await makeBackup(loc, backupsDir());
    say(`${label(manifest.client)} database ${loc.describe}`);
    say(`  → ${path.join(dir, manifest.database)} (${n(Object.keys(manifest.tables).length, 'table')}, ${n(rows(manifest), 'row')})`);
    say(`uploads ${loc.uploadsDir} (${n(manifest.uploadFiles, 'file')})`);
    say(`  → ${path.join(dir, manifest.uploads)}`);
    if (manifest.media.storage === 's3') for (const line of bucketNote(manifest.media, backupsDir())) say(line);
    say(`done: ${dir}`);
    const relative = path.relative(process.cwd(), dir);
    const shown = relative && !relative.startsWith('..') ? relative : dir;
    say(`to check it: npm run backup -- --verify ${shown}`);
    say(`to put it back: stop the CMS, then npm run restore ${shown}`);
  } catch (error) {
    complain(message(error));
    process.exit(1);
  }
} else if (mode === 'verify') {
  try {
    const backup = readBackup(args[1]);
    const result = await checkBackup(loc, backup);
    for (const name of result.leftovers) complain(`note: ${name} is left over from a check that was stopped; drop it: dropdb ${name}`);
    say(`verify: ok, ${backup.dir} ${checked(result)}`);
  } catch (error) {
    complain(`verify: FAILED, ${message(error)}`);
    process.exit(1);
  }
} else {
  process.exitCode = await scheduled();
}

/**
 * Backup, check, rotation: one line each, and 1 when any step failed (systemd then marks the unit
 * failed). The check comes before the rotation on purpose: a backup that does not restore must
 * not push an older good one out, so a failed check skips the rotation.
 */
async function scheduled() {
  const dir = backupsDir();
  let unlock;
  try {
    unlock = lockScheduledRuns(dir);
  } catch (error) {
    complain(`backup: skipped, ${message(error)}`);
    return 1;
  }
  try {
    let made;
    try {
      made = await makeBackup(loc, dir, { kind: 'scheduled' });
      const { manifest } = made;
      say(`backup: ok, ${made.dir} (${label(manifest.client)} ${loc.describe}: ${summary(manifest)})`);
      if (manifest.media.storage === 's3') for (const line of bucketNote(manifest.media, dir)) say(line);
    } catch (error) {
      complain(`backup: FAILED, ${message(error)}`);
      complain('verify: skipped, there is no new backup to check');
      complain('rotate: skipped, no older backup is deleted without a new one');
      return 1;
    }
    try {
      const result = await checkBackup(loc, readBackup(made.dir));
      for (const name of result.leftovers) complain(`note: ${name} is left over from a check that was stopped; drop it: dropdb ${name}`);
      say(`verify: ok, ${checked(result)}`);
    } catch (error) {
      complain(`verify: FAILED, ${message(error)}`);
      complain('rotate: skipped, a backup that failed its check does not push older ones out');
      return 1;
    }
    try {
      const r = rotateBackups(dir, { daily: settings.BACKUP_KEEP_DAILY, weekly: settings.BACKUP_KEEP_WEEKLY, justMade: made.name });
      const unplaced = r.unplaced ? `, ${r.unplaced} dated after now or unreadable` : '';
      const kept = `kept ${n(r.kept, 'scheduled backup')} (${r.daily} daily, ${r.weekly} more weekly${unplaced})`;
      const deleted = r.deleted.length ? `deleted ${r.deleted.length}: ${r.deleted.join(', ')}` : 'deleted none';
      const odd = r.odd.length ? `; left alone, named like scheduled backups but not one: ${r.odd.join(', ')}` : '';
      say(`rotate: ok, ${kept}, ${deleted}; ${n(r.others.length, 'other backup')} left alone${odd}`);
    } catch (error) {
      complain(`rotate: FAILED, ${message(error)}`);
      return 1;
    }
    return 0;
  } finally {
    unlock();
  }
}
