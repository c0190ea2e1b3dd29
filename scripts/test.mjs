// `npm test`: typecheck, unit, integration (on SQLite, then on PostgreSQL) and end-to-end tests, in
// that order, stopping at the first failing stage. Without PostgreSQL 15 the PostgreSQL stage fails
// (in CI and locally alike): a run that never touched PostgreSQL is not a pass. Ends with one
// summary line: "tests: N passed, N failed", where a stage that failed counts as at least one
// failure even when its report holds no failed test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/stack.mjs';
import { POSTGRES_MISSING, postgresInstalled } from './lib/postgres.mjs';
import { countPlaywrightReport, countVitestReport, readReport, summarise, summaryLines } from './lib/test-report.mjs';

const out = path.join(root, 'tests', '.artifacts');
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };

function run(name, cmd, args) {
  console.log(`\n── ${name} ─────────────────────────────────────────`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  console.log(`── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return result.status === 0;
}

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const vitestStage = (project) => ({
  name: project,
  report: path.join(out, `${project}.json`),
  count: countVitestReport,
  run(report) {
    return run(project, vitest, ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  },
});

const stages = [
  { name: 'build', run: () => run('build', process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-missing']) },
  { name: 'typecheck', run: () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']) },
  vitestStage('unit'),
  vitestStage('integration'),
  {
    ...vitestStage('integration-postgres'),
    run(report) {
      if (postgresInstalled()) return vitestStage('integration-postgres').run(report);
      console.log(`\n── integration-postgres ─────────────────────────────────────────\n${POSTGRES_MISSING}\n── integration-postgres: FAILED`);
      return false;
    },
  },
  {
    name: 'e2e',
    report: path.join(out, 'e2e.json'),
    count: countPlaywrightReport,
    run(report) {
      env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
      return run('e2e', path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']);
    },
  },
];

const results = [];
let stopped = false;
for (const stage of stages) {
  if (stopped) {
    results.push({ name: stage.name, status: 'not run' });
    continue;
  }
  if (stage.report) fs.rmSync(stage.report, { force: true });
  const ok = stage.run(stage.report);
  const report = stage.report ? readReport(stage.report) : null;
  results.push({ name: stage.name, status: ok ? 'ok' : 'failed', counts: report ? stage.count(report) : null, expectsReport: Boolean(stage.report) });
  if (!ok) stopped = true;
}

const summary = summarise(results);
console.log('');
for (const line of summaryLines(summary)) console.log(line);
process.exit(stopped || summary.failed > 0 ? 1 : 0);
