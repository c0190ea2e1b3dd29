import crypto from 'node:crypto';
import { expect, test, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { accessStatus, openUserMenu, sessionTokens, signUpAs, uniqueEmail, type SessionTokens } from './support';
import { ACCESS_TTL_SECONDS } from './global-setup';

/**
 * What one person's session must never leak: web's shared page cache serves anonymous visitors
 * only pages that nobody personal touched, and the tokens in the session cookie never reach a
 * page's HTML or its loader data.
 */

const FLASH_LOGOUT = '로그아웃 되었습니다.';
const FLASH_MEMBERS_ONLY = '로그인한 사용자만 이용할 수 있습니다.';

/** An anonymous visitor's view of `path`: a shared (cached or cacheable) page with nothing personal in it. */
async function expectAnonymousPage(anon: BrowserContext, path: string, forbidden: string[]) {
  const res: APIResponse = await anon.request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const headers = res.headers();
  expect(headers['x-page-cache'], `${path}: served through the shared cache`).toMatch(/^(hit|miss)$/);
  expect(headers['set-cookie'], `${path}: no cookie for an anonymous visitor`).toBeUndefined();
  const html = await res.text();
  expect(html, path).toContain('로그인 / 회원가입');
  for (const text of forbidden) expect(html.includes(text), `${path} must not contain ${text}`).toBe(false);
  expect(await anon.cookies(), path).toEqual([]);
}

/** A signed-in page load: the learner's own page, never taken from or put in the shared cache. */
async function loadAsLearner(page: Page, path: string, name: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const headers = await response!.allHeaders();
  expect(headers['x-page-cache'], `${path}: a signed-in page bypasses the shared cache`).toBeUndefined();
  expect(headers['cache-control'], path).toContain('private');
  await expect(page.getByRole('banner').locator('.user-name')).toHaveText(name);
  return headers;
}

test('the anonymous page cache never serves a signed-in or cookie-setting page to someone else', async ({ browser }) => {
  test.setTimeout(90_000);
  const learnerContext = await browser.newContext();
  const anon = await browser.newContext();
  const learner = await learnerContext.newPage();
  const name = `캐시학인${crypto.randomBytes(3).toString('hex')}`;
  await signUpAs(learner, uniqueEmail('cache'), name);

  // The cache is really on: an anonymous page asked for twice in a row is a hit the second time.
  await expect
    .poll(async () => {
      await anon.request.get('/articles/faq');
      return (await anon.request.get('/articles/faq')).headers()['x-page-cache'];
    })
    .toBe('hit');

  for (const path of ['/', '/articles/notice']) {
    // Anonymous first (fills the cache), then the learner (must get their own page, not the
    // cached one), then anonymous again right away (must not get the learner's).
    await expectAnonymousPage(anon, path, [name]);
    await loadAsLearner(learner, path, name);
    await expectAnonymousPage(anon, path, [name]);
  }

  // A page that sets a cookie: once the access token has expired, the next page rotates the
  // tokens and answers with Set-Cookie. Nobody else may receive that answer or its cookie.
  const before: SessionTokens = await sessionTokens(learnerContext);
  await expect.poll(() => accessStatus(before.access), { timeout: (ACCESS_TTL_SECONDS + 5) * 1000 }).toBe(401);
  const rotated = await loadAsLearner(learner, '/articles/notice', name);
  expect(rotated['set-cookie'], 'the rotated tokens come back as a cookie').toContain('ds_session=');
  await expectAnonymousPage(anon, '/articles/notice', [name, before.refresh]);

  // A flash message is for one person: the page after logout shows 로그아웃 되었습니다. to the
  // learner only.
  await openUserMenu(learner);
  const afterLogout = learner.waitForResponse((r) => new URL(r.url()).pathname === '/' && r.request().method() === 'GET');
  await learner.getByRole('button', { name: '로그아웃' }).click();
  const flashPage = await afterLogout;
  await expect(learner.getByRole('status').getByText(FLASH_LOGOUT, { exact: true })).toBeVisible();
  expect((await flashPage.allHeaders())['x-page-cache']).toBeUndefined();
  expect((await flashPage.allHeaders())['set-cookie'], 'showing the flash consumes it').toContain('ds_session=');
  await expectAnonymousPage(anon, '/', [FLASH_LOGOUT, name]);

  // The same for an anonymous visitor's own flash: sent from a guarded page to /login with a
  // message, which another visitor opening /login never sees.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/studyroom/current');
  await expect(visitorPage).toHaveURL(/\/login$/);
  await expect(visitorPage.getByText(FLASH_MEMBERS_ONLY, { exact: true })).toBeVisible();
  await expectAnonymousPage(anon, '/login', [FLASH_MEMBERS_ONLY]);

  await Promise.all([learnerContext.close(), anon.close(), visitor.close()]);
});

test('no token in the rendered HTML or the Remix loader data', async ({ page, context }) => {
  const name = `소스학인${crypto.randomBytes(3).toString('hex')}`;
  await signUpAs(page, uniqueEmail('source'), name);
  const seen: SessionTokens[] = [await sessionTokens(context)];
  const forbidden = () => ['access_token', 'refresh_token', ...seen.flatMap((t) => [t.access, t.refresh])];

  // Loader data fetched by client-side navigation (?_data=...) as well as on full page loads.
  const dataResponses: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).searchParams.has('_data'))
      dataResponses.push({ url: response.url(), body: await response.text().catch(() => '') });
  });

  for (const path of ['/', '/studyroom/current', '/studyroom/coming', '/register', '/articles/notice', '/signup']) {
    const response = await page.goto(path);
    seen.push(await sessionTokens(context));
    const html = await response!.text();
    const dom = await page.content();
    const loaderData = await page.evaluate(() =>
      JSON.stringify((window as unknown as { __remixContext?: unknown }).__remixContext ?? null),
    );
    // The loader data is there and is the learner's own (so the search below searched something);
    // the home page and this semester's classes are not hydrated and carry none, only their HTML
    // (/signup, for a learner already signed up, is the home page too.)
    const plain = ['/', '/studyroom/current'].includes(new URL(page.url()).pathname);
    expect({ hydrated: loaderData !== 'null', hers: (plain ? html : loaderData).includes(name) }, path).toEqual({
      hydrated: !plain,
      hers: true,
    });
    for (const [where, text] of [
      ['HTML', html],
      ['DOM', dom],
      ['__remixContext', loaderData],
    ] as const) {
      for (const secret of forbidden()) expect(text.includes(secret), `${path} ${where} contains ${secret.slice(0, 16)}…`).toBe(false);
    }
  }

  // Client-side navigation through the user menu (from a hydrated page).
  await page.goto('/articles/notice');
  await openUserMenu(page);
  await page.getByRole('link', { name: '전체 수강 과정' }).click();
  await expect(page).toHaveURL(/\/studyroom\/all$/);
  await expect.poll(() => dataResponses.length).toBeGreaterThan(0);
  seen.push(await sessionTokens(context));
  for (const { url, body } of dataResponses) {
    for (const secret of forbidden()) expect(body.includes(secret), `${url} contains ${secret.slice(0, 16)}…`).toBe(false);
  }
});
