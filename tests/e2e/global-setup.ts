import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, root, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { createRequire } from 'node:module';
import type { RateLimitBucket } from '@dharma/config/rules';
import { CMS_PORT, KAKAO_PORT, WEB_PORT } from './playwright.config';
import { startTestSmtp } from '../support/smtp';
import { startSolapiStandIn } from '../support/solapi';

/**
 * The real product for the browser: a started CMS on a throwaway SQLite file and the built web
 * server. Content caches are short so a test can watch an editor's change arrive.
 */
// The built config, as the servers load it (Playwright would read the TypeScript source as CommonJS).
const { RATE_LIMITS, rateLimitEnvName } = createRequire(path.join(root, 'package.json'))(
  '@dharma/config/rules',
) as typeof import('@dharma/config/rules');
export const ACCESS_TTL_SECONDS = 4;
// The refresh token outlives the longest quiet moment inside one test on a busy machine (an axe
// scan at two widths), so a test is never signed out midway; auth.spec checks the lifetime itself.
export const REFRESH_TTL_SECONDS = 60;

/**
 * What the SOLAPI stand-in's phones received, as JSON over HTTP: the stand-in lives in this
 * process and the specs in their workers, which read a number's confirmation code here.
 */
async function servePhones(delivered: () => unknown[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(delivered()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export default async function globalSetup() {
  const kakao = await startKakaoStandIn({ port: KAKAO_PORT });
  const smtp = await startTestSmtp();
  // KakaoTalk notices and the mobile number's code go to the SOLAPI stand-in, as they would to SOLAPI.
  const solapi = await startSolapiStandIn();
  const phones = await servePhones(() => solapi.delivered());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(CMS_PORT),
    PORT: String(WEB_PORT),
    CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    // A real mail server for the notices (production without one keeps them waiting), handed
    // over within seconds of their event.
    SMTP_URL: smtp.url,
    NOTICE_SEND_EVERY_SECONDS: '2',
    ...freshSecrets(),
    ADMIN_EMAIL: 'admin@dharma.test',
    ADMIN_PASSWORD: 'E2e-admin-password-1',
    // Several specs sign in to the panel within 5 minutes.
    ADMIN_LOGIN_LIMIT: '100',
    CMS_LOG_LEVEL: 'warn',
    SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
    ...standInEnv(kakao),
    ...solapi.env,
    // Several staff accounts, so each back-office spec signs up its own (a sign-up happens once per
    // account, and specs run side by side in any order).
    STAFF_EMAILS:
      'staff@example.com,office@example.com,office2@example.com,office3@example.com,office4@example.com,office5@example.com,office6@example.com,office7@example.com,office8@example.com',
    // Every browser here is one address (127.0.0.1), the demo learners act in many specs within a
    // minute and access tokens last seconds, so the specs write and refresh far more often than a
    // person could; the limits themselves are tested in integration.
    ...Object.fromEntries((Object.keys(RATE_LIMITS) as RateLimitBucket[]).map((bucket) => [rateLimitEnvName(bucket), '10000'])),
    // Seconds, so a test can watch an access token and then a refresh token expire.
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
    REFRESH_TOKEN_TTL_SECONDS: String(REFRESH_TTL_SECONDS),
    CONTENT_CACHE_SECONDS: '1',
    PAGE_CACHE_SECONDS: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  const cms = await startCms(env, { quiet: true });
  const web = await startWeb(env, { quiet: true });
  process.env.E2E_CMS_URL = env.CMS_URL;
  // Lets a test look into the database the way an auditor would (read-only): what a deleted account left.
  process.env.E2E_DATABASE_FILE = env.DATABASE_FILENAME;
  // Lets a test sign a preview link the way the CMS does (and tamper with one).
  process.env.E2E_PREVIEW_SECRET = (env as Record<string, string | undefined>).PREVIEW_SECRET;
  // Lets a test read the tokens in a session cookie the way web does (support.ts, sessionTokens).
  process.env.E2E_SESSION_SECRET = (env as Record<string, string | undefined>).SESSION_SECRET;
  // Lets a test read the text messages the stand-in's phones received (support.ts, phoneMessages).
  process.env.E2E_PHONES_URL = phones.url;
  return async () => {
    await stopAll([web, cms]);
    await phones.close();
    await solapi.stop();
    await smtp.close();
    await kakao.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
