// `npm start`: builds what is missing, generates local secrets on first run, then runs the CMS
// and the web server and stops both on Ctrl-C. See README.md.
// First: on a Node that engines does not allow, one line and exit before anything else runs.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureEnvFile, loadEnvFile } from './lib/env-file.mjs';
import { standInUrls } from './kakao-stand-in/paths.mjs';
import { DEV_SOLAPI_PORT } from './solapi-stand-in/dev-keys.mjs';
import {
  root,
  runTogether,
  solapiStandInEnv,
  standInEnv,
  startCms,
  startSolapiStandInProcess,
  startStandInProcess,
  startWeb,
} from './lib/stack.mjs';

// DHARMA_ENV_FILE points at another file (a second setup, or a test that must not touch .env).
const envFile = path.resolve(root, process.env.DHARMA_ENV_FILE ?? '.env');
const envName = path.relative(root, envFile) || envFile;
const generated = ensureEnvFile(envFile);
if (generated.length) console.log(`[start] generated local secrets in ${envName}: ${generated.join(', ')}`);
loadEnvFile(envFile);

// The person's NODE_ENV decides whether the dev Kakao stand-in may run; the servers always run
// their production builds.
const wantsProduction = process.env.NODE_ENV === 'production';
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: process.env.HOST ?? '127.0.0.1',
  CMS_PORT: process.env.CMS_PORT ?? '1337',
  PORT: process.env.PORT ?? '3000',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@dharma.local',
  STRAPI_TELEMETRY_DISABLED: 'true',
  // The servers run their production builds, but this is a developer's terminal: readable lines
  // unless .env asks for JSON (production's default, `npm run serve`).
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
};
env.CMS_URL = process.env.CMS_URL ?? `http://127.0.0.1:${env.CMS_PORT}`;
env.SITE_URL = process.env.SITE_URL ?? `http://127.0.0.1:${env.PORT}`;

// Without Kakao keys, sign-in goes through the local stand-in (never in production).
const useStandIn = !process.env.KAKAO_CLIENT_ID;
if (useStandIn && wantsProduction) {
  console.error(
    '[start] KAKAO_CLIENT_ID is not set. In production set the real Kakao keys (see README); the dev stand-in does not run with NODE_ENV=production.',
  );
  process.exit(1);
}
if (useStandIn) {
  const base = `http://127.0.0.1:${process.env.KAKAO_STAND_IN_PORT ?? '9400'}`;
  Object.assign(env, standInEnv({ clientId: 'dev-kakao-rest-key', appId: 100001, urls: standInUrls(base) }), {
    STAFF_EMAILS: process.env.STAFF_EMAILS ?? 'staff@example.com',
  });
}

// Without SOLAPI keys, KakaoTalk notices go to the local SOLAPI stand-in, which prints what each
// phone would get (never in production: there they need the real keys, see README).
const useSolapiStandIn = !process.env.SOLAPI_API_KEY && !wantsProduction;
if (useSolapiStandIn) Object.assign(env, solapiStandInEnv(`http://127.0.0.1:${process.env.SOLAPI_STAND_IN_PORT ?? DEV_SOLAPI_PORT}`));

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-missing'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

await runTogether('start', [
  .../** @type {[string, () => Promise<import('./lib/stack.mjs').Part>][]} */ (
    useStandIn
      ? [
          [
            'the dev Kakao stand-in',
            () => startStandInProcess({ ...env, NODE_ENV: 'development', KAKAO_STAND_IN_CLIENT_ID: env.KAKAO_CLIENT_ID }),
          ],
        ]
      : []
  ),
  .../** @type {[string, () => Promise<import('./lib/stack.mjs').Part>][]} */ (
    useSolapiStandIn ? [['the dev SOLAPI stand-in', () => startSolapiStandInProcess({ ...env, NODE_ENV: 'development' })]] : []
  ),
  ['cms', () => startCms(env)],
  ['web', () => startWeb(env)],
]);

console.log(`
  Dharma School is running.

  Site            http://127.0.0.1:${env.PORT}
  Admin panel     http://127.0.0.1:${env.CMS_PORT}/admin
                  ${env.ADMIN_EMAIL} / password: ADMIN_PASSWORD in ${envName}
  Sign-in         ${useStandIn ? `local Kakao stand-in (${env.KAKAO_AUTHORIZE_URL}); staff: ${env.STAFF_EMAILS}` : 'Kakao'}
  KakaoTalk       ${useSolapiStandIn ? `local SOLAPI stand-in (${env.SOLAPI_STAND_IN_URL})` : process.env.SOLAPI_API_KEY ? 'SOLAPI' : 'not set up (no SOLAPI_API_KEY)'}
  Data            ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.relative(root, path.resolve(root, 'cms', env.DATABASE_FILENAME ?? '.tmp/data.db'))}

  Ctrl-C stops everything.
`);
