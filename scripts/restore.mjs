// `npm run restore <backup folder>`: puts a backup from `npm run backup` back — the database and
// the uploads folder — after saving what is there now as one more backup. Refuses while the CMS
// runs: it would go on with the old data in memory and in open files.
// Settings as for `npm run backup` (loadBackupEnv).
import fs from 'node:fs';
import path from 'node:path';
import {
  BackupError,
  assertRestorable,
  backupRules,
  backupsDir,
  dataLocation,
  loadBackupEnv,
  makeBackup,
  readBackup,
  restoreBackup,
  whyBusy,
} from './lib/backup.mjs';

const arg = process.argv[2];
if (!arg || arg.startsWith('-')) {
  console.error('Usage: npm run restore <backup folder>   (a folder written by `npm run backup`, e.g. backups/2026-11-22T01-02-03Z)');
  process.exit(1);
}

try {
  loadBackupEnv();
  const loc = dataLocation();
  const backup = readBackup(arg);
  assertRestorable(loc, backup);
  const busy = await whyBusy(loc);
  if (busy) {
    console.error(`[restore] Refused, nothing was changed. ${busy}`);
    process.exit(2);
  }
  if (loc.client === 'postgres' || fs.existsSync(loc.file)) {
    const saved = await makeBackup(loc, backupsDir(), { kind: 'before-restore' });
    console.log(`[restore] the current data is saved first: ${saved.dir}`);
  }
  restoreBackup(loc, backup);
  console.log(
    `[restore] database ${loc.describe} ← ${path.join(backup.dir, backup.manifest.database)} (from ${backup.manifest.createdAt})`,
  );
  console.log(
    `[restore] uploads ${loc.uploadsDir} ← ${path.join(backup.dir, backup.manifest.uploads)} (${backup.manifest.uploadFiles} files)`,
  );
  for (const line of mediaNotes(backup.manifest.media, loc.media)) console.log(`[restore] ${line}`);
  console.log('[restore] done. Start the CMS again (npm start).');
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : /** @type {Error} */ (error).stack}`);
  process.exit(1);
}

/**
 * What the restore did not put back, said instead of implied: media that were in a bucket when
 * the backup was taken are not in it (the restored rows point at the bucket), and a backup taken
 * with the other kind of storage than the CMS has now.
 * @param {import('@dharma/config/platform/media').MediaRecord} then
 * @param {import('@dharma/config/platform/media').MediaRecord} now
 */
function mediaNotes(then, now) {
  /** @type {string[]} */
  const lines = [];
  if (then.storage === 's3') {
    const where = `the bucket ${then.bucket}${then.endpoint ? ` at ${then.endpoint}` : ''} (${then.prefix}/)`;
    lines.push(
      `media: NOT restored. The media library's files were in ${where} when this backup was taken, and a backup does not hold them; the restored database points at them there.`,
      `  if the bucket lost some, copy them back from your copy of it: ${backupRules().mediaCopyCommand(then, '<your copy>', { toBucket: true })}`,
    );
    if (now.storage !== 's3' || now.bucket !== then.bucket)
      lines.push(
        `note: the CMS is now set up for ${now.storage === 's3' ? `the bucket ${now.bucket}` : 'the local folder'}, not ${where}: set the MEDIA_* variables as they were when the backup was taken.`,
      );
  } else if (now.storage === 's3') {
    lines.push(
      `note: this backup's media were in the local folder (restored above); the CMS is now set up for the bucket ${now.bucket}: run npm run media:migrate to move them there.`,
    );
  }
  return lines;
}
