// `npm run reindex`: rebuilds the library's search index from the published passages and videos
// (the index follows editors by itself; this is for a restore, an import or a doubt). Uses the
// same database settings as the CMS (DATABASE_URL or the SQLite file).
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');
// This process rebuilds everything: start-up need not build an empty index first.
process.env.LIBRARY_INDEX_AT_BOOT = 'false';

(async () => {
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  try {
    // The library's port (cms/src/ports.ts), which the ports check holds to the service.
    const indexer = /** @type {import('../src/ports').LibraryIndexer} */ (strapi.plugin('library').service('indexer'));
    const built = await indexer.rebuild();
    console.log(`library index rebuilt: ${built.passage} passages, ${built.video} videos in ${built.ms} ms`);
  } finally {
    await strapi.destroy();
  }
  process.exit(0);
})().catch((error) => {
  console.error(`reindex failed: ${error && error.message ? error.message : error}`);
  process.exit(1);
});
