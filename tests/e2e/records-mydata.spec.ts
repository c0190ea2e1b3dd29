import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_LEARNER, kakaoSignIn } from './support';

test('the demo learner downloads their own data as a zip from /member/data', async ({ page }) => {
  await page.goto('/login');
  await kakaoSignIn(page, DEMO_LEARNER.email);
  const res = await page.request.get('/member/data');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/zip');
  expect(res.headers()['content-disposition']).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.zip/);
  const files = unzipSync(new Uint8Array(await res.body()));
  expect(Object.keys(files)).toContain('data.json');
  const data = JSON.parse(strFromU8(files['data.json']));
  expect(data.profile[0].email).toBe(DEMO_LEARNER.email);
  expect([...files['profile.csv'].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
});

test('a visitor asking for /member/data goes to /login', async ({ page }) => {
  await page.goto('/member/data');
  await expect(page).toHaveURL(/\/login/);
});
