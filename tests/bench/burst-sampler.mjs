// Samples, while a phase of the apply burst runs, each CMS process's resident memory (VmRSS from
// /proc, every 100 ms) and — on PostgreSQL — the connections open to the database (every 200 ms,
// from a connection of its own that is not counted). It runs in a worker thread: the bench's main
// thread is busy with a thousand requests at once and would delay the samples exactly when they
// matter. The bench's stages start it with startSampler and read CPU with cpuSeconds.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * What the worker is started with (startSampler).
 * @typedef {{ pids: (number | undefined)[], postgresUrl?: string }} SamplerData
 *
 * The database connections seen on PostgreSQL: the most open and the most busy at one sample.
 * @typedef {object} Connections
 * @property {number} peakOpen
 * @property {number} peakBusy
 * @property {number} samples
 * @property {{ pid: number, state: string, application_name: string }[]} [atPeak] with BENCH_DEBUG: who held the connections at the peak
 * @property {string} [error] why sampling stopped early
 *
 * What `stop()` answers.
 * @typedef {{ peakKb: number[], peakTogetherKb: number, connections: Connections | null }} SamplerResult
 */

const { pids, postgresUrl } = /** @type {SamplerData} */ (workerData ?? {});
const SAMPLER = 'dharma-bench-sampler';

/**
 * Resident memory of a process in kB, or NaN once it is gone.
 * @param {number | undefined} pid
 */
export function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds a child process has used (user + system, from /proc): CPU per request is the figure
 * that stays the same when other work shares the machine, unlike requests per second.
 */
const TICKS = 100;
/** @param {number | undefined} pid */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}

/**
 * Starts sampling memory of `pids` (and connections on PostgreSQL) in a worker until `stop()`.
 * @param {(number | undefined)[]} pids a child's pid is undefined when it never started: its RSS reads NaN
 * @param {string} [postgresUrl]
 * @returns {Promise<{ stop(): Promise<SamplerResult> }>}
 */
export async function startSampler(pids, postgresUrl) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { pids, postgresUrl } });
  /** @type {() => Promise<any>} the worker's next message: 'ready', then the SamplerResult */
  const next = () =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  return {
    stop() {
      const result = next();
      worker.postMessage('stop');
      return result;
    },
  };
}

if (parentPort) {
  const port = parentPort;
  const peakKb = pids.map(() => 0);
  let peakTogetherKb = 0;
  const sampleRss = () => {
    const now = pids.map(rssKb);
    now.forEach((kb, i) => {
      if (kb > peakKb[i]) peakKb[i] = kb;
    });
    const together = now.reduce((a, b) => a + b, 0);
    if (together > peakTogetherKb) peakTogetherKb = together;
  };
  sampleRss();
  const rssTimer = setInterval(sampleRss, 100);

  /** @type {import('../../scripts/lib/backup.mjs').PgClient | null} */
  let client = null;
  /** @type {Connections | null} */
  let connections = null;
  let stopping = false;
  let loop = Promise.resolve();
  if (postgresUrl) {
    // pg comes with the CMS, not with the repository root.
    const cmsRequire = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms/package.json'));
    const { Client } = cmsRequire('pg');
    // Named so that no sampler is counted: neither this one nor the one of the phase before, whose
    // backend can still be listed for a moment after it disconnected.
    const pg = /** @type {import('../../scripts/lib/backup.mjs').PgClient} */ (
      new Client({ connectionString: postgresUrl, application_name: SAMPLER })
    );
    client = pg;
    await pg.connect();
    /** @type {Connections} */
    const seen = { peakOpen: 0, peakBusy: 0, samples: 0 };
    connections = seen;
    // `busy`: a connection running a statement or holding a transaction open, i.e. taken from a
    // CMS pool rather than idle in it.
    const sql = `select count(*)::int as open, count(*) filter (where state <> 'idle')::int as busy from pg_stat_activity where datname = current_database() and application_name <> '${SAMPLER}'`;
    loop = (async () => {
      while (!stopping) {
        try {
          const { rows } = await pg.query(sql);
          seen.samples++;
          if (rows[0].open > seen.peakOpen && process.env.BENCH_DEBUG) {
            // Who held the connections at the peak, to tell a pool's connections from others.
            const who = await pg.query(
              `select pid, application_name, state, backend_type, backend_start from pg_stat_activity where datname = current_database() and application_name <> '${SAMPLER}'`,
            );
            seen.atPeak = /** @type {Connections['atPeak']} */ (who.rows); // the columns selected
          }
          seen.peakOpen = Math.max(seen.peakOpen, rows[0].open);
          seen.peakBusy = Math.max(seen.peakBusy, rows[0].busy);
        } catch (error) {
          // A figure from a sampler that failed would read as "no connections": say so instead.
          seen.error = /** @type {Error} */ (error).message;
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
  }

  port.on('message', async (message) => {
    if (message !== 'stop') return;
    stopping = true;
    clearInterval(rssTimer);
    sampleRss();
    await loop;
    await client?.end();
    port.postMessage({ peakKb, peakTogetherKb, connections });
    port.close();
  });
  port.postMessage('ready');
}
