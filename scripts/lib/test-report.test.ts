import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countPlaywrightReport,
  countVitestReport,
  failureLines,
  pageShown,
  playwrightFailures,
  summarise,
  summaryLines,
  vitestFailures,
} from './test-report.mjs';

// Reports written by real runs: vitest over five files (a beforeAll that throws, an afterAll that
// throws, an import that fails, one failed test beside a passed one, one passed file) and
// Playwright with a global setup that throws.
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));

describe('vitest report', () => {
  it('counts hook and import errors of a file as failures, beside failed tests, and the tests they kept from running as skipped', () => {
    // 3 passed tests; failed: 1 test + 3 files that failed without a failed test; skipped: the two
    // tests of the file whose beforeAll threw.
    expect(countVitestReport(fixture('vitest-report.json'))).toEqual({ passed: 3, failed: 4, skipped: 2 });
  });

  it('counts skipped and todo tests as skipped', () => {
    const report = fixture('vitest-report.json');
    Object.assign(report, { numPendingTests: 3, numTodoTests: 1 });
    expect(countVitestReport(report).skipped).toBe(4);
  });

  it('a clean report has no failure', () => {
    const report = fixture('vitest-report.json');
    report.testResults = report.testResults.filter((f: { status: string }) => f.status === 'passed');
    Object.assign(report, { numPassedTests: 1, numFailedTests: 0, numPendingTests: 0 });
    expect(countVitestReport(report)).toEqual({ passed: 1, failed: 0, skipped: 0 });
  });
});

describe('Playwright report', () => {
  it('counts a global setup error as a failure although no test ran', () => {
    expect(countPlaywrightReport(fixture('playwright-setup-failed.json'))).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts unexpected and flaky tests as failed, and skipped tests', () => {
    expect(countPlaywrightReport({ stats: { expected: 7, unexpected: 2, flaky: 1, skipped: 4 }, errors: [] })).toEqual({
      passed: 7,
      failed: 3,
      skipped: 4,
    });
  });
});

describe('the summary of a run', () => {
  it('a stage that failed with nothing failed in its report still counts one failure, and the rest are named as not run', () => {
    const summary = summarise([
      { name: 'build', status: 'ok' },
      { name: 'typecheck', status: 'ok' },
      { name: 'unit', status: 'ok', counts: { passed: 40, failed: 0 }, expectsReport: true },
      // Strapi did not start: every test skipped, none failed.
      { name: 'integration', status: 'failed', counts: { passed: 0, failed: 0 }, expectsReport: true },
      { name: 'e2e', status: 'not run' },
    ]);
    expect(summary).toEqual({ passed: 40, failed: 1, skipped: 0, failedStages: ['integration'], notRun: ['e2e'] });
    expect(summaryLines(summary)).toEqual(['stages failed: integration; not run: e2e', 'tests: 40 passed, 1 failed, 0 skipped']);
  });

  it('a failed typecheck counts, and a failed stage with failed tests counts those tests', () => {
    expect(summarise([{ name: 'typecheck', status: 'failed' }]).failed).toBe(1);
    expect(summarise([{ name: 'unit', status: 'failed', counts: { passed: 5, failed: 3 }, expectsReport: true }]).failed).toBe(3);
  });

  it('a test stage that exited 0 without a report is not a pass', () => {
    expect(summarise([{ name: 'unit', status: 'ok', counts: null, expectsReport: true }])).toMatchObject({
      failed: 1,
      failedStages: ['unit'],
    });
  });

  it('a clean run prints only the counts', () => {
    const summary = summarise([
      { name: 'build', status: 'ok' },
      { name: 'unit', status: 'ok', counts: { passed: 9, failed: 0, skipped: 0 }, expectsReport: true },
    ]);
    expect(summaryLines(summary)).toEqual(['tests: 9 passed, 0 failed, 0 skipped']);
  });

  it('skipped tests of every stage are added up on the last line', () => {
    const summary = summarise([
      { name: 'unit', status: 'ok', counts: { passed: 9, failed: 0, skipped: 1 }, expectsReport: true },
      { name: 'e2e', status: 'ok', counts: { passed: 5, failed: 0, skipped: 2 }, expectsReport: true },
    ]);
    expect(summaryLines(summary)).toEqual(['tests: 14 passed, 0 failed, 3 skipped']);
  });
});

