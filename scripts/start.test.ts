import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { parseEnv } from './lib/env-file.mjs';
import { root } from './lib/stack.mjs';
import { cleanEnv, freePort, listening, occupy, runNode, type Run } from './lib/test-processes';

/**
 * `npm start` run for real, on ports and files of its own: when one part cannot start it stops
 * the parts it already started and exits non-zero; in production it refuses the Kakao stand-in.
 */
const START = path.join(root, 'scripts', 'start.mjs');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-start-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function start(env: NodeJS.ProcessEnv): Run {
  const run = runNode(START, { env, cwd: root });
  cleanups.push(run.stop);
  return run;
}

async function ports() {
  return { web: await freePort(), cms: await freePort(), kakao: await freePort(), solapi: await freePort() };
}

/** Settings for one throwaway `npm start`: its own ports, database and env file. */
function startEnv(dir: string, port: { web: number; cms: number; kakao: number; solapi: number }, extra: Record<string, string> = {}) {
  return cleanEnv({
    DHARMA_ENV_FILE: path.join(dir, 'start.env'),
    PORT: String(port.web),
    CMS_PORT: String(port.cms),
    KAKAO_STAND_IN_PORT: String(port.kakao),
    SOLAPI_STAND_IN_PORT: String(port.solapi),
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    SEED_DEMO_CONTENT: 'false',
    CMS_LOG_LEVEL: 'error',
    ...extra,
  });
}

describe('npm start', () => {
  test('when the CMS cannot start, start says so, stops the stand-ins, never starts web and exits non-zero', async () => {
    const dir = tempDir();
    const port = await ports();
    const rootEnv = path.join(root, '.env');
    const rootEnvBefore = fs.existsSync(rootEnv) ? fs.statSync(rootEnv).mtimeMs : null;
    // Something else already holds the CMS port.
    const squatter = await occupy(port.cms);
    cleanups.push(squatter.close);

    const run = start(startEnv(dir, port));
    const { code } = await run.exited;

    expect(code, run.output).toBe(1);
    expect(run.output).toContain('kakao stand-in listening on');
    expect(run.output).toContain(`solapi stand-in listening on http://127.0.0.1:${port.solapi}`);
    expect(run.output).toContain(`[start] cms cannot start: port ${port.cms} is already in use`);
    expect(run.output).toContain('set CMS_PORT to another port');
    expect(run.output).not.toContain('Dharma School is running.');
    expect(await listening(port.kakao), 'the stand-in was stopped').toBe(false);
    expect(await listening(port.solapi), 'the SOLAPI stand-in was stopped').toBe(false);
    expect(await listening(port.web), 'web never started').toBe(false);
    expect(run.output).not.toContain('[start] starting web');

    // The secrets went to the file it was pointed at; the repository's .env was left alone.
    const written = parseEnv(fs.readFileSync(path.join(dir, 'start.env'), 'utf8'));
    expect(written.SESSION_SECRET).toMatch(/^\S{32,}$/);
    expect(fs.existsSync(rootEnv) ? fs.statSync(rootEnv).mtimeMs : null).toBe(rootEnvBefore);
  }, 180_000);

  test('when web cannot start after the CMS did, start stops the CMS and the stand-ins and exits non-zero', async () => {
    const dir = tempDir();
    const port = await ports();
    // A web server left from an earlier run answers every path, /healthz too: it must not pass for
    // the web server start spawns (which would die on EADDRINUSE while start said "running").
    const squatter = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => squatter.listen(port.web, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => squatter.close(() => resolve())));

    const run = start(startEnv(dir, port));
    const { code } = await run.exited;

    expect(code, run.output).toBe(1);
    expect(run.output).toContain('[start] starting web');
    expect(run.output).toContain(`[start] web cannot start: port ${port.web} is already in use`);
    expect(run.output).not.toContain('Dharma School is running.');
    expect(await listening(port.cms), 'the CMS was stopped').toBe(false);
    expect(await listening(port.kakao), 'the stand-in was stopped').toBe(false);
    expect(await listening(port.solapi), 'the SOLAPI stand-in was stopped').toBe(false);
  }, 240_000);

  test('with NODE_ENV=production and no KAKAO_CLIENT_ID it refuses to start', async () => {
    const dir = tempDir();
    const port = await ports();
    const run = start(startEnv(dir, port, { NODE_ENV: 'production' }));
    const { code } = await run.exited;

    expect(code, run.output).toBe(1);
    expect(run.output).toContain('[start] KAKAO_CLIENT_ID is not set.');
    expect(run.output).toContain('the dev stand-in does not run with NODE_ENV=production');
    expect(await listening(port.kakao)).toBe(false);
    expect(await listening(port.solapi)).toBe(false);
    expect(await listening(port.cms)).toBe(false);
    expect(await listening(port.web)).toBe(false);
  }, 30_000);
});
