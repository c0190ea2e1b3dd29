// Counting for the last line of `npm test`. A run is only as good as its worst stage: a stage that
// failed without a failed test in its report (Strapi did not start, an import threw, a hook threw,
// Playwright's global setup failed, the typecheck or build broke) still counts as a failure.
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * The parts of the reports this file reads, as vitest's and Playwright's JSON reporters write them
 * (each field may be absent in a report cut short).
 * @typedef {{ status?: string, fullName?: string, failureMessages?: string[] }} VitestTest
 * @typedef {{ name?: string, status?: string, message?: string, assertionResults?: VitestTest[] }} VitestFile
 * @typedef {{ testResults?: VitestFile[], numPassedTests?: number, numFailedTests?: number, numPendingTests?: number,
 *   numTodoTests?: number }} VitestReport
 * @typedef {{ name?: string, path?: string }} PlaywrightAttachment
 * @typedef {{ error?: { message?: string }, attachments?: PlaywrightAttachment[] }} PlaywrightResult
 * @typedef {{ title?: string, tests?: { status?: string, results?: PlaywrightResult[] }[] }} PlaywrightSpec
 * @typedef {{ title?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats?: { expected?: number, unexpected?: number, flaky?: number, skipped?: number },
 *   suites?: PlaywrightSuite[], errors?: { message?: string }[] }} PlaywrightReport
 * @typedef {{ passed: number, failed: number, skipped?: number }} Counts
 * @typedef {{ name: string, status: 'ok' | 'failed' | 'not run', counts?: Counts | null, expectsReport?: boolean }} StageResult
 * @typedef {{ where: string | undefined, message: string }} Failure
 */

/**
 * Passed, failed and skipped from a vitest JSON report, file-level errors included. Skipped counts
 * what never ran: `.skip`/`.todo` tests and the tests of a file whose hook or import failed.
 * @param {VitestReport} report
 * @returns {Counts}
 */
export function countVitestReport(report) {
  let fileErrors = 0;
  for (const file of report.testResults ?? []) {
    // A file whose failure is not a failed test: import error, beforeAll/afterAll error.
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) fileErrors += 1;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + fileErrors,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Passed, failed and skipped from a Playwright JSON report; `errors` holds global setup and worker errors.
 * @param {PlaywrightReport} report
 * @returns {Counts}
 */
export function countPlaywrightReport(report) {
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

/**
 * @param {string | undefined} file
 * @returns {any} the report as its tool wrote it, or null when there is none
 */
export function readReport(file) {
  if (!file || !fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Adds up the stages of a run. Each stage is { name, status: 'ok' | 'failed' | 'not run',
 * counts?: { passed, failed, skipped? } | null, expectsReport?: boolean }. A failed stage counts at least one
 * failure; a test stage that exited 0 but wrote no report counts one too (nothing proves it ran).
 * @param {StageResult[]} stages
 */
export function summarise(stages) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** @type {string[]} */
  const failedStages = [];
  /** @type {string[]} */
  const notRun = [];
  for (const stage of stages) {
    if (stage.status === 'not run') {
      notRun.push(stage.name);
      continue;
    }
    const counts = stage.counts ?? { passed: 0, failed: 0 };
    passed += counts.passed;
    skipped += counts.skipped ?? 0;
    let stageFailed = counts.failed;
    if (stage.status === 'ok' && stage.expectsReport && !stage.counts) stageFailed = Math.max(stageFailed, 1);
    if (stage.status === 'failed') stageFailed = Math.max(stageFailed, 1);
    if (stageFailed > 0) failedStages.push(stage.name);
    failed += stageFailed;
  }
  return { passed, failed, skipped, failedStages, notRun };
}

/**
 * The closing lines: which stages failed or never ran, then "tests: N passed, N failed, N skipped".
 * @param {ReturnType<typeof summarise>} summary
 */
export function summaryLines({ passed, failed, skipped = 0, failedStages, notRun }) {
  const lines = [];
  if (failedStages.length || notRun.length) {
    const parts = [];
    if (failedStages.length) parts.push(`failed: ${failedStages.join(', ')}`);
    if (notRun.length) parts.push(`not run: ${notRun.join(', ')}`);
    lines.push(`stages ${parts.join('; ')}`);
  }
  lines.push(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines;
}

/**
 * The first lines of an error, enough to tell which assertion failed without the whole stack.
 * @param {string | undefined} message
 */
function firstLines(message, count = 4) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, count)
    .join('\n    ');
}

/**
 * Each failure of a vitest report as "file › test" and the first lines of its error. A file that
 * failed without a failed test (an import or a hook threw) is listed by itself with its error.
 * @param {VitestReport} report
 * @returns {Failure[]}
 */
export function vitestFailures(report, root = '') {
  /** @type {Failure[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name?.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name;
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) failures.push({ where: `${name} › ${test.fullName}`, message: firstLines(test.failureMessages?.[0]) });
    if (file.status === 'failed' && failed.length === 0) failures.push({ where: name, message: firstLines(file.message) });
  }
  return failures;
}

/**
 * What the browser's page held in its main landmark when the test failed, from the ARIA snapshot
 * Playwright writes beside the failure (error-context): a log keeps no screenshot, and "element
 * not found" alone cannot tell a sign-in page from an error page from a slow one.
 * @param {PlaywrightAttachment[] | undefined} attachments
 */
export function pageShown(attachments, count = 8) {
  const file = (attachments ?? []).find((a) => a.name === 'error-context' && a.path)?.path;
  let text;
  try {
    text = fs.readFileSync(/** @type {string} */ (file), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^- main\b/.test(line));
  if (start < 0) return null;
  /** @type {string[]} */
  const body = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line)) break;
    body.push(line.trim());
  }
  return body.slice(0, count).join('\n      ') || null;
}

/**
 * Each failed or flaky test of a Playwright report (and each global error) the same way.
 * @param {PlaywrightReport} report
 * @returns {Failure[]}
 */
export function playwrightFailures(report) {
  /** @type {Failure[]} */
  const failures = [];
  /** @type {(suite: PlaywrightSuite, titles: (string | undefined)[]) => void} */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = (test.results ?? []).find((r) => r.error);
        const page = pageShown(failed?.attachments);
        failures.push({
          where: `${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky: failed, then passed on retry)' : ''}`,
          message: [firstLines(failed?.error?.message), ...(page ? [`the page's main showed:\n      ${page}`] : [])].join('\n    '),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) failures.push({ where: 'global', message: firstLines(error.message) });
  return failures;
}

/**
 * The failures of a run for its last lines: where the reader of a long log's tail looks first.
 * @param {{ stage: string, failures: Failure[] }[]} stageFailures
 */
export function failureLines(stageFailures) {
  const lines = [];
  for (const { stage, failures } of stageFailures) {
    for (const { where, message } of failures) lines.push(`✗ ${stage}: ${where}${message ? `\n    ${message}` : ''}`);
  }
  return lines;
}
