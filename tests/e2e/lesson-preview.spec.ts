import { expect, test, type Page } from '@playwright/test';
import crypto from 'node:crypto';
// The compiled signing rule, as the CMS loads it (Playwright cannot load config's TypeScript source).
import previewLinks from '../../config/dist/platform/preview.js';
import { checkPage, cmsAdminHeaders, cmsUrl, LOCK } from './support';

test.describe.configure({ lock: LOCK.panel });

const { signedPreviewPath } = previewLinks;
const BANNER = '미리보기 — 학습자에게 보이는 모습';
const REFUSED = '미리보기를 열 수 없습니다';
const INVALID = '미리보기 링크가 올바르지 않습니다. 관리자 화면에서 미리보기를 다시 열어 주세요.';
const EXPIRED = '미리보기 링크의 유효 시간(1시간)이 지났습니다. 관리자 화면에서 미리보기를 다시 열어 주세요.';

/**
 * Editors preview a lesson they have not published: the panel's Preview link opens the lesson on
 * the site as learners would see it, tasks shown but disabled; only the panel may frame it; a
 * link that was not signed by the CMS, or has expired, shows a Korean refusal and nothing else.
 */
const LESSON = 'plugin::studyroom.lesson';
const secret = () => {
  const value = process.env.E2E_PREVIEW_SECRET;
  expect(value, 'the global setup shares the stack preview secret').toBeTruthy();
  return value!;
};

