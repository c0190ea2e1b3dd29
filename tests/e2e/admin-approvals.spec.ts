import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { add, cart, newLearner } from './enrolment-wizard';
import { checkPage, cms, freshAccessToken, kakaoSignIn, LOCK, signUpAs, uniqueEmail } from './support';

test.describe.configure({ lock: LOCK.boriName });

/**
 * This semester's approval in the back office: staff find 한하늘 (the seed's unpaid application
 * in the running semester), approve it with the row's button, and 한하늘 finds the class open in
 * the study room. A cancellation needs a reason (refused without one, what was typed kept) and
 * the learner reads it. A learner is refused the page and every approval call.
 */
test('staff approve a learner’s payment and the class opens in their study room', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpAs(page, 'office2@example.com', '교무 보살');
  // Access tokens last seconds here: each call takes one with time left (a busy machine can spend
  // a token's life on the sign-up alone).
  const staff = () => freshAccessToken(context, page);

  // Which semester 한하늘 applied for: the running one, not the one open for applications.
  const first = await cms(await staff(), 'GET', '/v1/staff/applications');
  expect(first.status).toBe(200);
  let running: { code: string; label: string } | undefined;
  for (const s of first.body.semesters) {
    const found = await cms(await staff(), 'GET', `/v1/staff/applications?semester=${s.code}&name=${encodeURIComponent('한하늘')}`);
    if (found.body.total) running = s;
  }
  expect(running, 'the seed has 한하늘’s unpaid application').toBeTruthy();

  await page.goto('/admin');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '이번 학기 수강 승인' }).click();
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await checkPage(page);
  await page.getByLabel('학기').selectOption({ label: running!.label });
  await page.getByLabel('상태').selectOption({ label: '입금 대기' });
  await page.getByLabel('이름').fill('한하늘');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`semester=${running!.code}`));
  const table = page.getByRole('region', { name: '수강 신청 표' });
  const row = table.getByRole('row').filter({ hasText: '한하늘' });
  await expect(row).toContainText('입금 대기');
  await expect(row).toContainText('법화경 강좌 1단계');
  await expect(row).toContainText('130,000원');
  // Under the learner's name, the depositor name a statement line should carry; the name search finds it.
  await expect(row).toContainText(/입금자명 한하늘\d{4}/);
  const depositor = (await row.getByText(/^한하늘\d{4}$/).textContent())!;
  await page.getByLabel('이름 · 입금자명').fill(depositor);
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(depositor)}`));
  await expect(table.getByRole('row').filter({ hasText: '한하늘' })).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/admin-approvals-1280.png', fullPage: true });
  await row.getByRole('button', { name: '한하늘 승인 (입금 확인)' }).click();
  await expect(page.getByText('한하늘님의 수강을 승인했습니다 (입금 확인).')).toBeVisible();
  // Still filtered by "awaiting": 한하늘 is no longer in the list; the approved filter shows who and when.
  await expect(table.getByRole('row').filter({ hasText: '한하늘' })).toHaveCount(0);
  await page.getByLabel('상태').selectOption({ label: '승인됨' });
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page.getByRole('region', { name: '수강 신청 표' }).getByRole('row').filter({ hasText: '한하늘' })).toContainText(
    '교무 보살',
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-approvals-360.png', fullPage: true });

  // 한하늘 signs in: the class is open (studying, with its study link), no longer "waiting for payment".
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto('/studyroom/current');
  await kakaoSignIn(learnerPage, 'haneul@example.com', '한하늘');
  await expect(learnerPage).toHaveURL(/\/studyroom\/current$/);
  const lotus = learnerPage.getByRole('article').filter({ hasText: '법화경 강좌 1단계' });
  await expect(lotus).toContainText('수강 중');
  await expect(lotus.getByText('등록금 납부가 확인되면 공부방이 열립니다.')).toHaveCount(0);
  await expect(lotus.getByRole('progressbar')).toBeVisible();

  // Cancelling an application of the open semester: a reason is required, then the learner reads it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/approvals?name=' + encodeURIComponent('최수안'));
  await page.getByRole('link', { name: '최수안 신청 취소' }).click();
  await expect(page.getByRole('heading', { name: '최수안님의 신청 취소' })).toBeVisible();
  await page.getByRole('button', { name: '신청 취소하기' }).click();
  await expect(page.getByRole('alert')).toHaveText('취소 사유를 적어 주세요. 학습자에게 그대로 보입니다.');
  await checkPage(page);
  await page.getByLabel('취소 사유').fill('입금 기한이 지나 취소합니다.');
  await page.getByRole('button', { name: '신청 취소하기' }).click();
  await expect(page.getByText('최수안님의 신청을 취소했습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approvals\?semester=/);

  const suanContext = await browser.newContext();
  const suan = await suanContext.newPage();
  await suan.goto('/studyroom/coming');
  await kakaoSignIn(suan, 'suan@example.com', '최수안');
  await expect(suan).toHaveURL(/\/studyroom\/coming$/);
  await expect(suan.getByText('취소 사유: 입금 기한이 지나 취소합니다.').first()).toBeVisible();

  // A learner: sent home from the page, 403 from every approval call.
  const other = await browser.newContext();
  const someone = await other.newPage();
  await signUpAs(someone, uniqueEmail('notoffice'), '일반 학인');
  await someone.goto('/admin/approvals');
  await expect(someone).toHaveURL(/\/$/);
  const token = await freshAccessToken(other, someone);
  expect((await cms(token, 'GET', '/v1/staff/applications')).status).toBe(403);
  expect((await cms(token, 'POST', '/v1/staff/applications/approve', { learners: [1] })).status).toBe(403);
  expect((await cms(token, 'POST', '/v1/staff/applications/1/approve', {})).status).toBe(403);
  expect((await cms(token, 'POST', '/v1/staff/applications/1/cancel', { reason: 'x' })).status).toBe(403);
  expect((await cms(token, 'POST', '/v1/staff/applications/cancel', { learners: [1], reason: 'x' })).status).toBe(403);
  for (const c of [context, learnerContext, suanContext, other]) await c.close();
});

/**
 * Cancelling the ticked applications with one reason, in a browser without JavaScript: staff tick
 * 이연화 and 박지혜 (the seed's unpaid applications of the semester open for applications), the
 * bulk button leads to a page naming both that asks the reason once (refused without one), and
 * both are cancelled. Pressing it with nothing ticked says so.
 */
test('staff cancel the ticked applications with one reason, without JavaScript', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  // The staff account the first test signed up.
  await kakaoSignIn(page, 'office2@example.com', '교무 보살');
  const plain = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const noJs = await plain.newPage();

  await noJs.goto('/admin/approvals?state=awaiting');
  const table = noJs.getByRole('region', { name: '수강 신청 표' });
  await expect(table.getByRole('row').filter({ hasText: '이연화' })).toContainText('입금 대기');
  await noJs.getByRole('button', { name: '선택한 신청 취소' }).click();
  await expect(noJs.getByText('취소할 신청을 하나 이상 골라 주세요.')).toBeVisible();

  await noJs.getByRole('checkbox', { name: '이연화 선택' }).check();
  await noJs.getByRole('checkbox', { name: '박지혜 선택' }).check();
  await noJs.getByRole('button', { name: '선택한 신청 취소' }).click();
  await expect(noJs).toHaveURL(/\/admin\/approvals\/cancel\?learner=\d+&learner=\d+&semester=/);
  await expect(noJs.getByRole('heading', { name: '선택한 신청 2건 취소' })).toBeVisible();
  const named = noJs.getByRole('list', { name: '학습자' });
  await expect(named).toContainText('이연화');
  await expect(named).toContainText('박지혜');
  // The same page with JavaScript, for axe and the 360 px rule. One browser in two windows: each
  // window goes on with the cookie the other's requests last rotated to (going on with an older
  // copy is what a stolen cookie looks like, and the sign-in ends: tests/e2e/auth.spec.ts).
  await context.addCookies((await plain.storageState()).cookies);
  await page.goto(noJs.url());
  await checkPage(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-approvals-cancel-many-360.png', fullPage: true });
  await plain.addCookies((await context.storageState()).cookies);

  await noJs.getByRole('button', { name: '신청 취소하기' }).click();
  await expect(noJs.getByRole('alert')).toHaveText('취소 사유를 적어 주세요. 학습자에게 그대로 보입니다.');
  await noJs.getByLabel('취소 사유').fill('입금 기한이 지나 일괄 취소합니다.');
  await noJs.getByRole('button', { name: '신청 취소하기' }).click();
  await expect(noJs.getByText('2건을 취소했습니다.')).toBeVisible();
  await expect(noJs).toHaveURL(/\/admin\/approvals\?semester=/);
  await noJs.goto('/admin/approvals?state=cancelled');
  for (const name of ['이연화', '박지혜']) {
    const row = noJs.getByRole('region', { name: '수강 신청 표' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('취소됨');
    await expect(row).toContainText('취소 사유: 입금 기한이 지나 일괄 취소합니다.');
  }
  for (const c of [context, plain]) await c.close();
});

/**
 * All students: staff find the demo learner by name, open their page (classes, credits,
 * membership), and download the student CSV, which parses with its Korean intact.
 */
test('staff find a student, open their page, download the student CSV, follow this semester’s progress and search the curriculum', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  // The staff account the test above signed up.
  await kakaoSignIn(page, 'office2@example.com', '교무 보살');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '전체 학생 목록' }).click();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await page.getByLabel('이름 · 이메일 · 전화번호 · 회원번호').fill('김보리');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page.getByText('모두 1명')).toBeVisible();
  const row = page.getByRole('region', { name: '학생 표' }).getByRole('row').filter({ hasText: '김보리' });
  await expect(row).toContainText('learner@example.com');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-students-1280.png', fullPage: true });

  await row.getByRole('link', { name: '김보리 학생 보기' }).click();
  await expect(page.getByRole('heading', { name: /김보리/, level: 1 })).toBeVisible();
  const classes = page.getByRole('region', { name: '수강 과정과 결과' });
  await expect(classes.getByRole('row').filter({ hasText: '법구경 이야기 5단계' })).toContainText('수강 중');
  await expect(classes.getByRole('row').filter({ hasText: '사띠(마음챙김) 수행 3단계' }).first()).toBeVisible();
  await expect(page.getByText(/\d+ \/ 80학점/)).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-student-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-student-360.png', fullPage: true });

  // The CSV of everyone: a BOM, Korean names and the demo learner's row.
  await page.goto('/admin/students');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-students-360.png', fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV 내려받기 (찾은 학생 모두)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('students.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
  expect(rows[0]).toEqual(['번호', '이름', '법명', '이메일', '전화번호', '회원번호', '학점', '수강 학기', '가입일']);
  const bori = rows.find((r) => r[3] === 'learner@example.com');
  expect(bori?.[1]).toBe('김보리');
  expect(rows.map((r) => r[1])).toContain('한하늘');
  expect(rows.map((r) => r[3])).not.toContain('office2@example.com');

  // This semester's progress: the demo learner's dhammapada class, with days done out of the lessons.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '이번 학기 학습 현황' }).click();
  await expect(page).toHaveURL(/\/admin\/progress$/);
  const d5 = page.getByRole('region', { name: '법구경 이야기 5단계 학습 현황 표' });
  await expect(d5.getByRole('row').filter({ hasText: '김보리' })).toContainText(/\d+ \/ 77일 \(열린 날 \d+\)/);
  await expect(d5.getByRole('row').filter({ hasText: '김보리' }).getByRole('progressbar')).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-progress-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-progress-360.png', fullPage: true });

  // The curriculum search: a family by its name, linked to its course page and to the panel.
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '교육과정 검색' }).click();
  await page.getByLabel('찾을 말').fill('법구경');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/curriculum\?q=/);
  const levels = page.getByRole('region', { name: '과정과 단계' });
  await expect(levels.getByRole('link', { name: '법구경 이야기 과정 페이지' }).first()).toHaveAttribute('href', '/courses/dhammapada');
  await expect(levels.getByRole('link', { name: '법구경 이야기 관리 화면에서 고치기' }).first()).toHaveAttribute(
    'href',
    /\/admin\/content-manager\/collection-types\/api::course-family\.course-family/,
  );
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-curriculum-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-curriculum-1280.png', fullPage: true });
  await context.close();
});

/**
 * A learner whose payment staff approved changes a course before the term (법화경 → 금강경): the
 * wizard's last step shows what was paid and nothing more to pay, her next-semester page keeps every
 * course approved, and staff still see her approved.
 */
test('a learner whose payment was approved changes a course before the term: still approved, nothing more to pay', async ({ browser }) => {
  test.setTimeout(120_000);
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await office.newPage();
  await staffPage.goto('/login');
  // The staff account the first test signed up.
  await kakaoSignIn(staffPage, 'office2@example.com', '교무 보살');

  const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await learnerContext.newPage();
  await newLearner(page, '변경보살');
  await page.goto('/register');
  await add(page, '법화경 강좌 1단계 신청');
  await add(page, '법구경 이야기 5단계 신청');
  await cart(page).getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '신청 완료' }).click();
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByTestId('amount-due')).toHaveText('130,000원');

  const found = await cms(
    await freshAccessToken(office, staffPage),
    'GET',
    `/v1/staff/applications?name=${encodeURIComponent('변경보살')}`,
  );
  const learner = found.body.entries[0].learner as number;
  expect((await cms(await freshAccessToken(office, staffPage), 'POST', `/v1/staff/applications/${learner}/approve`, {})).status).toBe(200);

  await page.goto('/register');
  await cart(page).getByRole('button', { name: '법화경 강좌 1단계 빼기' }).click();
  await add(page, '금강경 특강 1단계 신청');
  await cart(page).getByRole('button', { name: '다음' }).click();
  const fees = page.getByRole('region', { name: '납부 안내' });
  await expect(fees.getByText('입금 확인된 금액')).toBeVisible();
  await expect(fees.getByTestId('review-owed')).toHaveText('0원');
  await checkPage(page);
  await page.getByRole('button', { name: '변경 완료' }).click();

  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  const table = page.getByRole('table');
  await expect(table.getByText('금강경 특강 1단계')).toBeVisible();
  await expect(table.getByRole('cell', { name: '승인', exact: true })).toHaveCount(3);
  await expect(page.getByTestId('amount-paid')).toHaveText('130,000원');
  await expect(page.getByTestId('amount-due')).toHaveText('없음');
  await checkPage(page);

  await staffPage.goto(`/admin/approvals?name=${encodeURIComponent('변경보살')}`);
  const row = staffPage.getByRole('region', { name: '수강 신청 표' }).getByRole('row').filter({ hasText: '변경보살' });
  await expect(row).toContainText('승인됨');
  await expect(row).toContainText('금강경 특강 1단계');
  for (const c of [office, learnerContext]) await c.close();
});
