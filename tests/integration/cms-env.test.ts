import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshSecrets } from '../../scripts/lib/stack.mjs';
import { cmsDir, freePort, tempDbFile } from '../support/strapi';

/**
 * The CMS checks its environment in Strapi's register step: a bad or missing variable stops it
 * with a message naming the variable, before it listens or touches the database.
 */
async function startWith(change: Record<string, string | undefined>) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(port),
    DATABASE_FILENAME: tempDbFile('cms-env'),
    ...freshSecrets(),
    KAKAO_APP_ID: '123456',
    SEED_DEMO_CONTENT: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...change,
  };
  const child = spawn(process.execPath, [path.join(cmsDir, 'scripts', 'start.js')], {
    cwd: cmsDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = await fetch(`http://127.0.0.1:${port}/_health`).then(
    () => true,
    () => false,
  );
  return { code, output, listening };
}

describe('the CMS environment', () => {
  it.each([
    ['KAKAO_APP_ID', { KAKAO_APP_ID: undefined }],
    ['KAKAO_APP_ID', { KAKAO_APP_ID: 'my-app' }],
    ['WEB_CMS_SECRET', { WEB_CMS_SECRET: undefined }],
    ['PREVIEW_SECRET', { PREVIEW_SECRET: undefined }],
    ['PREVIEW_SECRET', { PREVIEW_SECRET: 'short' }],
    ['RATE_LIMIT_REFRESH_PER_MINUTE: must be a whole number', { RATE_LIMIT_REFRESH_PER_MINUTE: 'lots' }],
    ['DHARMA_NOW', { DHARMA_NOW: 'tomorrow' }],
    ['DATABASE_POOL_MIN must not be above DATABASE_POOL_MAX', { DATABASE_POOL_MIN: '8', DATABASE_POOL_MAX: '4' }],
    ['CMS_SCHEDULED_JOBS', { CMS_SCHEDULED_JOBS: 'yes' }],
  ])('refuses to start in production, naming %s', async (name, change) => {
    const result = await startWith(change);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(new RegExp(`cms environment: .*${name}`));
    expect(result.listening).toBe(false);
  });
});
