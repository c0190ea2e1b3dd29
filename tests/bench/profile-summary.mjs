// Summarises V8 CPU profiles (node --cpu-prof) by where the time goes: self time per package (or
// our own source folder) and the hottest functions. Used by `npm run bench` with BENCH_PROFILE.
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the summary reads of a V8 CPU profile (node --cpu-prof writes `samples` and `timeDeltas`
 * always, unlike inspector's Profiler.Profile, which has them optional).
 * @typedef {object} CpuProfile
 * @property {number} startTime µs
 * @property {number} endTime µs
 * @property {{ id: number, hitCount?: number, callFrame: { functionName: string, url: string, lineNumber: number } }[]} nodes
 * @property {number[]} samples node ids
 * @property {number[]} timeDeltas µs since the sample before
 */

/** @param {string} url */
function owner(url) {
  if (!url) return '(native / idle / gc)';
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = file.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (file.startsWith('node:')) return file;
  const m = /(cms-plugins\/[^/]+|cms\/dist\/src\/[^/]+|cms\/dist\/config|config\/dist|web\/build\/server|web\/server\.mjs)/.exec(file);
  return m ? m[1] : file;
}

/**
 * `lastSeconds` counts only the samples of the profile's last seconds: a CMS profile covers start-up
 * and the demo seed too, which would drown a short load run.
 * @param {string} file
 * @param {number} [top] how many packages and functions
 * @param {{ lastSeconds?: number }} [options]
 */
export function summarise(file, top = 12, { lastSeconds } = {}) {
  /** @type {CpuProfile} */
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length); // µs per sample
  if (lastSeconds) {
    const from = profile.endTime - lastSeconds * 1e6;
    /** @type {Map<number, number>} */
    const hits = new Map();
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i];
      if (t >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
    });
    for (const node of profile.nodes) node.hitCount = hits.get(node.id) ?? 0;
  }
  /** @type {Map<string, number>} */
  const byOwner = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = ((node.hitCount ?? 0) * interval) / 1000;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += ms;
    const o = owner(url);
    byOwner.set(o, (byOwner.get(o) ?? 0) + ms);
    const key = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''} [${o}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  /** @param {Map<string, number>} map */
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  return [
    `${path.basename(file)}: ${total.toFixed(0)} ms of CPU (busy samples${lastSeconds ? `, last ${lastSeconds} s` : ''})`,
    ' by package / folder:',
    ...rows(byOwner),
    ' hottest functions (self time):',
    ...rows(byFunction),
  ].join('\n');
}

/**
 * A CMS profile cut to a window of the run (V8 stamps samples with the same monotonic clock as
 * process.hrtime), written beside it as `<name>.<label>.json` and summarised by package and function.
 * @param {string} file
 * @param {{ fromUs: number, toUs: number }} window
 * @param {string} label
 */
export function summariseWindow(file, { fromUs, toUs }, label, top = 15) {
  if (!fs.existsSync(file)) return `${path.basename(file)}: no profile written`;
  /** @type {CpuProfile} */
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  /** @type {Map<number, number>} */
  const hits = new Map();
  /** @type {number[]} */
  const samples = [];
  /** @type {number[]} */
  const timeDeltas = [];
  let t = profile.startTime;
  let last = fromUs;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
    samples.push(id);
    timeDeltas.push(t - last);
    last = t;
  });
  for (const node of profile.nodes) node.hitCount = hits.get(node.id) ?? 0;
  const cut = path.join(path.dirname(file), `${path.basename(file, '.cpuprofile')}.${label}.json`);
  fs.writeFileSync(cut, JSON.stringify({ ...profile, startTime: fromUs, endTime: toUs, samples, timeDeltas }));
  return summarise(cut, top);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--last=<seconds>` before the files: only the profiles' last seconds.
  const last = Number(process.argv.find((a) => a.startsWith('--last='))?.slice('--last='.length)) || undefined;
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--')))
    console.log(`${summarise(file, 12, { lastSeconds: last })}\n`);
}
