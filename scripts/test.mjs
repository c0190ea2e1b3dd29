// `npm test`: build, then typecheck, lint and unit tests side by side (each mostly one process, so
// two cores take all three in about the typecheck's time), integration (on SQLite and on PostgreSQL,
// side by side: each is one process after another, so two cores run both at once; every stage of
// `npm run bench` at a tiny size runs beside them) and end-to-end
// tests (two spec files at a time, tests/e2e/playwright.config.ts), stopping after the first
// failing step. Without PostgreSQL 15 the PostgreSQL stage fails (in CI and locally alike):
// a run that never touched PostgreSQL is not a pass. Ends with each stage's time and one summary
// line: "tests: N passed, N failed, N skipped", after a line for each failed test, where a stage that failed counts as at least one failure even
// when its report holds no failed test.
// First: on a Node that engines does not allow, one line and exit before anything else runs.
import './check-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/stack.mjs';
import { POSTGRES_MISSING, postgresInstalled } from './lib/postgres.mjs';
import {
  countPlaywrightReport,
  countVitestReport,
  failureLines,
  playwrightFailures,
  readReport,
  summarise,
  summaryLines,
  vitestFailures,
} from './lib/test-report.mjs';

/**
 * A stage of the run: how it runs (to a log file when beside others), and where its report is and
 * how it is read, for a stage of tests.
 * @typedef {{ logFile?: string, extraEnv?: NodeJS.ProcessEnv }} RunOptions
 * @typedef {object} Stage
 * @property {string} name
 * @property {string} [report]
 * @property {(report: any) => import('./lib/test-report.mjs').Counts} [count]
 * @property {(report: any) => import('./lib/test-report.mjs').Failure[]} [failures]
 * @property {(report: string | undefined, options?: RunOptions) => Promise<boolean>} run
 * @typedef {{ parallel: Stage[], name?: undefined }} SideBySide
 */

const out = path.join(root, 'tests', '.artifacts');
fs.mkdirSync(out, { recursive: true });
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };

/** @type {[name: string, seconds: number][]} */
const times = [];
// Which Node ran the suite is part of its result: CI runs it on Node 24 (.ci/run), the line we deploy.
console.log(`npm test on Node ${process.version} (${process.platform}-${process.arch})`);

/**
 * Runs one stage. Alone, its output goes straight to the console; beside another (`logFile`), it
 * goes to that file and is printed whole after the group ends, so two stages never interleave.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<boolean>}
 */
