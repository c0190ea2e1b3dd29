// Another checkout's web build served beside this one from the same CMS, so a row of the bench
// can compare two builds in one run (BENCH_PHONE_BASELINE, BENCH_PAGES_BASELINE): the machine's
// load then falls on both alike, which two runs minutes apart on a shared machine do not give.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { root, waitForUrl } from '../../scripts/lib/stack.mjs';

/**
 * web/server.mjs serving the build in `buildDir` on `port` with the stack's `env`: a copy of the
 * server beside web/server.mjs (so it finds web's packages) with a copy of that build.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port
 * @param {string} setting the variable that named `buildDir`, for the error when it holds no build
 */
export async function startBaselineWeb(buildDir, env, port, setting) {
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) throw new Error(`${setting}: ${buildDir} holds no web build`);
  const dir = fs.mkdtempSync(path.join(root, 'web', '.bench-baseline-'));
  /** @param {import('node:child_process').ChildProcess | null} child */
  const stop = async (child) => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  try {
    for (const file of ['server.mjs', 'logger.mjs', 'metrics.mjs', 'package.json'])
      fs.copyFileSync(path.join(root, 'web', file), path.join(dir, file));
    fs.cpSync(buildDir, path.join(dir, 'build'), { recursive: true });
    child = spawn(process.execPath, [path.join(dir, 'server.mjs')], { cwd: dir, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
    await waitForUrl(`http://127.0.0.1:${port}/healthz`, { child, name: 'baseline web', timeoutMs: 60_000 });
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}