describe('the failures named at the end of a run', () => {
  it('names each failed test of a vitest report by file and title with its assertion, and each file that failed without one', () => {
    const failures = vitestFailures(fixture('vitest-report.json'), '/work/wt-itests');
    expect(failures.map((f) => f.where)).toEqual([
      'config/src/zzx/a-before.test.ts',
      'config/src/zzx/b-after.test.ts',
      'config/src/zzx/c-import.test.ts',
      'config/src/zzx/d-fail.test.ts › y e',
    ]);
    expect(failures[0].message).toBe('boom in beforeAll');
    expect(failures[3].message).toContain('expected 1 to be 2');
  });

  it('keeps the first lines of an error without its stack or colours', () => {
    const report = {
      testResults: [
        {
          name: 'a.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'x y',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 500 to be 200\u001b[39m\n    at Object.<anonymous> (a.test.ts:3:1)\n    at run (x.js:1:1)',
              ],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([{ where: 'a.test.ts › x y', message: 'AssertionError: expected 500 to be 200' }]);
  });

  it("adds what the failed page's main landmark showed, from the snapshot Playwright wrote beside the failure", () => {
    // Written by a real run: a signed-out browser asked for /member and looked for its name field.
    const attachments = [
      { name: 'screenshot', contentType: 'image/png', path: '/nowhere/test-failed-1.png' },
      { name: 'error-context', contentType: 'text/markdown', path: path.join(__dirname, 'fixtures', 'playwright-error-context.md') },
    ];
    const report = {
      suites: [
        {
          title: 'member.spec.ts',
          specs: [
            {
              title: 'edits the name',
              tests: [
                { status: 'unexpected', results: [{ status: 'failed', error: { message: 'Error: element(s) not found' }, attachments }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failureLines([{ stage: 'e2e', failures: playwrightFailures(report) }])).toEqual([
      [
        '✗ e2e: member.spec.ts › edits the name',
        '    Error: element(s) not found',
        "    the page's main showed:",
        '      - status:',
        '      - paragraph: 로그인한 사용자만 이용할 수 있습니다.',
        '      - region "로그인":',
        '      - heading "로그인" [level=1]',
        '      - paragraph: 카카오 계정으로 로그인하면 수강신청과 나의 공부방을 이용할 수 있습니다.',
        '      - button "카카오로 시작하기"',
      ].join('\n'),
    ]);
    // No snapshot (a global error, a file gone): the error alone.
    expect(pageShown([{ name: 'error-context', path: '/nowhere/error-context.md' }])).toBeNull();
    expect(pageShown(undefined)).toBeNull();
  });

  it('names failed and flaky Playwright tests by file, describe and title, and global errors', () => {
    const report = {
      suites: [
        {
          title: 'auth.spec.ts',
          specs: [],
          suites: [
            {
              title: 'sign-in',
              specs: [
                { title: 'passes', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
                {
                  title: 'keeps the session',
                  tests: [{ status: 'unexpected', results: [{ status: 'failed', error: { message: 'Timeout 5000ms exceeded' } }] }],
                },
                {
                  title: 'signs out',
                  tests: [{ status: 'flaky', results: [{ status: 'failed', error: { message: 'boom' } }, { status: 'passed' }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: setup broke' }],
    };
    expect(playwrightFailures(report)).toEqual([
      { where: 'auth.spec.ts › sign-in › keeps the session', message: 'Timeout 5000ms exceeded' },
      { where: 'auth.spec.ts › sign-in › signs out (flaky: failed, then passed on retry)', message: 'boom' },
      { where: 'global', message: 'Error: setup broke' },
    ]);
    expect(failureLines([{ stage: 'e2e', failures: playwrightFailures(report).slice(2) }])).toEqual([
      '✗ e2e: global\n    Error: setup broke',
    ]);
  });
});