function run(name, cmd, args, { logFile, extraEnv } = {}) {
  const started = Date.now();
  if (!logFile) console.log(`\n── ${name} ─────────────────────────────────────────`);
  else console.log(`── ${name}: started beside another stage (its output follows when it ends)`);
  const log = logFile ? fs.openSync(logFile, 'w') : null;
  const child = spawn(cmd, args, { cwd: root, stdio: log === null ? 'inherit' : ['ignore', log, log], env: { ...env, ...extraEnv } });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push([name, seconds]);
      if (log !== null) fs.closeSync(log);
      else console.log(`── ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
/** @type {(project: string) => Stage} */
const vitestStage = (project) => ({
  name: project,
  report: path.join(out, `${project}.json`),
  count: countVitestReport,
  failures: (report) => vitestFailures(report, root),
  run(report, options) {
    return run(
      project,
      vitest,
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      options,
    );
  },
});

/** @type {((Stage & { parallel?: undefined }) | SideBySide)[]} */
const stages = [
  { name: 'build', run: () => run('build', process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-missing']) },
  // Side by side: none needs another's output, and none keeps two cores busy alone.
  {
    parallel: [
      { name: 'typecheck', run: (_, options) => run('typecheck', 'npm', ['run', '--silent', 'typecheck'], options) },
      // ESLint and Prettier's check: a finding or an unformatted file fails the run like a failed test.
      { name: 'lint', run: (_, options) => run('lint', 'npm', ['run', '--silent', 'lint'], options) },
      vitestStage('unit'),
    ],
  },
  // Side by side: the same tests on SQLite and on PostgreSQL, each file after another in its own
  // process (Strapi's globals), so together they keep two cores busy; beside them every stage of
  // `npm run bench` at its tiny size (BENCH_TINY), which fails when a stage throws or prints no
  // table row, so a stage that no longer runs is seen here and not at the next measurement.
  {
    parallel: [
      {
        name: 'bench-tiny',
        run: (_, options) =>
          run('bench-tiny', process.execPath, [path.join(root, 'tests', 'bench', 'run.mjs')], {
            ...options,
            extraEnv: { BENCH_TINY: '1' },
          }),
      },
      vitestStage('integration'),
      {
        ...vitestStage('integration-postgres'),
        run(report, options) {
          if (postgresInstalled()) return vitestStage('integration-postgres').run(report, options);
          console.log(
            `\n── integration-postgres ─────────────────────────────────────────\n${POSTGRES_MISSING}\n── integration-postgres: FAILED`,
          );
          return Promise.resolve(false);
        },
      },
    ],
  },
  {
    name: 'e2e',
    report: path.join(out, 'e2e.json'),
    count: countPlaywrightReport,
    failures: playwrightFailures,
    run(report) {
      env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
      return run('e2e', path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']);
    },
  },
];

/** @type {import('./lib/test-report.mjs').StageResult[]} */
const results = [];
/** @type {{ stage: string, failures: import('./lib/test-report.mjs').Failure[] }[]} */
const failures = [];
let stopped = false;
const started = Date.now();
/** Each step's wall time: a stage's own, or a side-by-side group's with its stages' inside. */
/** @type {string[]} */
const stepTimes = [];
for (const step of stages) {
  const group = step.parallel ?? [/** @type {Stage} */ (step)];
  if (stopped) {
    for (const stage of group) results.push({ name: stage.name, status: 'not run' });
    continue;
  }
  for (const stage of group) if (stage.report) fs.rmSync(stage.report, { force: true });
  const stepStarted = Date.now();
  const logFile = (/** @type {Stage} */ stage) => (group.length > 1 ? path.join(out, `${stage.name}.log`) : undefined);
  const oks = await Promise.all(group.map((stage) => stage.run(stage.report, logFile(stage) ? { logFile: logFile(stage) } : undefined)));
  // Side-by-side stages' outputs follow the group, a failed stage's last: a log read from its tail
  // (CI keeps the tail) shows the failure, not the stage that passed beside it.
  if (group.length > 1) {
    const order = group.map((stage, i) => ({ stage, ok: oks[i] })).sort((a, b) => Number(b.ok) - Number(a.ok));
    for (const { stage, ok } of order) {
      console.log(`\n── ${stage.name} ─────────────────────────────────────────`);
      // Beside another stage, each has its log file.
      const log = /** @type {string} */ (logFile(stage));
      if (fs.existsSync(log)) process.stdout.write(fs.readFileSync(log, 'utf8'));
      console.log(`── ${stage.name}: ${ok ? 'ok' : 'FAILED'} (${times.find(([n]) => n === stage.name)?.[1] ?? '–'} s)`);
    }
  }
  group.forEach((stage, i) => {
    const report = stage.report ? readReport(stage.report) : null;
    results.push({
      name: stage.name,
      status: oks[i] ? 'ok' : 'failed',
      counts: report && stage.count ? stage.count(report) : null,
      expectsReport: Boolean(stage.report),
    });
    if (report && stage.failures) failures.push({ stage: stage.name, failures: stage.failures(report) });
  });
  const seconds = (/** @type {string | undefined} */ name) => times.find(([n]) => n === name)?.[1] ?? '–';
  stepTimes.push(
    group.length > 1
      ? `${group.map((stage) => `${stage.name} ${seconds(stage.name)} s`).join(' ‖ ')} (side by side: ${Math.round((Date.now() - stepStarted) / 1000)} s)`
      : `${step.name} ${seconds(step.name)} s`,
  );
  if (oks.includes(false)) stopped = true;
}

const summary = summarise(results);
console.log('');
console.log(`stage times: ${stepTimes.join(', ')}; whole run ${Math.round((Date.now() - started) / 1000)} s`);
for (const line of [...failureLines(failures), ...summaryLines(summary)]) console.log(line);
process.exit(stopped || summary.failed > 0 ? 1 : 0);