/** A draft lesson written in the panel, never published. */
async function draftLesson(title: string) {
  const headers = await cmsAdminHeaders();
  const res = await fetch(`${cmsUrl}/content-manager/collection-types/${LESSON}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      catalog: 'dhammapada',
      level: 5,
      number: 900,
      opensOnDay: 90,
      title,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: '게시 전에 살펴보는 본문입니다.' }] }],
      scripture: { book: '법구경', reference: '5', passage: '원한은 원한으로 갚아서는 풀리지 않는다.' },
      story: '한 스님이 길을 가다가 물었습니다.',
      tasks: [
        { key: 'read', type: 'check', prompt: '본문을 소리 내어 읽었습니다.', required: true },
        { key: 'reflection', type: 'text', prompt: '원한을 내려놓은 경험을 적어 보세요.', required: true },
      ],
    }),
  });
  expect(res.status).toBe(201);
  return { documentId: (await res.json()).data.documentId as string, headers };
}

const frameAncestors = (csp: string | undefined) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors')) ?? '';

async function expectPreviewOf(page: Page, title: string) {
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByText('보고 있는 판: 초안')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('법구경 이야기 5단계 · 900일차')).toBeVisible();
  // Day 90 is past every term of the demo semesters (77 days): the editor is warned, the lesson shown all the same.
  await expect(page.getByRole('alert')).toContainText('학기 안에 열리지 않음');
  await expect(page.getByRole('alert')).toContainText('가장 긴 학기 77일');
  await expect(page.getByText('게시 전에 살펴보는 본문입니다.')).toBeVisible();
  await expect(page.getByText('원한은 원한으로 갚아서는 풀리지 않는다.')).toBeVisible();
  const tasks = page.getByRole('region', { name: '과제' });
  await expect(tasks.getByText('미리보기에서는 과제를 제출할 수 없습니다.')).toBeVisible();
  await expect(tasks.getByRole('checkbox', { name: '본문을 소리 내어 읽었습니다.' })).toBeDisabled();
  await expect(tasks.getByRole('textbox', { name: '원한을 내려놓은 경험을 적어 보세요.' })).toBeDisabled();
  await expect(tasks.getByRole('button', { name: '저장' })).toHaveCount(2);
  for (const button of await tasks.getByRole('button', { name: '저장' }).all()) await expect(button).toBeDisabled();
}

test("the panel's preview link shows the draft as learners would see it, framable by the panel only", async ({ page }, testInfo) => {
  const title = `미리보는 초안 ${crypto.randomBytes(3).toString('hex')}`;
  const { documentId, headers } = await draftLesson(title);

  // The link the panel's Preview button opens, from the CMS's own preview handler.
  const asked = await fetch(`${cmsUrl}/content-manager/preview/url/${LESSON}?documentId=${documentId}&status=draft`, { headers });
  expect(asked.status).toBe(200);
  const link = new URL((await asked.json()).data.url);
  expect(link.pathname).toBe(`/preview/lessons/${documentId}`);

  const response = await page.goto(link.pathname + link.search);
  expect(response?.status()).toBe(200);
  const sent = response!.headers();
  expect(frameAncestors(sent['content-security-policy'])).toBe(`frame-ancestors ${new URL(cmsUrl).origin}`);
  expect(sent['x-frame-options']).toBeUndefined();
  expect(sent['cache-control']).toBe('private, no-store');
  await expectPreviewOf(page, title);

  await checkPage(page);
  await page.screenshot({ path: testInfo.outputPath('lesson-preview-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await checkPage(page);
  await page.screenshot({ path: testInfo.outputPath('lesson-preview-360.png'), fullPage: true });

  // Every other page still refuses to be framed by anyone.
  const home = await page.goto('/');
  expect(frameAncestors(home!.headers()['content-security-policy'])).toBe("frame-ancestors 'none'");
  expect(home!.headers()['x-frame-options']).toBe('DENY');
});

test('a changed, foreign or expired link is refused in Korean and shows no lesson', async ({ page }) => {
  const title = `거절될 초안 ${crypto.randomBytes(3).toString('hex')}`;
  const { documentId } = await draftLesson(title);
  const good = new URL(signedPreviewPath(secret(), { documentId, status: 'draft' }), 'http://site');
  // Signed here as the CMS signs, the link works: the refusals below come from the changes alone.
  await page.goto(good.pathname + good.search);
  await expectPreviewOf(page, title);

  const tampered = new URL(good);
  const sig = tampered.searchParams.get('sig')!;
  tampered.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
  const published = new URL(good);
  published.searchParams.set('status', 'published');
  const foreign = new URL(signedPreviewPath('someone-elses-preview-secret', { documentId, status: 'draft' }), 'http://site');
  for (const url of [tampered, published, foreign]) {
    const response = await page.goto(url.pathname + url.search);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REFUSED);
    await expect(page.getByText(INVALID)).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  }

  const expired = new URL(
    signedPreviewPath(secret(), { documentId, status: 'draft' }, new Date(Date.now() - 2 * 60 * 60 * 1000)),
    'http://site',
  );
  const response = await page.goto(expired.pathname + expired.search);
  expect(response?.status()).toBe(403);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await checkPage(page);
});

test("an editor finds lessons by family and level in the panel, opens one's Preview and sees the site's page in its frame", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const title = `패널에서 미리보기 ${crypto.randomBytes(3).toString('hex')}`;
  const { documentId, headers } = await draftLesson(title);
  await page.goto(`${cmsUrl}/admin/auth/login`);
  // The panel speaks Korean from its sign-in page on (panel-korean.spec.ts).
  await page.getByLabel('이메일').fill('admin@dharma.test');
  await page.getByLabel('비밀번호').fill('E2e-admin-password-1');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });

  // The list: the columns editors look for, in Korean, with Strapi's publication status.
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${LESSON}`);
  const header = page.getByRole('grid').getByRole('row').first();
  // The panel is a large single-page app: its first load takes a while on a busy machine.
  await expect(header).toBeVisible({ timeout: 45_000 });
  for (const column of ['과목', '단계', '회차', '여는 날', '제목', '상태'])
    await expect(header.getByRole('gridcell', { name: column, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lesson-list.png') });

  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${LESSON}/${documentId}`);
  await page.getByRole('link', { name: '미리보기 열기' }).click();
  await expect(page).toHaveURL(new RegExp(`/${documentId}/preview`));
  const site = page.frameLocator('iframe');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
  await expect(site.getByText(BANNER)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('panel-preview.png') });

  // Saved again: the panel tells its frame to update (Strapi's strapiUpdate message), and the
  // site shows the new draft without a reload of the panel.
  const edited = `${title} (고침)`;
  const saved = await fetch(`${cmsUrl}/content-manager/collection-types/${LESSON}/${documentId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ title: edited }),
  });
  expect(saved.status).toBe(200);
  await page.evaluate(() => {
    const frame = document.querySelector('iframe')!;
    frame.contentWindow!.postMessage({ type: 'strapiUpdate' }, new URL(frame.src).origin);
  });
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(edited);
});
