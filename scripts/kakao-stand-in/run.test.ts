import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { root } from '../lib/stack.mjs';
import { cleanEnv, freePort, listening, runNode, type Run } from '../lib/test-processes';

/** The dev Kakao stand-in as `npm start` runs it: a process that must never serve in production. */
const RUN = path.join(root, 'scripts', 'kakao-stand-in', 'run.mjs');
const runs: Run[] = [];
afterEach(async () => {
  await Promise.all(runs.splice(0).map((r) => r.stop()));
});

test('with NODE_ENV=production the stand-in refuses to run: non-zero exit, a message, nothing listening', async () => {
  const port = await freePort();
  const run = runNode(RUN, { env: cleanEnv({ NODE_ENV: 'production', KAKAO_STAND_IN_PORT: String(port) }), cwd: root });
  runs.push(run);
  const { code } = await run.exited;
  expect(code, run.output).not.toBe(0);
  expect(run.output).toContain('The Kakao stand-in refuses to run with NODE_ENV=production.');
  expect(run.output).not.toContain('listening');
  expect(await listening(port)).toBe(false);
}, 20_000);

test('in development the same command serves the stand-in (so the refusal above is about production)', async () => {
  const port = await freePort();
  const run = runNode(RUN, { env: cleanEnv({ NODE_ENV: 'development', KAKAO_STAND_IN_PORT: String(port) }), cwd: root });
  runs.push(run);
  await expect.poll(() => listening(port), { timeout: 10_000 }).toBe(true);
  const res = await fetch(`http://127.0.0.1:${port}/v2/user/me`);
  expect(res.status).toBeLessThan(500);
  await run.stop();
  expect((await run.exited).code).toBe(0);
  expect(await listening(port)).toBe(false);
}, 20_000);
