import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkPage, kakaoSignIn, LOCK, signUpAs, uniqueEmail } from './support';

test.describe.configure({ lock: LOCK.haeunVerses });

/**
 * Verses, stories and votes in the browser. Two classmates of the demo class (seeded in the
 * running dhammapada level 5 class) each write today's verse, then vote for each other's: one
 * without JavaScript (plain form, 303 back), one with it (a fetcher; the tally changes in place).
 */

const CLASS_NAME = '법구경 이야기 5단계';
const XSS = '<img src=x onerror=alert(1)>';

/** Signs a seeded learner in and opens today's day of the demo class; answers its address. */
async function openToday(browser: Browser, email: string, nickname: string, javaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Only a page that runs scripts can open a dialog; without JavaScript the HTML sent is checked instead.
  const dialogs: string[] = [];
  if (javaScript)
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  await page.goto('/studyroom/current');
  await kakaoSignIn(page, email, nickname, { javaScript });
  await expect(page).toHaveURL(/\/studyroom\/current$/);
  await page
    .getByRole('article', { name: CLASS_NAME })
    .getByRole('link', { name: /^\d+일차 공부하기$/ })
    .click();
  await expect(page).toHaveURL(/\/studyroom\/courses\/\d{4}(SP|FA)-D5\/\d+$/);
  return { context, page, dialogs, url: page.url() };
}

async function writeVerse(page: Page, text: string) {
  const form = page.locator('.task-form').filter({ has: page.locator('input[name="type"][value="verse"]') });
  await form.locator('textarea').fill(text);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('저장했습니다.')).toBeVisible();
}

const posts = (page: Page) => page.getByRole('region', { name: '이번 날의 게송과 이야기' });
const postBy = (page: Page, author: string) => posts(page).getByRole('article', { name: `${author} 님 · 게송` });

