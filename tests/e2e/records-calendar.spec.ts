import { expect, test } from '@playwright/test';
import { checkPage, openUserMenu, signInDemoLearner } from './support';

/**
 * The demo learner's calendar: this month with their study days (state in words), a move to the
 * next month and back without JavaScript links, and the private feed: made, fetched through web as
 * iCalendar, renewed (the old address stops at once) and turned off.
 */
const monthTitle = (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`;

test('the demo learner reads the month, moves a month, and renews the calendar feed', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInDemoLearner(page);
  await openUserMenu(page);
  await page.getByRole('banner').getByRole('link', { name: '나의 일정' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: '나의 일정' })).toBeVisible();
  // The menu stays open after a client-side move; close it so it does not cover the page.
  if (await page.locator('.user-menu[open]').count()) await openUserMenu(page);

  const grid = page.getByRole('table');
  await expect(grid.getByRole('columnheader')).toHaveText(['일', '월', '화', '수', '목', '금', '토']);
  // The demo learner studies in a running class: this month shows study days with their state in words.
  await expect(grid.getByText(/^공부 · (완료|놓침|예정)$/).first()).toBeVisible();
  await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1);
  await checkPage(page);

  const current = (await page.getByRole('navigation', { name: '나의 일정' }).getByRole('heading').textContent())!;
  await page.getByRole('link', { name: /다음 달/ }).click();
  await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}$/);
  const next = new URL(page.url()).searchParams.get('month')!;
  await expect(page.getByRole('heading', { name: monthTitle(next) })).toBeVisible();
  await page.getByRole('link', { name: /이전 달/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: current })).toBeVisible();

  // A month that is no month is refused in Korean and this month is shown.
  await page.goto('/calendar?month=2026-13');
  await expect(page.getByRole('alert')).toHaveText('달은 2027-03처럼 연도-월로 적어 주세요.');

  // The feed: made once, fetched through web.
  await page.goto('/calendar');
  const feed = page.getByRole('region', { name: '캘린더 앱에서 구독하기' });
  await feed.getByRole('button', { name: /구독 주소 만들기|새로 만들기/ }).click();
  const first = await feed.getByLabel('구독 주소').inputValue();
  expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const ics = await page.request.get(first);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const text = await ics.text();
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  await checkPage(page);

  // Renewing stops the old address at once.
  await expect(feed.getByText('새로 만들면 예전 주소는 바로 더 이상 작동하지 않습니다.')).toBeVisible();
  await feed.getByRole('button', { name: '새로 만들기' }).click();
  await expect(feed.getByLabel('구독 주소')).not.toHaveValue(first);
  const second = await feed.getByLabel('구독 주소').inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  // Turned off: no address works.
  await feed.getByRole('button', { name: '끄기' }).click();
  await expect(feed.getByText('구독 주소를 껐습니다.', { exact: false })).toBeVisible();
  expect((await page.request.get(second)).status()).toBe(404);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/calendar');
  await expect(page.getByText(/^공부 · (완료|놓침|예정)$/).first()).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/calendar-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/calendar-1280.png', fullPage: true });
  await context.close();
});
