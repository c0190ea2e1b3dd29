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

const { pids, postgresUrl } = workerData ?? {};
const SAMPLER = 'dharma-bench-sampler';

/** Resident memory of a process in kB, or NaN once it is gone. */
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
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}

/** Starts sampling memory of `pids` (and connections on PostgreSQL) in a worker until `stop()`. */
export async function startSampler(pids, postgresUrl) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { pids, postgresUrl } });
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

  let client = null;
  let connections = null;
  let stopping = false;
  let loop = Promise.resolve();
  if (postgresUrl) {
    // pg comes with the CMS, not with the repository root.
    const cmsRequire = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms/package.json'));
    const { Client } = cmsRequire('pg');
    // Named so that no sampler is counted: neither this one nor the one of the phase before, whose
    // backend can still be listed for a moment after it disconnected.
    client = new Client({ connectionString: postgresUrl, application_name: SAMPLER });
    await client.connect();
    connections = { peakOpen: 0, peakBusy: 0, samples: 0 };
    // `busy`: a connection running a statement or holding a transaction open, i.e. taken from a
    // CMS pool rather than idle in it.
    const sql = `select count(*)::int as open, count(*) filter (where state <> 'idle')::int as busy from pg_stat_activity where datname = current_database() and application_name <> '${SAMPLER}'`;
    loop = (async () => {
      while (!stopping) {
        try {
          const { rows } = await client.query(sql);
          connections.samples++;
          if (rows[0].open > connections.peakOpen && process.env.BENCH_DEBUG) {
            // Who held the connections at the peak, to tell a pool's connections from others.
            const who = await client.query(
              `select pid, application_name, state, backend_type, backend_start from pg_stat_activity where datname = current_database() and application_name <> '${SAMPLER}'`,
            );
            connections.atPeak = who.rows;
          }
          connections.peakOpen = Math.max(connections.peakOpen, rows[0].open);
          connections.peakBusy = Math.max(connections.peakBusy, rows[0].busy);
        } catch (error) {
          // A figure from a sampler that failed would read as "no connections": say so instead.
          connections.error = error.message;
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
  }

  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    stopping = true;
    clearInterval(rssTimer);
    sampleRss();
    await loop;
    await client?.end();
    parentPort.postMessage({ peakKb, peakTogetherKb, connections });
    parentPort.close();
  });
  parentPort.postMessage('ready');
}
