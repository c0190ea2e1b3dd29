// `npm run media:migrate`: moves the media library's files from the CMS's local folder
// (CMS_PUBLIC_DIR/uploads) to the S3 bucket the MEDIA_S3_* variables name, and points their rows
// at the bucket's public address (MEDIA_PUBLIC_URL). Run it on the machine whose disk holds them,
// once the variables are set; run it again at any time: what is in the bucket already is left
// alone, and it says so. Nothing local is deleted.
// `npm run media:migrate -- --dry-run`: lists what it would move, and changes nothing.
//
// It loads the CMS's code (without listening, as `npm run reindex` does) on the same database, so
// the files go up through Strapi's own S3 provider and the rows change through Strapi's query
// API. Settings as for the CMS: the environment (systemd's EnvironmentFile), DHARMA_ENV_FILE, or
// a developer's .env.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/stack.mjs';
import { loadChosenEnvFile, loadEnvFile } from './lib/env-file.mjs';
import { MigrationError, migrateMedia } from './lib/media-migrate.mjs';

const USAGE = `Usage:
  npm run media:migrate                 move the local media library files to the bucket
  npm run media:migrate -- --dry-run    list what it would move, change nothing`;

const say = (/** @type {string} */ line) => console.log(`[media] ${line}`);
const complain = (/** @type {string} */ line) => console.error(`[media] ${line}`);

const args = process.argv.slice(2);
if (args.length > 1 || (args.length === 1 && args[0] !== '--dry-run')) {
  complain(USAGE);
  process.exit(1);
}
const dryRun = args[0] === '--dry-run';

const cmsDir = path.join(root, 'cms');
/** @type {import('@strapi/strapi').Core.Strapi | undefined} */
let strapi;
try {
  if (!loadChosenEnvFile(process.env)) loadEnvFile(path.join(root, '.env'), process.env);
  if (
    !fs.existsSync(path.join(cmsDir, 'dist', 'config', 'plugins.js')) ||
    !fs.existsSync(path.join(root, 'config', 'dist', 'platform', 'media.js'))
  )
    throw new MigrationError('The build is missing (cms/dist, config/dist): run npm run build first.');
  /** @type {typeof import('@dharma/config/platform/media')} */
  const { missingMediaSettings, s3MediaOf } = createRequire(path.join(root, 'package.json'))('@dharma/config/platform/media');
  const missing = missingMediaSettings(process.env);
  if (missing.length)
    throw new MigrationError(`The media bucket settings are incomplete, missing: ${missing.join(', ')}. Nothing was changed.`);
  if (!s3MediaOf(process.env))
    throw new MigrationError(
      'MEDIA_S3_BUCKET is not set: media stay in the local folder, there is nowhere to move them. Set the MEDIA_S3_* variables and MEDIA_PUBLIC_URL first (.env.example). Nothing was changed.',
    );
  // This process only moves files: it runs no scheduled job, adds no demo content, builds no
  // search index and takes no metrics port (the running CMS holds it).
  Object.assign(process.env, { CMS_SCHEDULED_JOBS: 'false', SEED_DEMO_CONTENT: 'false', LIBRARY_INDEX_AT_BOOT: 'false' });
  delete process.env.CMS_METRICS_PORT;
  process.env.CMS_LOG_LEVEL ??= 'warn';
  /** @type {typeof import('@strapi/strapi')} */
  const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');
  strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  const counts = await migrateMedia(/** @type {import('@strapi/strapi').Core.Strapi} */ (strapi), { dryRun, say });
  // Files that could not be moved leave the school tied to this disk: the run did not finish its job.
  if (!dryRun && counts.missing + counts.refused > 0) process.exitCode = 1;
} catch (error) {
  complain(error instanceof MigrationError ? error.message : (/** @type {Error} */ (error)?.stack ?? String(error)));
  process.exitCode = 1;
} finally {
  await strapi?.destroy().catch(() => {});
}
process.exit(process.exitCode ?? 0);
