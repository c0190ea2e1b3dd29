// `npm test`: typecheck, unit, integration and end-to-end tests, in that order, stopping at the
// first failing stage. Ends with one summary line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/stack.mjs';

const out = path.join(root, 'tests', '.artifacts');
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };
let passed = 0;
let failed = 0;

function stage(name, cmd, args) {
  console.log(`\n── ${name} ─────────────────────────────────────────`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  console.log(`── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
}

function finish(ok) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const steps = [
  () => stage('build', process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-missing']),
  () => stage('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => {
    const file = path.join(out, 'unit.json');
    fs.rmSync(file, { force: true });
    const ok = stage('unit', vitest, ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
    countVitest(file);
    return ok;
  },
  () => {
    const file = path.join(out, 'integration.json');
    fs.rmSync(file, { force: true });
    const ok = stage('integration', vitest, ['run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
    countVitest(file);
    return ok;
  },
  () => {
    const file = path.join(out, 'e2e.json');
    fs.rmSync(file, { force: true });
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = file;
    const ok = stage('e2e', path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']);
    countPlaywright(file);
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
