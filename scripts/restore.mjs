// `npm run restore <backup folder>`: puts a backup from `npm run backup` back — the database and
// the uploads folder — after saving what is there now as one more backup. Refuses while the CMS
// runs: it would go on with the old data in memory and in open files.
// Settings as for `npm run backup` (loadBackupEnv).
import fs from 'node:fs';
import path from 'node:path';
import {
  BackupError,
  assertRestorable,
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
  console.log('[restore] done. Start the CMS again (npm start).');
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : error.stack}`);
  process.exit(1);
}
