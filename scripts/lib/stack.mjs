// Starting the parts of the product as child processes: shared by `npm start`, the e2e tests and
// the bench, so all three run the product the same way.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_SOLAPI, DEV_SOLAPI_PORT } from '../solapi-stand-in/dev-keys.mjs';
import { GENERATED } from './env-file.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A part of the product running as a child process; `output` holds the last of what a quiet one wrote.
 * @typedef {import('node:child_process').ChildProcess & { name: string, output?: string }} Part
 */

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, name?: string }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, child, name = url } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${name} was not ready within ${timeoutMs / 1000}s (${url})`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
/**
 * V8's heap for the CMS, wherever it starts (npm start, npm run serve, the tests, the bench; the
 * systemd unit's ExecStart names the same, see deploy-files.test.ts). The CMS's live heap is about
 * 120–150 MB; with V8's defaults for a large machine its young generation took 128 MB and the old
 * one grew to three times the live heap between collections, 600–830 MB of RSS over a term of
 * reminders. A 16 MB semi-space and a 512 MB old space (V8 then lets it grow less before
 * collecting) keep it near 330 MB (docs/performance.md, "The year at scale").
 * @type {readonly string[]}
 */
export const CMS_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=512'];

/**
 * @param {string} name
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, quiet: boolean, nodeFlags?: readonly string[] }} options
 * @returns {Part}
 */
function run(name, args, { cwd, env, quiet, nodeFlags = [] }) {
  // DHARMA_NODE_ARGS: extra flags for node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses);
  // after the part's own, so that a later one of the same name wins.
  const nodeArgs = [...nodeFlags, ...(env.DHARMA_NODE_ARGS ? env.DHARMA_NODE_ARGS.split(' ').filter(Boolean) : [])];
  const child = /** @type {Part} */ (
    spawn(process.execPath, [...nodeArgs, ...args], {
      cwd,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
  );
  if (quiet) {
    child.output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      child.output = ((child.output ?? '') + chunk).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  child.name = name;
  return child;
}

/**
 * Refuses to start a part on a port something already answers on. Readiness is "the port answers
 * HTTP", so a server left from an earlier run (or anything else answering there) would otherwise
 * pass for the part just spawned, which dies on EADDRINUSE while start reports it running.
 * @param {string} name
 * @param {string} port
 * @param {string} variable the setting that moves the part to another port
 */
export async function mustBeFree(name, port, variable) {
  const taken = await new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) {
    throw new Error(
      `${name} cannot start: port ${port} is already in use (an earlier npm start still running, or another program). Stop it, or set ${variable} to another port.`,
    );
  }
}

/**
 * @param {Part} child
 * @param {string} url
 * @param {number} timeoutMs
 */
async function ready(child, url, timeoutMs) {
  try {
    await waitForUrl(url, { child, name: child.name, timeoutMs });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${/** @type {Error} */ (error).message}${child.output ? `\n--- ${child.name} output ---\n${child.output}` : ''}`);
  }
}

/**
 * Strapi from its compiled build; `env` must hold the CMS secrets.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [options]
 */
