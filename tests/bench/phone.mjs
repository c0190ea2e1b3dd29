// The phone rows of `npm run bench` (BENCH_ONLY=phone): Debian's Chromium at 360 px with 4× CPU
// slowdown and a slow 4G network (400 ms round trip, 400 kbit/s each way), signed in as the
// demo learner (the page rows' session cookie), on the home page, /studyroom/current and today's
// day page. Each load is a fresh browser context (cold cache); per page the median of
// BENCH_PHONE_LOADS loads, taken interleaved. Figures:
//   LCP — the last largest-contentful-paint entry before the page went quiet;
//   TBT — total blocking time: of every long task after first contentful paint (the part after
//         FCP for one that began before), what went past 50 ms, until the page was quiet (no
//         request and no long task for QUIET_MS) — Lighthouse's definition, its TTI window
//         replaced by the quiet window;
//   JS  — bytes of JavaScript on the wire until the page was quiet (compressed, with headers:
//         CDP's encodedDataLength), and of it the bodies alone (the HTTP/1.1 headers here, ~0.9 KB
//         a file, mostly compress away in HTTP/2 behind nginx).
// BENCH_PHONE_BASELINE=<a web build directory> (web/build of another checkout) also serves that
// build from a second web server beside this one (same CMS, same secrets) and measures both in the
// same run, loads interleaved: on a shared machine only figures from one run compare.
// BENCH_PHONE_TRACE=<dir> also writes a Chromium performance trace of each page's first load
// (open it in the DevTools Performance panel) to see what the long tasks run.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBaselineWeb } from './baseline-web.mjs';
import { CHROMIUM_LAUNCH } from '../support/chromium.mjs';
import { median, table } from './report.mjs';

const LOADS = Number(process.env.BENCH_PHONE_LOADS ?? 3);
const BASELINE = process.env.BENCH_PHONE_BASELINE ? path.resolve(process.env.BENCH_PHONE_BASELINE) : null;
const TRACE_DIR = process.env.BENCH_PHONE_TRACE ? path.resolve(process.env.BENCH_PHONE_TRACE) : null;
// The tiny run (BENCH_TINY, in npm test) takes the same steps on an unthrottled phone, quiet sooner.
const TINY = process.env.BENCH_TINY === '1';
const CPU_SLOWDOWN = TINY ? 1 : 4;
const NETWORK = TINY
  ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
  : { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const VIEWPORT = { width: 360, height: 780 };
const QUIET_MS = TINY ? 300 : 2000;
const LOAD_TIMEOUT_MS = 60_000;
const TARGETS = { lcpMs: 2500, tbtMs: 100, homeJsKb: 100 };

/**
 * What `observe` keeps in the page (window.__phoneBench).
 * @typedef {{ fcp: number | null, lcp: number | null, longTasks: [start: number, duration: number][], lastLongTaskEnd: number }} Seen
 *
 * A script on the wire: its bytes with headers (CDP's encodedDataLength) and the headers' part.
 * @typedef {{ url: string, bytes: number, headerBytes: number }} Script
 *
 * The figures of one load.
 * @typedef {object} Load
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} longTasks
 * @property {number} longestTask
 * @property {number} jsBytes
 * @property {number} jsBodyBytes
 * @property {number} jsFiles
 * @property {Script[]} scripts
 *
 * An event of a Chromium trace, as far as summariseTrace reads it.
 * @typedef {object} TraceEvent
 * @property {string} ph
 * @property {string} name
 * @property {number} pid
 * @property {number} tid
 * @property {number} ts µs
 * @property {number} dur µs
 * @property {{ name?: string, fileName?: string, data?: { url?: string, stackTrace?: { url?: string }[] } }} [args]
 */

/** Runs in the page before its own scripts: keeps every paint, LCP and long-task entry. */
function observe() {
  /** @type {Seen} */
  const seen = { fcp: null, lcp: null, longTasks: [], lastLongTaskEnd: 0 };
  window.__phoneBench = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      seen.longTasks.push([e.startTime, e.duration]);
      seen.lastLongTaskEnd = Math.max(seen.lastLongTaskEnd, e.startTime + e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * One cold load of `url` on the emulated phone; the figures of that load.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, cookie: string, webUrl: string, trace: string | null }} load
 * @returns {Promise<Load>}
 */
async function loadOnce(browser, { url, cookie, webUrl, trace }) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  try {
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url: webUrl }]);
    }
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    /** @type {Map<string, Script>} */
    const scripts = new Map();
    /** @type {Set<string>} */
    const inFlight = new Set();
    let lastNetwork = 0;
    /** @type {(response: { mimeType?: string } | undefined, type: string | undefined) => boolean} */
    const isScript = (response, type) => type === 'Script' || /javascript|ecmascript/.test(response?.mimeType ?? '');
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      inFlight.add(requestId);
      lastNetwork = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      // What has arrived when the response starts is its status line and headers.
      if (isScript(response, type)) scripts.set(requestId, { url: response.url, bytes: 0, headerBytes: response.encodedDataLength ?? 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      inFlight.delete(requestId);
      lastNetwork = Date.now();
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      inFlight.delete(requestId);
      lastNetwork = Date.now();
    });

    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()} on the phone`);
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} went to ${page.url()} on the phone (signed out?)`);
    // Quiet: nothing on the wire and no long task for QUIET_MS (hydration may run past `load`).
    const started = Date.now();
    let lastLongTaskEnd = 0;
    let lastLongTaskSeen = Date.now();
    for (;;) {
      await page.waitForTimeout(250);
      const end = await page.evaluate(() => window.__phoneBench.lastLongTaskEnd);
      if (end !== lastLongTaskEnd) {
        lastLongTaskEnd = end;
        lastLongTaskSeen = Date.now();
      }
      const quietSince = Math.max(lastNetwork, lastLongTaskSeen);
      if ((inFlight.size === 0 && Date.now() - quietSince >= QUIET_MS) || Date.now() - started > LOAD_TIMEOUT_MS) break;
    }
    if (trace) await browser.stopTracing();
    const seen = await page.evaluate(() => window.__phoneBench);
    const fcp = seen.fcp ?? 0;
    const tbt = seen.longTasks.reduce((sum, [start, duration]) => {
      const after = start + duration - Math.max(start, fcp);
      return sum + Math.max(0, after - 50);
    }, 0);
    const js = [...scripts.values()];
    return {
      fcp,
      lcp: seen.lcp ?? NaN,
      tbt,
      longTasks: seen.longTasks.length,
      longestTask: Math.max(0, ...seen.longTasks.map(([, d]) => d)),
      jsBytes: js.reduce((sum, s) => sum + s.bytes, 0),
      jsBodyBytes: js.reduce((sum, s) => sum + Math.max(0, s.bytes - s.headerBytes), 0),
      jsFiles: js.length,
      scripts: js,
    };
  } finally {
    await context.close();
  }
}

