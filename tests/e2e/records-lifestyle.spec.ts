import { expect, test, type Browser } from '@playwright/test';
import { checkPage, signInDemoLearner } from './support';

/**
 * Lifestyle checks in the browser: the demo learner opens the week grid of a running class from
 * its grade page and ticks today's check with one tap, without JavaScript (a plain form, 303
 * back) and with it (in place). The seed gives the dhammapada course 오계 지키기.
 */
const CLASS_NAME = '법구경 이야기 5단계';

async function openWeek(browser: Browser, javaScript: boolean, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/studyroom/all');
  await signInDemoLearner(page, { javaScript });
  await page.getByRole('link', { name: `${CLASS_NAME} 성적표 보기` }).click();
  await page.getByRole('link', { name: '생활점검 →' }).click();
  await expect(page).toHaveURL(/\/studyroom\/grades\/\d+\/lifestyle$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${CLASS_NAME} 생활점검`);
  return { context, page };
}

/** Today's cell of a practice: the one toggle whose name ends in today's date and state. */
const todayToggle = (page: import('@playwright/test').Page, practice: string) =>
  page.locator('td.is-today').getByRole('button', { name: new RegExp(`^${practice}, `) });

test('today’s check toggles with one tap, without JavaScript and with it', async ({ browser }) => {
  test.setTimeout(120_000);
  const plain = await openWeek(browser, false, 1280);
  const cell = todayToggle(plain.page, '오계 지키기');
  const before = await cell.getAttribute('aria-pressed');
  await cell.click();
  await expect(plain.page).toHaveURL(/\/lifestyle#cell-/);
  await expect(todayToggle(plain.page, '오계 지키기')).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  // Days after today are shown, never offered as buttons.
  await expect(plain.page.locator('td.is-today ~ td button')).toHaveCount(0);
  await plain.context.close();

  const js = await openWeek(browser, true, 360);
  const again = todayToggle(js.page, '오계 지키기');
  await expect(again).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await again.click();
  await expect(todayToggle(js.page, '오계 지키기')).toHaveAttribute('aria-pressed', before ?? 'false');
  await js.page.reload();
  await expect(todayToggle(js.page, '오계 지키기')).toHaveAttribute('aria-pressed', before ?? 'false');
  await checkPage(js.page);
  await js.page.screenshot({ path: 'test-results/lifestyle-360.png', fullPage: true });
  await js.page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(js.page);
  await js.page.screenshot({ path: 'test-results/lifestyle-1280.png', fullPage: true });
  await js.context.close();
});
