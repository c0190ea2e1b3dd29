// Starts Strapi from its compiled build (dist/). `strapi start` would do the same; this form lets
// start-up refuse to run with a clear message instead of a stack trace.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

createStrapi({ appDir, distDir })
  .start()
  .catch((error) => {
    console.error(`\n[cms] failed to start: ${error && error.message ? error.message : error}\n`);
    process.exit(1);
  });