/**
 * Where a trace's long tasks (> 50 ms on the page's main thread) spend their time: self time by
 * trace event, scripts named by file. Printed with BENCH_PHONE_TRACE.
 * @param {string} file
 */
export function summariseTrace(file, top = 10) {
  /** @type {{ traceEvents: TraceEvent[] }} */
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const complete = traceEvents.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`) && e.dur > 0);
  const longTasks = complete.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
  /** @type {Map<string, number>} */
  const byKey = new Map();
  for (const task of longTasks) {
    const inside = complete
      .filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time: each event's duration less that of the events directly inside it.
    /** @type {TraceEvent[]} */
    const stack = [];
    /** @type {Map<TraceEvent, number>} */
    const self = new Map();
    for (const e of inside) {
      /** @type {() => TraceEvent} the innermost event still open (called only while there is one) */
      const open = () => /** @type {TraceEvent} */ (stack.at(-1));
      while (stack.length && open().ts + open().dur <= e.ts) stack.pop();
      if (stack.length) self.set(open(), (self.get(open()) ?? open().dur) - e.dur);
      self.set(e, self.get(e) ?? e.dur);
      stack.push(e);
    }
    for (const [e, us] of self) {
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? e.args?.fileName ?? '';
      const key = `${e.name}${url ? ` ${path.basename(url.split('?')[0])}` : ''}`;
      byKey.set(key, (byKey.get(key) ?? 0) + us);
    }
  }
  const total = longTasks.reduce((sum, t) => sum + t.dur, 0);
  return [
    `${path.basename(file)}: ${longTasks.length} long tasks, ${(total / 1000).toFixed(0)} ms (${longTasks.map((t) => (t.dur / 1000).toFixed(0)).join(', ')} ms); self time inside them:`,
    ...[...byKey]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `  ${(us / 1000).toFixed(0).padStart(5)} ms  ${k}`),
  ].join('\n');
}

/**
 * The phone rows for the signed-in `learner` ({ cookie, pages } from run.mjs: the day page is the
 * last of its pages) on `stack.webUrl`. Returns the printed table.
 * @param {{ webUrl: string, env: NodeJS.ProcessEnv }} stack
 * @param {{ email: string, cookie: string, pages: string[] }} learner
 */
export async function phoneBench(stack, learner) {
  const day = learner.pages.find((p) => /^\/studyroom\/courses\/[^/]+\/\d+$/.test(p));
  if (!day) throw new Error(`the learner's pages hold no day page: ${learner.pages.join(', ')}`);
  const pages = ['/', '/studyroom/current', day];
  const baseline = BASELINE
    ? await startBaselineWeb(BASELINE, stack.env, Number(new URL(stack.webUrl).port) + 2, 'BENCH_PHONE_BASELINE')
    : null;
  // Each page on this build and, with BENCH_PHONE_BASELINE, on the baseline build next to it.
  const targets = pages.flatMap((page) => [
    ...(baseline ? [{ page, build: 'baseline', webUrl: baseline.url }] : []),
    { page, build: baseline ? 'this build' : '', webUrl: stack.webUrl },
  ]);
  const results = targets.map(() => /** @type {Load[]} */ ([]));
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      if (TRACE_DIR) fs.mkdirSync(TRACE_DIR, { recursive: true });
      for (let round = 0; round < LOADS; round++) {
        for (const [i, t] of targets.entries()) {
          const name = `phone${t.build ? `-${t.build.replace(/\W+/g, '-')}` : ''}${t.page.replace(/\W+/g, '-') || '-home'}.json`;
          const trace = TRACE_DIR && round === 0 ? path.join(TRACE_DIR, name) : null;
          results[i].push(await loadOnce(browser, { url: `${t.webUrl}${t.page}`, cookie: learner.cookie, webUrl: t.webUrl, trace }));
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await baseline?.stop();
  }
  /** @type {[title: string, width: number][]} */
  const header = [
    ['page', 34],
    ...(baseline ? [/** @type {[string, number]} */ (['build', 10])] : []),
    ['LCP ms', 7],
    ['TBT ms', 7],
    ['FCP ms', 7],
    ['long tasks', 10],
    ['longest ms', 10],
    ['JS KB', 6],
    ['of it bodies KB', 15],
    ['JS files', 8],
  ];
  const rows = targets.map((t, i) => {
    const r = results[i];
    return {
      page: t.page,
      build: t.build,
      lcp: median(r.map((x) => x.lcp)),
      tbt: median(r.map((x) => x.tbt)),
      fcp: median(r.map((x) => x.fcp)),
      longTasks: median(r.map((x) => x.longTasks)),
      longest: median(r.map((x) => x.longestTask)),
      jsKb: median(r.map((x) => x.jsBytes)) / 1024,
      jsBodyKb: median(r.map((x) => x.jsBodyBytes)) / 1024,
      jsFiles: median(r.map((x) => x.jsFiles)),
    };
  });
  const verdicts = rows
    .filter((r) => r.build !== 'baseline')
    .map((r) => {
      const met = r.lcp <= TARGETS.lcpMs && r.tbt <= TARGETS.tbtMs && (r.page !== '/' || r.jsKb <= TARGETS.homeJsKb);
      return `${r.page}: ${met ? 'met' : 'NOT met'}`;
    });
  const lines = [
    `phone — Chromium at ${VIEWPORT.width}×${VIEWPORT.height} px, ${TINY ? 'neither CPU nor network slowed (the tiny run)' : `${CPU_SLOWDOWN}× CPU slowdown, ${NETWORK.latency} ms round trip and ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s each way`}; signed in as ${learner.email}; each load a fresh context (cold cache), median of ${LOADS}`,
    '',
    ...table(
      header,
      rows.map((r) => [
        r.page,
        ...(baseline ? [r.build] : []),
        Math.round(r.lcp),
        Math.round(r.tbt),
        Math.round(r.fcp),
        r.longTasks,
        Math.round(r.longest),
        r.jsKb.toFixed(1),
        r.jsBodyKb.toFixed(1),
        r.jsFiles,
      ]),
    ),
    '',
    `target: LCP ≤ ${TARGETS.lcpMs} ms and TBT ≤ ${TARGETS.tbtMs} ms on each page, the home page's JavaScript ≤ ${TARGETS.homeJsKb} KB compressed — ${verdicts.join(', ')}`,
  ];
  if (process.env.BENCH_DEBUG)
    for (const [i, t] of targets.entries())
      lines.push(
        `${t.page} ${t.build} scripts (first load): ${results[i][0].scripts.map((s) => `${s.url.replace(t.webUrl, '')} ${(s.bytes / 1024).toFixed(1)}`).join(', ')}`,
      );
  if (process.env.BENCH_DEBUG)
    for (const [i, t] of targets.entries())
      lines.push(
        `${t.page} ${t.build} each load (LCP/TBT ms): ${results[i].map((x) => `${Math.round(x.lcp)}/${Math.round(x.tbt)}`).join(', ')}`,
      );
  if (TRACE_DIR)
    for (const file of fs.readdirSync(TRACE_DIR).filter((f) => f.startsWith('phone') && f.endsWith('.json')))
      lines.push(summariseTrace(path.join(TRACE_DIR, file)));
  lines.push(
    `reproduce: BENCH_ONLY=phone BENCH_PHONE_LOADS=${LOADS}${BASELINE ? ` BENCH_PHONE_BASELINE=${BASELINE}` : ''} npm run bench   (BENCH_PHONE_BASELINE=<web build dir> to compare, BENCH_PHONE_TRACE=<dir> for traces, BENCH_DEBUG=1 for each load and the scripts)`,
  );
  return lines.join('\n');
}
