// A throwaway PostgreSQL 15 cluster (Debian's `postgresql` package), shared by the test harness,
// `npm test` (which fails rather than skips the PostgreSQL stage when it is missing) and the bench.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
export const POSTGRES_MISSING = 'PostgreSQL 15 is not installed: apt-get install postgresql';

/**
 * @typedef {object} RunningPostgres
 * @property {string} url postgres://postgres@127.0.0.1:PORT/DATABASE (trust authentication, no password)
 * @property {number} port
 * @property {string} database
 * @property {() => Promise<void>} stop
 */

export function postgresInstalled() {
  return fs.existsSync(path.join(POSTGRES_BIN, 'initdb'));
}

/**
 * initdb into a temp dir, the server on a private socket dir and a free port on 127.0.0.1 (knex
 * and `pg` speak TCP), one database, and `stop()` removes it all. Returns null when PostgreSQL 15
 * is not installed.
 *
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user, which
 * then owns the temp dir. fsync is off: the cluster is thrown away, and a process killed mid-write
 * (what tests do) loses nothing either way; only a machine crash would.
 * @param {{ database?: string }} [options]
 * @returns {Promise<RunningPostgres | null>}
 */
export async function startPostgres(options = {}) {
  if (!postgresInstalled()) return null;
  const database = options.database ?? 'dharma';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  fs.mkdirSync(socketDir);

  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    for (const p of [dir, socketDir]) fs.chownSync(p, uid, gid);
  }
  const run = (/** @type {string} */ bin, /** @type {string[]} */ args) => {
    /** @type {[string, string[]]} */
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, bin), ...args]]
      : [path.join(POSTGRES_BIN, bin), args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${bin} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr}${result.stdout}\n${log}`);
    }
    return result.stdout;
  };

  let started = false;
  const stopNow = (/** @type {'fast' | 'immediate'} */ mode) => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      } catch {
        // already gone
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A process that dies without stop() must not leave a server running.
  const onExit = () => stopNow('immediate');
  process.once('exit', onExit);

  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '-A', 'trust', '--no-sync']);
    const port = await freePort();
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      logFile,
      '-w',
      'start',
    ]);
    started = true;
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
      port,
      database,
      async stop() {
        process.removeListener('exit', onExit);
        stopNow('fast');
      },
    };
  } catch (error) {
    process.removeListener('exit', onExit);
    stopNow('immediate');
    throw error;
  }
}
