// The rotation of the nightly backups: which ones may go is decided by backupsToKeep
// (config/src/platform/backups.ts); this file decides what counts as one of them, and deletes.
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, MANIFEST, backupRules } from './backup.mjs';

/** The folder name makeBackup gives a scheduled backup: its UTC instant, then `-scheduled`. */
const SCHEDULED_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z-scheduled(-\d+)?$/;

/**
 * The backups under `backupsDir` the rotation may consider, and what it leaves alone. A candidate
 * is a real folder (a symbolic link is never followed) with the name of a scheduled backup and a
 * real manifest file in it that says `kind: scheduled`. Everything else is someone's on purpose:
 * backups made by hand, the copies a restore saves, anything an operator put there.
 * @param {string} backupsDir
 */
export function listBackups(backupsDir) {
  /** @type {import('@dharma/config/platform/backups').DatedBackup[]} */
  const scheduled = [];
  /** @type {string[]} */
  const others = [];
  /** @type {string[]} */
  const odd = [];
  // Sorted, so what is reported reads the same on every filesystem.
  const entries = fs.readdirSync(backupsDir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const dir = path.join(backupsDir, entry.name);
    const why = notScheduled(dir, entry);
    if (!why) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
      scheduled.push({ name: entry.name, createdAt: manifest.createdAt });
    } else if (SCHEDULED_NAME.test(entry.name)) odd.push(`${entry.name} (${why})`);
    else others.push(entry.name);
  }
  return { scheduled, others, odd };
}

/**
 * Why `dir` is not a scheduled backup the rotation may delete, or null when it is one.
 * @param {string} dir
 * @param {fs.Stats | fs.Dirent} [entry]
 */
function notScheduled(dir, entry = fs.lstatSync(dir)) {
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (!entry.isDirectory()) return 'not a folder';
  if (!SCHEDULED_NAME.test(path.basename(dir))) return 'not named as a scheduled backup';
  const manifest = path.join(dir, MANIFEST);
  let stat;
  try {
    stat = fs.lstatSync(manifest);
  } catch {
    return `no ${MANIFEST}`;
  }
  if (!stat.isFile()) return `${MANIFEST} is not a plain file`;
  try {
    const { kind } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    return kind === 'scheduled' ? null : `${MANIFEST} says kind ${kind ?? '(none)'}`;
  } catch {
    return `${MANIFEST} is not readable JSON`;
  }
}

/**
 * Deletes the scheduled backups the rule does not keep. `justMade` is never deleted. Each folder is
 * looked at again just before it goes, so one swapped for a link in the meantime survives.
 * @param {string} backupsDir
 * @param {{ daily: number, weekly: number, justMade?: string }} rule
 */
export function rotateBackups(backupsDir, { daily, weekly, justMade }) {
  const { now, backupsToKeep } = backupRules();
  const { scheduled, others, odd } = listBackups(backupsDir);
  const keep = backupsToKeep(scheduled, { now: now(), daily, weekly, justMade });
  /** @type {string[]} */
  const deleted = [];
  for (const { name } of scheduled) {
    if (keep.has(name)) continue;
    const dir = path.join(backupsDir, name);
    if (notScheduled(dir)) continue;
    // rm never follows a link inside the folder either: it removes the link itself.
    fs.rmSync(dir, { recursive: true });
    deleted.push(name);
  }
  const reasons = [...keep.values()];
  const count = (/** @type {import('@dharma/config/platform/backups').KeepReason} */ reason) => reasons.filter((r) => r === reason).length;
  return { kept: keep.size, daily: count('daily'), weekly: count('weekly'), unplaced: count('not placeable'), deleted, others, odd };
}

/**
 * One scheduled run at a time: a second run's rotation could delete the backup the first one is
 * still checking. The lock file holds the running process's id; one left by a process that is
 * gone (killed, machine restarted) is taken over.
 * @param {string} backupsDir
 */
export function lockScheduledRuns(backupsDir) {
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupsDir, '.scheduled.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
      throw new BackupError(`another scheduled backup is running (process ${pid}; ${file})`);
    fs.rmSync(file, { force: true });
  }
  throw new BackupError(`cannot take the lock ${file}`);
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
