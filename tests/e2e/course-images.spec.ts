import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkPage, signInDemoLearner } from './support';

/**
 * Each class and register-wizard level shows its course-code image (spec §2) with the alt text
 * editors gave it, and the picture really loads: web serves it from /uploads (or the bucket).
 */

/** The picture has loaded in the page, and its address answers an image. */
async function expectLoaded(page: Page, img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(img).toHaveAttribute('decoding', 'async');
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
  // Its box is sized before the file arrives: the width and height the file has.
  expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
}

test("the learner's study-room card shows the class's picture", async ({ page }) => {
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/login$/);
  await signInDemoLearner(page);
  await expect(page).toHaveURL(/\/studyroom\/current$/);
  const card = page.getByRole('article', { name: '법구경 이야기 5단계' });
  const img = card.getByRole('img', { name: '법구경 이야기 5단계', exact: true });
  await expect(img).toBeVisible();
  await expectLoaded(page, img);
  // The required course shows its own.
  await expect(page.getByRole('img', { name: '사띠 수행 3단계 (필수)', exact: true })).toBeVisible();
  await checkPage(page);

  await page.goto('/studyroom/all');
  const row = page.getByRole('img', { name: '법구경 이야기 5단계', exact: true }).first();
  await expectLoaded(page, row);
  await checkPage(page);
});

test("the register wizard's levels show their pictures", async ({ page }) => {
  await page.goto('/register');
  const family = page.getByRole('article', { name: /법구경 이야기/ });
  // The required course heads the list: its pictures load at once.
  await expect(page.getByRole('img', { name: '사띠 수행 3단계 (필수)', exact: true })).toHaveAttribute('loading', 'eager');
  await expectLoaded(page, family.getByRole('img', { name: '법구경 이야기 5단계', exact: true }));
  // Bodhisattva: B1E is the course code without its semester; level 2 names its own key (B2).
  const bodhisattva = page.getByRole('article', { name: /보살 수행 과정/ });
  await expectLoaded(page, bodhisattva.getByRole('img', { name: '보살 수행 1단계', exact: true }));
  await expectLoaded(page, bodhisattva.getByRole('img', { name: '보살 수행 2단계', exact: true }));
  await checkPage(page);
});
