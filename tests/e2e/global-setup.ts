import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { CMS_PORT, WEB_PORT } from './playwright.config';

/**
 * The real product for the browser: a started CMS on a throwaway SQLite file and the built web
 * server. Content caches are short so a test can watch an editor's change arrive.
 */
export default async function globalSetup() {
  const random = () => crypto.randomBytes(16).toString('base64url');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(CMS_PORT),
    PORT: String(WEB_PORT),
    CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    APP_KEYS: `${random()},${random()}`,
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(),
    ENCRYPTION_KEY: random(),
    SESSION_SECRET: random(),
    ADMIN_EMAIL: 'admin@dharma.test',
    ADMIN_PASSWORD: 'E2e-admin-password-1',
    CMS_LOG_LEVEL: 'warn',
    CONTENT_CACHE_SECONDS: '1',
    PAGE_CACHE_SECONDS: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  const cms = await startCms(env, { quiet: true }).catch((error: Error & { output?: string }) => {
    throw error;
  });
  const web = await startWeb(env, { quiet: true });
  process.env.E2E_CMS_URL = env.CMS_URL;
  return async () => {
    await stopAll([web, cms]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
