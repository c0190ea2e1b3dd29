import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkPage, kakaoSignIn, openUserMenu, signInDemoLearner, signUpAs, uniqueEmail } from './support';

/**
 * The demo learner studies: this semester's classes, today's day answered without JavaScript,
 * a missed day caught up with it, and the progress moving on the class page and in the full list.
 * The seed makes the demo learner's term run on the day the CMS starts, with today open.
 */
const CLASS_NAME = '법구경 이야기 5단계';
const XSS = '<script>alert(1)</script>';

/** Signs the demo learner in on the way to `path`; without JavaScript the sign-in page asks for 계속하기. */
async function signInDemo(page: Page, path = '/studyroom/current', { javaScript = true } = {}) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signInDemoLearner(page, { javaScript });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Every page of the study room is accessible and fits 360 px. */
async function checkBothWidths(page: Page) {
  await checkPage(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await checkPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const card = (page: Page) => page.getByRole('article', { name: CLASS_NAME });
const completedDays = async (scope: Locator) =>
  Number(
    (
      await scope
        .getByText(/^완료 \d+ \/ \d+일$/)
        .first()
        .innerText()
    ).match(/완료 (\d+)/)![1],
  );

/** Answers every task form on a day page; `save` submits one form and waits for what the learner sees then. */
async function answerAll(page: Page, answer: (form: Locator, index: number) => Promise<void>) {
  const count = await page.locator('.task-form').count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await answer(page.locator('.task-form').nth(i), i);
}

test('today without JavaScript, a missed day with it: answers kept, learner text inert, progress moves', async ({ browser }) => {
  // Two browsers, two days and an axe scan: about 50 s on a quiet 2-core machine, so the default
  // 60 s would fail on a slower CI machine for no fault of the page.
  test.setTimeout(180_000);
  // --- Without JavaScript: plain forms, POST and 303 back.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await plain.newPage();
  await signInDemo(page, '/studyroom/current', { javaScript: false });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('나의 공부방 · 이번 학기 수강 과정');
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByText('수강 중')).toBeVisible();
  const bar = card(page).getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuetext', /통과 기준 60%/);
  await expect(card(page).getByText(/^남은 기간 \d+일$/)).toBeVisible();
  const doneBefore = await completedDays(card(page));

  const today = card(page).getByRole('link', { name: /^\d+일차 공부하기$/ });
  const todayNumber = Number((await today.innerText()).match(/\d+/)![0]);
  await today.click();
  await expect(page).toHaveURL(new RegExp(`/studyroom/courses/\\d{4}(SP|FA)-D5/${todayNumber}$`));
  const dayUrl = page.url();
  await expect(page.getByText('오늘의 공부를 마쳤습니다.')).toHaveCount(0);

  // A refused answer comes back with the reason, changing nothing.
  const firstText = page
    .locator('.task-form')
    .filter({ has: page.locator('textarea') })
    .first();
  await firstText.locator('textarea').fill('   ');
  await firstText.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('alert').getByText('답을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('오늘의 공부를 마쳤습니다.')).toHaveCount(0);

  let xssTask = '';
  await answerAll(page, async (_, i) => {
    const form = page.locator('.task-form').nth(i);
    const id = (await form.getAttribute('id'))!;
    if (await form.locator('textarea').count()) {
      const text = xssTask ? `${i + 1}번째 과제의 답입니다.\n두 줄로 씁니다.` : XSS;
      if (!xssTask) xssTask = id;
      await form.locator('textarea').fill(text);
    } else {
      await form.getByRole('checkbox').check();
    }
    await form.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?saved=${id.slice('task-'.length)}#${id}$`));
    await expect(page.locator(`#${id}`).getByRole('status')).toHaveText('저장했습니다.');
  });
  await expect(page.getByText('오늘의 공부를 마쳤습니다.')).toBeVisible();

  // Kept on a fresh visit, learner text shown as text, nothing ran.
  const fresh = await page.goto(dayUrl);
  expect(xssTask).not.toBe('');
  await expect(page.locator(`#${xssTask} textarea`)).toHaveValue(XSS);
  // The page's data carries the text escaped; no script element of the learner's own exists.
  await expect(page.locator('script').filter({ hasText: /^alert\(1\)$/ })).toHaveCount(0);
  // What this browser was sent: the answer as escaped text, never as a tag a browser with
  // JavaScript would run (a dialog cannot open here, with JavaScript off, so the HTML is the proof).
  const html = await fresh!.text();
  expect(html).not.toContain(XSS);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();

  // The class page shows the day done and the count moved on.
  await page.getByRole('link', { name: CLASS_NAME }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLASS_NAME);
  await expect(page.getByTestId(`day-${todayNumber}`)).toContainText('완료');
  expect(await completedDays(page.locator('main'))).toBe(doneBefore + 1);
  await plain.close();
  // (axe and the width check run scripts in the page: they run in the context with JavaScript below.)

  // --- With JavaScript: a missed day caught up in place.
  const rich = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const live = await rich.newPage();
  let dialogs = 0;
  live.on('dialog', () => dialogs++);
  await signInDemo(live, new URL(dayUrl).pathname.replace(/\/\d+$/, ''));
  const missed = live.locator('.day-cell-missed').first();
  await expect(missed).toContainText('미완료');
  const missedNumber = Number((await missed.getAttribute('data-testid'))!.slice('day-'.length));
  await missed.click();
  await expect(live).toHaveURL(new RegExp(`/${missedNumber}$`));
  await expect(live.getByRole('heading', { level: 1 })).not.toBeEmpty();
  // A marker on the window survives only if the page is never reloaded.
  await live.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await answerAll(live, async (form, i) => {
    if (await form.locator('textarea').count()) await form.locator('textarea').fill(i === 0 ? XSS : `따라잡은 날의 답 ${i + 1}`);
    else await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByRole('status')).toHaveText('저장했습니다.');
  });
  await expect(live.getByText('오늘의 공부를 마쳤습니다.')).toBeVisible();
  expect(await live.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  expect(new URL(live.url()).search).toBe('');
  await checkBothWidths(live);

  await live.getByRole('link', { name: '학습일 목록' }).click();
  await expect(live.getByTestId(`day-${missedNumber}`)).toContainText('완료');
  expect(await completedDays(live.locator('main'))).toBe(doneBefore + 2);
  await checkBothWidths(live);

  // Today's day, answered without JavaScript, keeps its answers here too.
  await live.goto(dayUrl);
  await expect(live.getByText('오늘의 공부를 마쳤습니다.')).toBeVisible();
  await expect(live.locator(`#${xssTask} textarea`)).toHaveValue(XSS);
  await checkBothWidths(live);
  // Loaded as a document the day is not hydrated (no React on the phone), and its forms still
  // post in place: an empty answer refused with its reason, then the answer changed and saved,
  // no reload, the answer there after one.
  expect(await live.evaluate(() => '__remixContext' in window)).toBe(false);
  await live.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const again = live.locator(`#${xssTask}`);
  await again.locator('textarea').fill('');
  await again.getByRole('button', { name: '저장' }).click();
  await expect(again.getByRole('alert')).toHaveText('답을 입력해 주세요.');
  await expect(again.locator('textarea')).toHaveAttribute('aria-invalid', 'true');
  await again.locator('textarea').fill(`${XSS} 고쳐 씀`);
  await again.getByRole('button', { name: '저장' }).click();
  await expect(again.getByRole('status')).toHaveText('저장했습니다.');
  await expect(again.getByRole('alert')).toHaveCount(0);
  expect(await live.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(live.url()).toBe(dayUrl);
  await live.reload();
  await expect(live.locator(`#${xssTask} textarea`)).toHaveValue(`${XSS} 고쳐 씀`);

  await live.goto('/studyroom/current');
  expect(await completedDays(card(live))).toBe(doneBefore + 2);
  await checkBothWidths(live);

  await live.goto('/studyroom/all');
  await expect(live.getByRole('heading', { level: 1 })).toHaveText('나의 공부방 · 전체 수강 과정');
  await expect(live.getByTestId('credits-total')).toHaveText(/^\d+ \/ 80학점$/);
  await expect(live.getByRole('progressbar', { name: '수료까지 모은 학점' })).toHaveAttribute('aria-valuemax', '80');
  const row = live
    .locator('.study-row')
    .filter({ has: live.getByRole('link', { name: CLASS_NAME }) })
    .first();
  expect(await completedDays(row)).toBe(doneBefore + 2);
  await expect(live.getByText('수료').first()).toBeVisible();
  await checkBothWidths(live);
  expect(dialogs).toBe(0);
  await rich.close();
});

test("a class that is not the learner's, and a day that does not exist, are the not-found page", async ({ page }) => {
  await signInDemo(page);
  for (const path of [
    '/studyroom/courses/2019SP-D5',
    '/studyroom/courses/not-a-class',
    '/studyroom/courses/2019SP-D5/1',
    '/studyroom/courses/2019SP-D5/0',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  }
});

test('no class yet: a friendly word and the way to register; an unpaid class: what to pay, no study links', async ({ page }) => {
  await signUpAs(page, uniqueEmail('room'), '새학인');
  await page.goto('/studyroom/current');
  await expect(page.getByText('이번 학기에 수강하는 과정이 없습니다.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: '수강신청 하러 가기' })).toHaveAttribute('href', '/register');
  await checkBothWidths(page);
  await openUserMenu(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);

  // 정다온 applied for this semester and has not paid yet.
  await page.goto('/studyroom/current');
  await kakaoSignIn(page, 'daon@example.com', '정다온');
  await expect(page).toHaveURL(/\/studyroom\/current$/);
  const unpaid = page.getByRole('article').filter({ hasText: '납부 대기' }).first();
  await expect(unpaid.getByText('등록금 납부가 확인되면 공부방이 열립니다.')).toBeVisible();
  // The semester's fee is shown once, never as 0원.
  await expect(page.getByTestId('class-amount-due')).toHaveCount(1);
  await expect(page.getByTestId('class-amount-due')).toHaveText(/^[1-9][\d,]*원$/);
  await expect(unpaid.getByRole('link', { name: '입금 계좌와 납부 기한 보기' })).toHaveAttribute('href', '/studyroom/coming');
  await expect(unpaid.getByRole('link', { name: /공부하기$/ })).toHaveCount(0);
  await expect(unpaid.getByRole('progressbar')).toHaveCount(0);
  await checkBothWidths(page);
});
