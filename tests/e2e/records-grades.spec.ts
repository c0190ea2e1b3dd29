import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkPage, LOCK, signInDemoLearner, todayInKorea } from './support';

test.describe.configure({ lock: LOCK.demoVolunteerLog });

/**
 * A grade's page in the browser: the demo learner opens the score sheet of a running class from
 * /studyroom/all and keeps a volunteer log there, once without JavaScript (plain forms, 303 back)
 * and once with it. Entries are told apart by a unique text: other specs share the database.
 */

const CLASS_NAME = '법구경 이야기 5단계';

async function openGrade(browser: Browser, javaScript: boolean, width = 1280) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/studyroom/all');
  await signInDemoLearner(page, { javaScript });
  await expect(page).toHaveURL(/\/studyroom\/all$/);
  await page.getByRole('link', { name: `${CLASS_NAME} 성적표 보기` }).click();
  await expect(page).toHaveURL(/\/studyroom\/grades\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${CLASS_NAME} 성적표`);
  return { context, page };
}

const entryWith = (page: Page, text: string) => page.locator('.volunteer-entry').filter({ hasText: text });
const totalHours = async (page: Page) => Number(/모두 ([\d.]+)시간/.exec((await page.locator('.grade-total').textContent()) ?? '')?.[1]);

async function addEntry(page: Page, date: string, hours: string, content: string) {
  const form = page.getByRole('form', { name: '봉사활동 기록하기' });
  await form.getByLabel('봉사한 날').fill(date);
  await form.getByLabel('시간').fill(hours);
  await form.getByLabel('한 일').fill(content);
  await form.getByRole('button', { name: '봉사활동 기록하기' }).click();
}

test('the demo learner reads a score sheet and keeps a volunteer log without JavaScript', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await openGrade(browser, false);
  const sheet = page.getByRole('region', { name: '성적' });
  await expect(sheet.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(sheet.getByText('학습일', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^\d+ \/ \d+일$/)).toBeVisible();

  const before = await totalHours(page);
  const today = todayInKorea();
  const text = `e2e 법당 청소 ${Date.now()}`;

  // An entry the server refuses (tomorrow is inside the term, so the form lets it through) comes
  // back with the Korean reason and what was typed, and nothing is recorded.
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await addEntry(page, tomorrow, '1.5', text);
  await expect(page.getByRole('alert')).toHaveText('아직 오지 않은 날짜의 봉사활동은 기록할 수 없습니다.');
  await expect(page.getByRole('form', { name: '봉사활동 기록하기' }).getByLabel('한 일')).toHaveValue(text);
  expect(await totalHours(page)).toBe(before);

  await addEntry(page, today, '1.5', text);
  await expect(page).toHaveURL(/\?done=added#volunteer$/);
  await expect(page.getByRole('status')).toHaveText('봉사활동을 기록했습니다.');
  await expect(entryWith(page, text)).toContainText('1.5시간');
  await expect(entryWith(page, text)).toContainText('확인 전');
  expect(await totalHours(page)).toBe(before + 1.5);

  // Deleting asks first: the confirmation is its own step, then the entry is gone.
  await entryWith(page, text).getByRole('link', { name: '지우기' }).click();
  await expect(entryWith(page, text)).toContainText('이 기록을 지울까요?');
  await entryWith(page, text).getByRole('button', { name: '네, 지웁니다' }).click();
  await expect(page.getByRole('status')).toHaveText('봉사활동 기록을 지웠습니다.');
  await expect(entryWith(page, text)).toHaveCount(0);
  expect(await totalHours(page)).toBe(before);
  await context.close();
});

test('with JavaScript the learner records, edits and sees the total change; the page fits 360 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await openGrade(browser, true, 360);
  const before = await totalHours(page);
  const text = `e2e 연등 만들기 ${Date.now()}`;
  await addEntry(page, todayInKorea(), '2', text);
  await expect(entryWith(page, text)).toContainText('2시간');
  expect(await totalHours(page)).toBe(before + 2);

  await entryWith(page, text).getByRole('link', { name: '고치기' }).click();
  const edit = page.getByRole('form', { name: '봉사활동 기록 고치기' });
  await edit.getByLabel('시간').fill('2.5');
  await edit.getByLabel('한 일').fill(`${text} <b>정리</b>`);
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status')).toHaveText('봉사활동 기록을 고쳤습니다.');
  // Learner-written text stays text.
  await expect(entryWith(page, text).locator('.post-text')).toHaveText(`${text} <b>정리</b>`);
  expect(await totalHours(page)).toBe(before + 2.5);
  // axe runs in the page, so the accessibility scans are made here, where JavaScript runs.
  await checkPage(page);
  await page.screenshot({ path: 'test-results/grade-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/grade-1280.png', fullPage: true });
  await context.close();
});
