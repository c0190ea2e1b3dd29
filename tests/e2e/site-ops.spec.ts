import { expect, test, type Locator } from '@playwright/test';
import crypto from 'node:crypto';
import { startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { checkPage, cmsAdminHeaders, cmsUrl, LOCK } from './support';
import { WEB_PORT } from './playwright.config';

test.describe.configure({ lock: LOCK.notices });

test('an editor’s change in the panel shows on the site without a restart', async ({ page }) => {
  const headers = await cmsAdminHeaders();
  const articleUrl = async (title: string) => {
    const found = await (await fetch(`${cmsUrl}/api/articles?filters[title][$eq]=${encodeURIComponent(title)}`)).json();
    expect(found.data, title).toHaveLength(1);
    return `${cmsUrl}/content-manager/collection-types/api::article.article/${found.data[0].documentId as string}`;
  };
  const titleOf = async (item: Locator) => (await item.textContent())!.replace(' (새 창)', '').trim();
  const titlesShown = async () => {
    await page.reload();
    return (await list.getByRole('listitem').allTextContents()).join('\n');
  };

  await page.goto('/');
  const list = page.getByRole('region', { name: '공지사항', exact: true });
  const target = await articleUrl(await titleOf(list.getByRole('listitem').first()));
  const witness = await articleUrl(await titleOf(list.getByRole('listitem').nth(1)));
  const tag = crypto.randomBytes(3).toString('hex');
  const newTitle = `편집자 수정 ${tag}`;
  const witnessTitle = `함께 게시 ${tag}`;

  // Saved but not published: the site keeps the published title. Another notice is changed and
  // published at the same moment; once it shows, the site has read the list again since the
  // save, and the draft must still be absent.
  expect((await fetch(target, { method: 'PUT', headers, body: JSON.stringify({ title: newTitle }) })).status).toBe(200);
  expect((await fetch(witness, { method: 'PUT', headers, body: JSON.stringify({ title: witnessTitle }) })).status).toBe(200);
  expect((await fetch(`${witness}/actions/publish`, { method: 'POST', headers, body: '{}' })).status).toBe(200);
  // The e2e stack runs with 1 s caches; production uses 30 s + 10 s, under the 60 s promise.
  await expect.poll(titlesShown, { timeout: 15_000 }).toContain(witnessTitle);
  expect(await titlesShown()).not.toContain(newTitle);

  expect((await fetch(`${target}/actions/publish`, { method: 'POST', headers, body: '{}' })).status).toBe(200);
  await expect.poll(titlesShown, { timeout: 15_000 }).toContain(newTitle);
  await expect(list.getByText(newTitle)).toHaveCount(1);
});

test('an unreachable CMS gives a Korean 503 page, not a crash', async ({ page }) => {
  // Its own port next to the suite's web server, so parallel runs with other ports do not collide.
  const port = WEB_PORT + 99;
  const web = await startWeb(
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_URL: 'http://127.0.0.1:9', // nothing listens on the discard port
      SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
      WEB_CMS_SECRET: crypto.randomBytes(24).toString('hex'),
      PREVIEW_SECRET: crypto.randomBytes(24).toString('hex'),
      KAKAO_CLIENT_ID: 'unused',
    },
    { quiet: true },
  );
  try {
    for (const path of ['/', '/articles/notice', '/courses/sati', '/privacy']) {
      const response = await page.goto(`http://127.0.0.1:${port}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('잠시 후 다시 이용해 주세요');
      await expect(page.getByText('지금은 학교 서버에 연결할 수 없습니다.')).toBeVisible();
      await expect(page.locator('body')).not.toContainText('at ');
    }
    await checkPage(page);
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  } finally {
    await stopAll([web]);
  }
});

test('unknown paths and /404 are the not-found page with status 404', async ({ page }) => {
  for (const path of ['/404', '/no/such/page', '/courses/', '/articles/notice/doesnotexist12345']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  }
});

test('every page arrives as clean UTF-8 Korean, with no NUL bytes', async ({ request }) => {
  for (const path of [
    '/',
    '/articles/notice',
    '/articles/post',
    '/articles/faq',
    '/courses/sati',
    '/courses/dhammapada',
    '/privacy',
    '/404',
  ]) {
    const response = await request.get(path);
    const bytes = await response.body();
    expect(bytes.includes(0), path).toBe(false);
    const text = bytes.toString('utf8');
    expect(text, path).not.toContain('\uFFFD');
    expect(text, path).toMatch(/[가-힣]/);
  }
});
