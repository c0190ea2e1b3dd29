import { expect, test } from '@playwright/test';
import { checkPage, cms, freshAccessToken, kakaoSignIn, LOCK, signInOrSignUp } from './support';

test.describe.configure({ lock: LOCK.haeunVerses });

/**
 * Moderation: staff find a classmate's verse by its words, hide it with a reason; the author
 * opens that day and reads that it was hidden and why; staff show it again. Axe at 1280 and 360 px.
 */
test('staff hide a learner’s verse with a reason the author reads, then show it again', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  // A staff account of this spec's own (specs run side by side, in any order).
  await signInOrSignUp(page, 'office4@example.com', '총무 보살');
  const staff = await freshAccessToken(context, page);
  const list = await cms(staff, 'GET', '/v1/staff/posts?state=shown');
  const post = list.body.entries.find((p: { author_name: string; type: string }) => p.author_name === '서하은' && p.type === 'verse');
  expect(post, 'the seed has 서하은’s verses').toBeTruthy();

  await page.goto('/admin');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '게시글 숨기기' }).click();
  await page.getByLabel('글 내용').fill(post.text.slice(0, 8));
  await page.getByLabel('반 (예: 2026FA-D5)').fill(post.course_code);
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  const row = page.locator(`tr[data-post="${post.id}"]`);
  await expect(row).toContainText(post.text.slice(0, 8));
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-posts-1280.png', fullPage: true });
  await row.getByLabel('서하은님의 글을 숨기는 까닭').fill('다른 학습자의 실명이 들어 있습니다.');
  await row.getByRole('button', { name: '서하은님의 글 숨기기' }).click();
  await expect(page.getByText('글을 숨겼습니다. 글쓴이에게 까닭이 보입니다.')).toBeVisible();
  await expect(page.locator(`tr[data-post="${post.id}"]`)).toContainText('숨긴 까닭: 다른 학습자의 실명이 들어 있습니다.');
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/admin-posts-360.png', fullPage: true });

  // The author sees it on that day's page.
  const haeunContext = await browser.newContext();
  const haeun = await haeunContext.newPage();
  await haeun.goto(`/studyroom/courses/${post.course_code}/${post.day}`);
  await kakaoSignIn(haeun, 'haeun@example.com', '서하은');
  await expect(haeun.getByRole('note')).toHaveText('운영진이 이 글을 반 게시판에서 숨겼습니다. 까닭: 다른 학습자의 실명이 들어 있습니다.');
  await checkPage(haeun);

  // Shown again: the note is gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator(`tr[data-post="${post.id}"]`).getByRole('button', { name: '서하은님의 글 다시 보이기' }).click();
  await expect(page.getByText('글을 다시 보이게 했습니다.')).toBeVisible();
  await haeun.reload();
  await expect(haeun.getByRole('note')).toHaveCount(0);
  await haeunContext.close();
  await context.close();
});