test('two classmates write a verse each and vote for each other’s, without and with JavaScript; learner text stays text', async ({
  browser,
}) => {
  // Two browsers, five pages each checked with axe at two widths: more than one default test's time.
  test.setTimeout(180_000);
  const sumin = await openToday(browser, 'sumin@example.com', '한수민', false);
  const haeun = await openToday(browser, 'haeun@example.com', '서하은', true);
  expect(haeun.url).toBe(sumin.url);

  await writeVerse(sumin.page, `수민의 게송입니다.\n${XSS}`);
  await writeVerse(haeun.page, '하은의 게송입니다.\n두 줄로 씁니다.');
  await sumin.page.goto(sumin.url);

  // A vote the CMS refuses (one's own post) or a form that is no vote comes back with the Korean reason as an alert.
  const ownId = (await postBy(sumin.page, '한수민').getAttribute('id'))!.slice('post-'.length);
  for (const [id, status, message] of [
    [ownId, 409, '자신의 글에는 투표할 수 없습니다.'],
    ['abc', 400, '투표 내용 형식이 올바르지 않습니다.'],
  ]) {
    const refused = await sumin.page.request.post(sumin.url, {
      form: { intent: 'vote', type: 'verse', id },
      headers: { Origin: new URL(sumin.url).origin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(status);
    expect(await refused.text()).toMatch(new RegExp(`role="alert">${message}<`));
  }

  // --- Without JavaScript: the form posts and the page comes back at the post, tally and mark changed.
  await sumin.page.goto(sumin.url);
  const mine = postBy(sumin.page, '한수민');
  await expect(mine.getByText('내 글')).toBeVisible();
  await expect(mine.getByRole('button')).toHaveCount(0);
  const hers = postBy(sumin.page, '서하은');
  await expect(hers.getByText('0표')).toBeVisible();
  await expect(hers.locator('.post-text')).toHaveText('하은의 게송입니다.\n두 줄로 씁니다.');
  await hers.getByRole('button', { name: /이 글 고르기/ }).click();
  await expect(sumin.page).toHaveURL(/\?voted=verse#post-\d+$/);
  await expect(postBy(sumin.page, '서하은').getByText('1표')).toBeVisible();
  await expect(postBy(sumin.page, '서하은').getByText('내가 고른 글')).toBeVisible();
  await expect(postBy(sumin.page, '서하은').getByRole('status')).toHaveText('투표했습니다.');
  await expect(postBy(sumin.page, '한수민').getByText('0표')).toBeVisible();

  // --- With JavaScript: a fetcher votes; no navigation, the scroll position kept.
  await haeun.page.goto(haeun.url);
  const target = postBy(haeun.page, '한수민');
  await target.scrollIntoViewIfNeeded();
  await haeun.page.evaluate(() => window.scrollBy(0, 40));
  const scrollBefore = await haeun.page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(0);
  await haeun.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  let navigations = 0;
  haeun.page.on('framenavigated', (frame) => {
    if (frame === haeun.page.mainFrame()) navigations++;
  });
  await expect(target.getByText('0표')).toBeVisible();
  await target.getByRole('button', { name: /이 글 고르기/ }).click();
  await expect(target.getByText('1표')).toBeVisible();
  await expect(target.getByText('내가 고른 글')).toBeVisible();
  await expect(target.getByRole('status')).toHaveText('투표했습니다.');
  expect(navigations).toBe(0);
  expect(haeun.page.url()).toBe(haeun.url);
  expect(await haeun.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(Math.abs((await haeun.page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThanOrEqual(2);
  // Reloaded without JavaScript: Sumin sees her own post's tally and her vote still marked.
  const reloaded = await sumin.page.goto(sumin.url);
  await expect(postBy(sumin.page, '한수민').getByText('1표')).toBeVisible();
  await expect(postBy(sumin.page, '서하은').getByText('내가 고른 글')).toBeVisible();
  // Her own text is text to her too: the tag shows literally, no image, and the HTML she was sent
  // carries it escaped, never as a tag a browser with JavaScript would run.
  await expect(postBy(sumin.page, '한수민').locator('.post-text')).toHaveText(`수민의 게송입니다.\n${XSS}`);
  await expect(postBy(sumin.page, '한수민').locator('img')).toHaveCount(0);
  const suminHtml = await reloaded!.text();
  expect(suminHtml).not.toContain(XSS);
  expect(suminHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');

  // Her own post: 내 글, her classmate's vote counted, no button.
  await expect(postBy(haeun.page, '서하은').getByText('1표')).toBeVisible();
  await expect(postBy(haeun.page, '서하은').getByRole('button')).toHaveCount(0);

  // The learner's text is text: the tag shows literally, no image, no dialog.
  await expect(target.locator('.post-text')).toHaveText(`수민의 게송입니다.\n${XSS}`);
  await expect(target.locator('img')).toHaveCount(0);
  await checkPage(haeun.page);
  await haeun.page.setViewportSize({ width: 360, height: 780 });
  await checkPage(haeun.page);
  expect(await haeun.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await haeun.page.setViewportSize({ width: 1280, height: 900 });

  // --- The class board: today's best verse is a tie of one vote each, so the earlier post (수민's).
  const boardLink = await haeun.page.getByRole('link', { name: '날마다 뽑힌 게송과 이야기 보기' }).getAttribute('href');
  await haeun.page.goto(new URL(boardLink!, haeun.url).href);
  await expect(haeun.page.getByRole('heading', { level: 1 })).toHaveText('우리 반 게시판');
  const today = haeun.page.locator('.board-day').first();
  await expect(today.getByRole('region', { name: '뽑힌 게송' }).locator('.post-text')).toHaveText(`수민의 게송입니다.\n${XSS}`);
  await expect(today.getByRole('region', { name: '뽑힌 게송' })).toContainText('한수민 님 · 1표');
  await expect(today.locator('img')).toHaveCount(0);
  await checkPage(haeun.page);
  await haeun.page.setViewportSize({ width: 360, height: 780 });
  await checkPage(haeun.page);
  await haeun.page.setViewportSize({ width: 1280, height: 900 });

  // --- The verse's hall of fame, from the day's passage: both posts, with their class.
  await haeun.page.goto(haeun.url);
  await haeun.page.getByRole('link', { name: '이 게송의 명예의 전당 보기' }).click();
  await expect(haeun.page).toHaveURL(/\/studyroom\/verses\/dhammapada\/\d+$/);
  await expect(haeun.page.getByRole('heading', { level: 1 })).toHaveText(/^법구경 제\d+게 명예의 전당$/);
  const hall = haeun.page.getByRole('region', { name: '많이 뽑힌 게송' });
  await expect(hall.getByText('하은의 게송입니다.', { exact: false })).toBeVisible();
  await expect(hall.getByText(`수민의 게송입니다.\n${XSS}`)).toBeVisible();
  await expect(hall.locator('img')).toHaveCount(0);
  await checkPage(haeun.page);
  await haeun.page.setViewportSize({ width: 360, height: 780 });
  await checkPage(haeun.page);

  expect(haeun.dialogs).toEqual([]);
  await sumin.context.close();
  await haeun.context.close();
});

test('a learner outside the class gets the not-found page for its board and days', async ({ page }) => {
  await page.goto('/login');
  await kakaoSignIn(page, 'sumin@example.com', '한수민');
  await page.goto('/studyroom/current');
  const classPath = (await page
    .getByRole('article', { name: CLASS_NAME })
    .getByRole('link', { name: /^\d+일차 공부하기$/ })
    .getAttribute('href'))!.replace(/\/\d+$/, '');
  await page.context().clearCookies();

  await signUpAs(page, uniqueEmail('outsider'), '다른반학인');
  for (const path of [`${classPath}/board`, `${classPath}/1`, '/studyroom/verses/nosuchbook/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.locator('.post-text')).toHaveCount(0);
  }
});
