import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkPage, kakaoSignIn, signUpAs } from './support';

/**
 * Mentor–mentee pairs without JavaScript: a bad phone is refused in Korean with what was typed
 * kept, a good pair is saved, edited and removed (each its own step), and the CSV downloads and
 * parses with its Korean intact. The page passes axe at 1280 and 360 px.
 */
test('staff keep mentor pairs and reorder articles with plain forms, and download the pairs as CSV', async ({ browser }) => {
  test.setTimeout(120_000);
  const signIn = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const js = await signIn.newPage();
  await signUpAs(js, 'office3@example.com', '멘토 담당');
  // The same staff member in a browser without JavaScript (axe itself needs JavaScript: it runs in
  // the first), signed in there on their own: a refresh token is good for one rotation, so two
  // browsers sharing one copied session would sign each other out.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await kakaoSignIn(page, 'office3@example.com', '멘토 담당', { javaScript: false });
  await expect(page).not.toHaveURL(/\/v1\/session\/oauth/);
  await page.goto('/admin/mentors');
  await expect(page.getByRole('heading', { name: '멘토 · 멘티 관리', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: '새 짝 적기' });
  await form.getByLabel('멘티 이름').fill('강"하나", 막내');
  await form.getByLabel('멘티 전화번호').fill('010-12-3456');
  await form.getByLabel('멘토 이름').fill('도반 스님');
  await form.getByLabel('멘토 전화번호').fill('02 765 4321');
  await form.getByRole('button', { name: '짝 추가' }).click();
  await expect(page.getByRole('alert')).toHaveText('멘티 전화번호를 010-1234-5678 또는 02-123-4567 처럼 적어 주세요.');
  await expect(form.getByLabel('멘티 이름')).toHaveValue('강"하나", 막내');
  await expect(form.getByLabel('멘티 전화번호')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('멘티 전화번호').fill('01012343456');
  await form.getByRole('button', { name: '짝 추가' }).click();
  await expect(page.getByRole('status')).toHaveText('멘토 · 멘티 짝을 저장했습니다.');
  const table = page.getByRole('region', { name: '멘토 · 멘티 표' });
  const row = table.getByRole('row').filter({ hasText: '강"하나", 막내' });
  await expect(row).toContainText('010-1234-3456');
  await expect(row).toContainText('02-765-4321');
  await js.goto('/admin/mentors');
  await checkPage(js);
  await js.screenshot({ path: 'test-results/admin-mentors-1280.png', fullPage: true });

  await row.getByRole('link', { name: '강"하나", 막내님의 짝 고치기' }).click();
  const edit = page.getByRole('form', { name: '강"하나", 막내님의 짝 고치기' });
  await edit.getByLabel('멘토 이름').fill('법우 보살');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(table.getByRole('row').filter({ hasText: '강"하나", 막내' })).toContainText('법우 보살');

  // The CSV: a BOM, the header and the pair, quotes and comma intact.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV 내려받기' }).click()]);
  expect(download.suggestedFilename()).toBe('mentor-pairs.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
  expect(rows[0]).toEqual(['멘티 이름', '멘티 전화번호', '멘토 이름', '멘토 전화번호', '등록일', '마지막 변경']);
  expect(rows.find((r) => r[0] === '강"하나", 막내')?.slice(0, 4)).toEqual(['강"하나", 막내', '010-1234-3456', '법우 보살', '02-765-4321']);

  // With JavaScript: a refused form is as accessible as the list, at both widths.
  const jsForm = js.getByRole('form', { name: '새 짝 적기' });
  await jsForm.getByLabel('멘티 이름').fill('확인용');
  await jsForm.getByRole('button', { name: '짝 추가' }).click();
  await expect(js.getByRole('alert')).toHaveText('멘티 전화번호를 010-1234-5678 또는 02-123-4567 처럼 적어 주세요.');
  await checkPage(js);
  await js.setViewportSize({ width: 360, height: 800 });
  await js.goto('/admin/mentors');
  await checkPage(js);
  await js.screenshot({ path: 'test-results/admin-mentors-360.png', fullPage: true });

  await table.getByRole('row').filter({ hasText: '강"하나", 막내' }).getByRole('link', { name: '강"하나", 막내님의 짝 지우기' }).click();
  await expect(page.getByRole('heading', { name: '강"하나", 막내 – 법우 보살 짝을 지울까요?' })).toBeVisible();
  await page.getByRole('button', { name: '지우기', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('멘토 · 멘티 짝을 지웠습니다.');
  await expect(page.getByText('강"하나", 막내')).toHaveCount(0);

  // The monk posts' order without JavaScript: the first goes down a place, readers see it within a
  // minute (the site keeps a page for seconds), and it goes back up.
  await page.goto('/admin/articles?type=post');
  const order = page.getByRole('region', { name: '스님 글 순서 표' });
  const titles = async () => (await order.locator('tbody tr td:nth-child(2)').allTextContents()).map((t) => t.trim());
  const [first, second] = await titles();
  expect(first && second, 'the seed has monk posts').toBeTruthy();
  await order.getByRole('button', { name: `${first} 아래로 옮기기` }).click();
  await expect(page.getByRole('status').filter({ hasText: '순서를 저장했습니다.' })).toBeVisible();
  expect((await titles()).slice(0, 2)).toEqual([second, first]);
  await expect(async () => {
    await page.goto('/articles/post');
    const listed = (await page.getByRole('table').locator('tbody a').allTextContents()).map((t) => t.trim());
    expect(listed.indexOf(second)).toBeLessThan(listed.indexOf(first));
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await js.setViewportSize({ width: 1280, height: 900 });
  await js.goto('/admin/articles?type=post');
  await expect(js.getByRole('link', { name: `${first} 관리 화면에서 고치기` })).toHaveAttribute(
    'href',
    /\/admin\/content-manager\/collection-types\/api::article\.article\//,
  );
  await checkPage(js);
  await js.screenshot({ path: 'test-results/admin-articles-1280.png', fullPage: true });
  await js.setViewportSize({ width: 360, height: 800 });
  await checkPage(js);
  await js.screenshot({ path: 'test-results/admin-articles-360.png', fullPage: true });
  await page.goto('/admin/articles?type=post');
  await order.getByRole('button', { name: `${first} 위로 옮기기` }).click();
  expect((await titles()).slice(0, 2)).toEqual([first, second]);

  await context.close();
  await signIn.close();
});