export async function startCms(env, { quiet = false } = {}) {
  const port = env.CMS_PORT ?? '1337';
  await mustBeFree('cms', port, 'CMS_PORT');
  const child = run('cms', [path.join(root, 'cms', 'scripts', 'start.js')], {
    cwd: path.join(root, 'cms'),
    env,
    quiet,
    nodeFlags: CMS_NODE_FLAGS,
  });
  await ready(child, `http://127.0.0.1:${port}/_health`, 180_000);
  return child;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [options]
 */
export async function startWeb(env, { quiet = false } = {}) {
  const port = env.PORT ?? '3000';
  await mustBeFree('web', port, 'PORT');
  const child = run('web', [path.join(root, 'web', 'server.mjs')], { cwd: path.join(root, 'web'), env, quiet });
  await ready(child, `http://127.0.0.1:${port}/healthz`, 60_000);
  return child;
}

/**
 * Env that points web and cms at a running Kakao stand-in (see scripts/kakao-stand-in).
 * @param {{ clientId: string, appId: number, urls: import('../kakao-stand-in/index.mjs').KakaoUrls }} standIn
 */
export function standInEnv(standIn) {
  return {
    KAKAO_CLIENT_ID: standIn.clientId,
    KAKAO_APP_ID: String(standIn.appId),
    KAKAO_AUTHORIZE_URL: standIn.urls.authorize,
    KAKAO_TOKEN_URL: standIn.urls.token,
    KAKAO_TOKEN_INFO_URL: standIn.urls.tokenInfo,
    KAKAO_USER_URL: standIn.urls.me,
  };
}

/**
 * Starts the stand-in as a child process (npm start), waiting until it answers.
 * @param {NodeJS.ProcessEnv} env
 */
export async function startStandInProcess(env) {
  const port = env.KAKAO_STAND_IN_PORT ?? '9400';
  await mustBeFree('kakao stand-in', port, 'KAKAO_STAND_IN_PORT');
  const child = run('kakao', [path.join(root, 'scripts', 'kakao-stand-in', 'run.mjs')], {
    cwd: root,
    env: { ...env, KAKAO_STAND_IN_PORT: port },
    quiet: false,
  });
  await ready(child, `http://127.0.0.1:${port}/v2/user/me`, 30_000);
  return child;
}

/**
 * Env that points the CMS at a running SOLAPI stand-in (see scripts/solapi-stand-in): the keys,
 * channel and sender it accepts, and where it listens (the CMS routes the SDK's calls there).
 * @param {string} url
 * @param {{ apiKey: string, apiSecret: string, pfId: string, sender: string }} [keys]
 */
export function solapiStandInEnv(url, keys = DEV_SOLAPI) {
  return {
    SOLAPI_API_KEY: keys.apiKey,
    SOLAPI_API_SECRET: keys.apiSecret,
    SOLAPI_KAKAO_PFID: keys.pfId,
    SOLAPI_SENDER: keys.sender,
    SOLAPI_STAND_IN_URL: url,
  };
}

/**
 * Starts the SOLAPI stand-in as a child process (npm start), waiting until it answers. It is
 * given the dev keys: `env` may hold no SOLAPI keys (that is when it runs).
 * @param {NodeJS.ProcessEnv} env
 */
export async function startSolapiStandInProcess(env) {
  const port = env.SOLAPI_STAND_IN_PORT ?? DEV_SOLAPI_PORT;
  await mustBeFree('solapi stand-in', port, 'SOLAPI_STAND_IN_PORT');
  const child = run('solapi', [path.join(root, 'scripts', 'solapi-stand-in', 'run.mjs')], {
    cwd: root,
    env: { ...env, ...solapiStandInEnv(`http://127.0.0.1:${port}`), SOLAPI_STAND_IN_PORT: port },
    quiet: false,
  });
  // Any answer will do (a refusal of an unsigned request is one).
  await ready(child, `http://127.0.0.1:${port}/messages/v4/groups`, 30_000);
  return child;
}

/**
 * @param {(Part | undefined)[]} children
 * @returns {Promise<void[]>}
 */
export function stopAll(children) {
  return Promise.all(
    children
      .filter((child) => child !== undefined)
      .map(
        (child) =>
          /** @type {Promise<void>} */ (
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            })
          ),
      ),
  );
}

/**
 * Runs parts of the product as one (npm start, npm run serve): each `start` resolves to a child
 * once it answers. If one stops on its own, or SIGINT/SIGTERM arrives, the others are stopped, the
 * last started first (web before the CMS it calls), and the process exits: 0 on a signal, 1
 * otherwise. Resolves when every part runs.
 * @param {string} label
 * @param {[name: string, start: () => Promise<Part>][]} starts
 */
export async function runTogether(label, starts) {
  /** @type {Part[]} */
  const children = [];
  let stopping = false;
  const shutdown = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    for (const child of [...children].reverse()) await stopAll([child]);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    for (const [name, start] of starts) {
      console.log(`[${label}] starting ${name}…`);
      const child = await start();
      children.push(child);
      // It may have died between answering and here; its 'exit' has then been and gone.
      if (child.exitCode !== null || child.signalCode)
        throw new Error(`${child.name} stopped right after it started (${child.signalCode ?? `exit code ${child.exitCode}`}).`);
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(`\n[${label}] ${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
        void shutdown(1);
      });
    }
  } catch (error) {
    console.error(`\n[${label}] ${/** @type {Error} */ (error).message}`);
    await shutdown(1);
  }
}

/**
 * A fresh set of every secret `npm start` would generate, for a throwaway stack (tests, bench).
 * @returns {Record<keyof typeof GENERATED, string>}
 */
export function freshSecrets() {
  return /** @type {Record<keyof typeof GENERATED, string>} */ (
    Object.fromEntries(Object.entries(GENERATED).map(([name, make]) => [name, make()]))
  );
}
