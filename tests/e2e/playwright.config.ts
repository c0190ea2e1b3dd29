import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium.mjs';

export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1437);
export const KAKAO_PORT = Number(process.env.E2E_KAKAO_PORT ?? 9499);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.artifacts/e2e-results',
  // A spec file is one job, its tests in order. Two files run side by side on the one shared
  // stack; files that share mutable data declare a lock (`test.describe.configure({ lock })`) and
  // never run at the same time. E2E_WORKERS=1 runs them one after another.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'desktop', testIgnore: /year\.spec\.ts/, use: { viewport: { width: 1280, height: 900 } } },
    // The school year on a stack of its own, once per database; each is one job beside the others.
    { name: 'year-sqlite', testMatch: /year\.spec\.ts/, use: { viewport: { width: 1280, height: 900 } } },
    { name: 'year-postgres', testMatch: /year\.spec\.ts/, use: { viewport: { width: 1280, height: 900 } } },
    // The visitor journey and the register wizard again at 360 px; the other specs need one pass.
    {
      name: 'phone',
      testMatch: /(visitor|enrolment|enrolment-window)\.spec\.ts/,
      use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
    },
  ],
});
