// `npm start`: builds what is missing, generates local secrets on first run, then runs the CMS
// and the web server and stops both on Ctrl-C. See README.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureEnvFile, loadEnvFile } from './lib/env-file.mjs';
import { root, startCms, startWeb, stopAll } from './lib/stack.mjs';

const envFile = path.join(root, '.env');
const generated = ensureEnvFile(envFile);
if (generated.length) console.log(`[start] generated local secrets in .env: ${generated.join(', ')}`);
loadEnvFile(envFile);

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  HOST: process.env.HOST ?? '127.0.0.1',
  CMS_PORT: process.env.CMS_PORT ?? '1337',
  PORT: process.env.PORT ?? '3000',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@dharma.local',
  STRAPI_TELEMETRY_DISABLED: 'true',
};
env.CMS_URL = process.env.CMS_URL ?? `http://127.0.0.1:${env.CMS_PORT}`;

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-missing'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function watch(child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n[start] ${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
    void shutdown(1);
  });
}

try {
  console.log('[start] starting cms…');
  watch(await startCms(env));
  console.log('[start] starting web…');
  watch(await startWeb(env));
} catch (error) {
  console.error(`\n[start] ${error.message}`);
  await shutdown(1);
}

console.log(`
  Dharma School is running.

  Site            http://127.0.0.1:${env.PORT}
  Admin panel     http://127.0.0.1:${env.CMS_PORT}/admin
                  ${env.ADMIN_EMAIL} / password: ADMIN_PASSWORD in .env
  Data            ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.relative(root, path.resolve(root, 'cms', env.DATABASE_FILENAME ?? '.tmp/data.db'))}

  Ctrl-C stops everything.
`);
