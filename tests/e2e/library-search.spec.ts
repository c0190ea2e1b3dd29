import { expect, test } from '@playwright/test';
import { checkPage, signInDemoLearner } from './support';

/**
 * Scripture and video search in the browser, on the seeded library (the whole Dhammapada, Diamond
 * and Thousand-Hand Sutra passages, 230 videos). Counts come from the page, never hard-coded.
 */
test('a learner searches 자비, sees it marked, filters by book, pages on and opens a video', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/search');
  await signInDemoLearner(page);
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('찾고 싶은 낱말을 입력해 주세요.', { exact: false })).toBeVisible();

  await page.getByRole('searchbox', { name: '검색어' }).fill('자비');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/q=%EC%9E%90%EB%B9%84/);
  const hits = page.locator('.search-hit');
  await expect(hits.first()).toBeVisible();
  const total = Number((await page.locator('.search-results [role="status"]').textContent())!.replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThan(10);
  // Every shown passage has 자비 marked (also inside longer words such as 자비심).
  for (const hit of await hits.all()) await expect(hit.locator('mark').first()).toHaveText('자비');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/search-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/search-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Only the Thousand-Hand Sutra: each result placed in 천수경.
  await page.getByRole('checkbox', { name: '천수경' }).check();
  await page.getByRole('button', { name: '적용' }).click();
  await expect(page).toHaveURL(/books=/);
  const places = await page.locator('.search-place').allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toContain('천수경');
  await page.getByRole('checkbox', { name: '천수경' }).uncheck();
  await page.getByRole('button', { name: '적용' }).click();

  // Page 2 by its link: the current page is marked.
  await page
    .getByRole('navigation', { name: '검색 결과 쪽' })
    .getByRole('link', { name: /^2 ?쪽$/ })
    .click();
  await expect(page.getByRole('navigation', { name: '검색 결과 쪽' }).getByRole('link', { name: /^2 ?쪽$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(hits.first().locator('mark').first()).toHaveText('자비');

  // A keyword longer than 100 characters is refused with the Korean reason.
  await page.goto(`/search?q=${'가'.repeat(101)}`);
  await expect(page.getByRole('alert')).toHaveText('검색어는 100자 이내로 입력해 주세요.');

  // Videos: a tab, then a video page with the privacy-enhanced player and its playlist.
  await page.goto('/search?q=%EC%9E%90%EB%B9%84');
  await page.getByRole('navigation', { name: '찾을 곳' }).getByRole('link', { name: '영상' }).click();
  await expect(page).toHaveURL(/tab=videos/);
  await page.locator('.search-video-title a').first().click();
  await expect(page).toHaveURL(/\/videos\/[A-Za-z0-9]+$/);
  await expect(page.locator('.video-frame iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
  );
  await expect(page.locator('[aria-current="true"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/video-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/video-360.png', fullPage: true });
  await context.close();

  // Without JavaScript the search form and paging are plain GETs; a visitor is sent to sign in.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await plain.newPage();
  await visitor.goto('/search?q=%EB%B3%B4%EC%8B%9C');
  await expect(visitor).toHaveURL(/\/login/);
  await plain.close();
});
