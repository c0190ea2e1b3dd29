// `npm run backup`: a consistent copy of the CMS's database and uploaded media while the site
// runs, into backups/<timestamp>/ (BACKUP_DIR to put it elsewhere). Reads .env like `npm start`.
// `npm run restore <backup folder>` puts one back.
import path from 'node:path';
import { loadEnvFile } from './lib/env-file.mjs';
import { root } from './lib/stack.mjs';
import { BackupError, backupsDir, dataLocation, makeBackup } from './lib/backup.mjs';

loadEnvFile(path.join(root, '.env'));

try {
  const loc = dataLocation();
  const { dir, manifest } = await makeBackup(loc, backupsDir());
  console.log(`[backup] ${manifest.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database ${loc.describe}`);
  console.log(`[backup]   → ${path.join(dir, manifest.database)}`);
  console.log(`[backup] uploads ${loc.uploadsDir} (${manifest.uploadFiles} files)`);
  console.log(`[backup]   → ${path.join(dir, manifest.uploads)}`);
  console.log(`[backup] done: ${dir}`);
  console.log(`[backup] to put it back: stop the CMS, then npm run restore ${path.relative(process.cwd(), dir) || dir}`);
} catch (error) {
  console.error(`[backup] ${error instanceof BackupError ? error.message : error.stack}`);
  process.exit(1);
}
