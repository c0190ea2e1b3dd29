import { expect, test } from '@playwright/test';
import { checkPage, cms, freshAccessToken, LOCK, signInDemoLearner, signUpAs, todayInKorea, uniqueEmail } from './support';

test.describe.configure({ lock: LOCK.demoVolunteerLog });

/**
 * The audit trail in the back office: staff confirm the demo learner's volunteer entry (a staff
 * write), then find it on /admin/audit with who, what and the change, filter by the kind of
 * record, then read the access log by kind; both pages pass axe at 1280 and 360 px. A learner is
 * refused the page and the API.
 */
test('staff find their own confirmation on the audit trail; a learner is refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto('/login');
  await signInDemoLearner(learnerPage);
  const learner = await freshAccessToken(learnerContext, learnerPage);
  const grades = await cms(learner, 'GET', '/v1/grade-progress');
  const grade = grades.body.grades.find((g: { status: string }) => g.status === 'studying');
  expect(grade, 'the demo learner studies a class this term').toBeTruthy();
  const entry = await cms(learner, 'POST', `/v1/grade/${grade.id}/volunteer`, {
    date: todayInKorea(),
    hrs: 1,
    content: `감사 기록 확인용 ${Date.now()}`,
  });
  expect(entry.status).toBe(200);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A staff account of this spec's own (the global setup names several).
  await signUpAs(page, 'office@example.com', '총무 보살');
  // Staff confirm it on the back office's volunteer page.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '봉사활동 확인' }).click();
  const waiting = page.locator(`tr[data-entry="${entry.body.id}"]`);
  await expect(waiting).toContainText('김보리');
  await expect(waiting).toContainText('1시간');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-volunteers-1280.png', fullPage: true });
  await waiting.getByRole('button', { name: /^김보리님의 .* 봉사 확인$/ }).click();
  await expect(page.getByText('봉사활동을 확인했습니다.')).toBeVisible();
  await expect(page.locator(`tr[data-entry="${entry.body.id}"]`)).toHaveCount(0);
  await page.getByLabel('상태').selectOption({ label: '확인함' });
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page.locator(`tr[data-entry="${entry.body.id}"]`)).toContainText('확인');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '변경 기록' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByLabel('대상 (예: application:12)').fill(`volunteer:${entry.body.id}`);
  await page.getByLabel('작업', { exact: true }).selectOption({ label: '봉사활동 확인' });
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(/action=volunteer\.confirm/);
  await expect(page.getByText('모두 1건')).toBeVisible();
  const row = page.getByRole('region', { name: '변경 기록 표' }).getByRole('row').nth(1);
  await expect(row).toContainText('봉사활동 확인');
  await expect(row).toContainText('confirmed_at: — →');
  await expect(row).toContainText('총무 보살');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-audit-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/audit');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-audit-360.png', fullPage: true });

  // The access log beside it: the staff member's own sign-in is there, filtered by kind.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '접근 기록' }).click();
  await page.getByLabel('종류').selectOption({ label: '로그인' });
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(/action=sign_in/);
  const rows = page.getByRole('region', { name: '접근 기록 표' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('로그인');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-access-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);

  // A bad filter is refused in Korean; nothing else happens.
  await page.goto('/admin/audit?subject=abc');
  await expect(page.getByRole('alert')).toHaveText('검색 조건이 올바르지 않습니다.');
  await page.goto('/admin/access?action=drop');
  await expect(page.getByRole('alert')).toHaveText('검색 조건이 올바르지 않습니다.');

  // A learner: sent home from the page, 403 from the API.
  const other = await browser.newContext();
  const someone = await other.newPage();
  await signUpAs(someone, uniqueEmail('notstaff'), '일반 학인');
  await someone.goto('/admin/audit');
  await expect(someone).toHaveURL(/\/$/);
  expect((await cms(await freshAccessToken(other, someone), 'GET', '/v1/staff/audit')).status).toBe(403);
  await Promise.all([other.close(), context.close(), learnerContext.close()]);
});
