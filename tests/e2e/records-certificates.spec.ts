import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkPage, signInDemoLearner } from './support';

/**
 * Certificates in the browser: the demo learner (김보리, whose autumn-2025 sati 3 class is
 * completed) downloads the course certificate from /studyroom/all, and anyone can check its code
 * at /certificates/<code>, which shows the name partly hidden.
 */
test('the demo learner downloads a course certificate and its code is confirmed publicly', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/studyroom/all');
  await signInDemoLearner(page);
  await expect(page).toHaveURL(/\/studyroom\/all$/);

  // Only completed classes offer one: the failed autumn-2025 lotus sutra class does not.
  const links = page.getByRole('link', { name: /과정 이수증 내려받기 \(PDF\)$/ });
  await expect(links).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
  expect(download.suggestedFilename()).toMatch(/^과정 이수증-2025FA-S3-DS-.+\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // Kept beside the screenshots, to be rendered and looked at (pdftoppm).
  fs.mkdirSync('test-results', { recursive: true });
  fs.copyFileSync(file, 'test-results/certificate.pdf');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('김보리');
  const code = /DS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec(text)?.[0];
  expect(code).toBeTruthy();
  await context.close();

  // A visitor (no session) checks the code printed on the paper.
  for (const width of [1280, 360]) {
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const check = await visitor.newPage();
    const response = await check.goto(`/certificates/${code}`);
    expect(response?.status()).toBe(200);
    await expect(check.getByRole('status')).toHaveText('담마스쿨이 발급한 증명서가 맞습니다.');
    await expect(check.getByText('김*리', { exact: true })).toBeVisible();
    await expect(check.getByText(code!, { exact: true })).toBeVisible();
    await checkPage(check);
    await check.screenshot({ path: `test-results/certificate-check-${check.viewportSize()?.width}.png`, fullPage: true });
    const unknown = await check.goto('/certificates/DS-2222-2222');
    expect(unknown?.status()).toBe(404);
    await expect(check.getByRole('alert')).toHaveText('확인되지 않는 증명서입니다.');
    await checkPage(check);
    await visitor.close();
  }
});
