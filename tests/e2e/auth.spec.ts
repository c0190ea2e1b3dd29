import { expect, test } from '@playwright/test';
import {
  accessStatus,
  checkPage,
  jwtExpiry,
  kakaoSignIn,
  openUserMenu,
  refreshStatus,
  sessionTokens,
  signUpAs,
  uniqueEmail,
  LOCK,
} from './support';
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS } from './global-setup';

test.describe.configure({ lock: LOCK.boriName });

/** Kakao sign-in through the local stand-in, sessions, sign-up, guards and roles. */

test('a new learner signs in with Kakao, signs up, and sees their name and 0 / 80', async ({ page }) => {
  await page.goto('/login');
  await checkPage(page);
  const email = uniqueEmail('new');
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/v1\/session\/oauth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nickname').fill('보리');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await checkPage(page);
  // Empty name, then missing consent: each shows its message and nothing is saved.
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('이름을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('개인정보 처리방침에 동의해야 회원가입을 완료할 수 있습니다.')).toBeVisible();
  await page.getByLabel('이름').fill('   ');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('이름을 입력해 주세요.')).toBeVisible();
  await page.getByLabel('이름').fill('김보리');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').uncheck();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('개인정보 처리방침에 동의해야 회원가입을 완료할 수 있습니다.')).toBeVisible();
  await expect(page.getByLabel('이름')).toHaveValue('김보리');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').getByText('회원가입이 완료되었습니다.')).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: '공부하러 가기' })).toBeVisible();
  await expect(banner.getByRole('link', { name: '로그인 / 회원가입' })).toHaveCount(0);
  await openUserMenu(page);
  await expect(banner.getByText('김보리').first()).toBeVisible();
  await expect(banner.getByTestId('credits')).toHaveText('0 / 80');
  await expect(banner.getByRole('progressbar', { name: '학점' })).toHaveAttribute('aria-valuenow', '0');
  for (const [name, href] of [
    ['이번 학기 수강 과정', '/studyroom/current'],
    ['전체 수강 과정', '/studyroom/all'],
    ['다음 학기 신청 내역', '/studyroom/coming'],
  ]) {
    await expect(banner.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await checkPage(page);

  // Tokens never reach page scripts.
  const cookies = await page.evaluate(() => document.cookie);
  expect(cookies).not.toContain('ds_session');
  expect(cookies).not.toMatch(/eyJ/);
  const sessionCookie = (await page.context().cookies()).find((c) => c.name === 'ds_session');
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // Signed in, /login goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a guarded page while signed out: message, /login, and back to that page after sign-in', async ({ page }) => {
  const email = uniqueEmail('guard');
  await signUpAs(page, email, '이도윤');
  await openUserMenu(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('로그아웃 되었습니다.', { exact: true })).toBeVisible();

  for (const path of ['/studyroom/current', '/free-class', '/self-study/saturday-service-2024', '/signup', '/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByText('로그인한 사용자만 이용할 수 있습니다.')).toBeVisible();
  }
  await page.goto('/studyroom/courses/sati-3/7');
  await expect(page).toHaveURL(/\/login$/);
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/studyroom\/courses\/sati-3\/7$/);
  // Kept and reached after sign-in; `sati-3` is no class of this learner, so it is the not-found page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

test('an expired access token is refreshed without the learner noticing', async ({ page, context }) => {
  await signUpAs(page, uniqueEmail('refresh'), '박연화');
  const first = await sessionTokens(context);
  // Wait until the CMS itself refuses the access token (its lifetime in this stack is seconds).
  await expect.poll(() => accessStatus(first.access), { timeout: (ACCESS_TTL_SECONDS + 5) * 1000 }).toBe(401);
  await page.goto('/studyroom/all');
  await expect(page).toHaveURL(/\/studyroom\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('전체 수강 과정');
  const second = await sessionTokens(context);
  expect(second.refresh).not.toBe(first.refresh);
  expect(await accessStatus(second.access)).toBe(200);

  // And again with the rotated tokens.
  await expect.poll(() => accessStatus(second.access), { timeout: (ACCESS_TTL_SECONDS + 5) * 1000 }).toBe(401);
  await page.goto('/studyroom/coming');
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('다음 학기 신청 내역');
  const third = await sessionTokens(context);
  expect(third.refresh).not.toBe(second.refresh);

  // Rotation means the used refresh tokens are dead. One that comes back after its rotation is
  // taken for a stolen copy: the CMS refuses it and ends the whole sign-in, the learner's current
  // tokens included, so the next page asks them to sign in again.
  await expect.poll(() => refreshStatus(first.refresh), { timeout: 15_000 }).toBe(401);
  expect(await refreshStatus(second.refresh)).toBe(401);
  expect(await accessStatus(third.access)).toBe(401);
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 필요합니다.', { exact: true })).toBeVisible();
});

test('an expired refresh token sends the learner to /login with 로그인이 필요합니다.', async ({ page, context }) => {
  // The test waits out the whole refresh lifetime.
  test.setTimeout(REFRESH_TTL_SECONDS * 1000 + 60_000);
  await signUpAs(page, uniqueEmail('expire'), '최지혜');
  const { refresh } = await sessionTokens(context);
  // Probing a refresh token would use it up, so wait for the expiry the token itself carries;
  // it must be the configured lifetime, not longer.
  const expires = jwtExpiry(refresh);
  expect(expires - Date.now()).toBeLessThanOrEqual(REFRESH_TTL_SECONDS * 1000);
  // eslint-disable-next-line playwright/no-wait-for-timeout -- the refresh token's lifetime passing is what is tested
  await page.waitForTimeout(Math.max(0, expires - Date.now()) + 1000);
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 필요합니다.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인 / 회원가입' })).toBeVisible();
  expect(await refreshStatus(refresh)).toBe(401);
});

test('logout revokes the session: the old cookie no longer opens guarded pages', async ({ page, context }) => {
  await signUpAs(page, uniqueEmail('logout'), '정수안');
  const stolen = (await context.cookies()).find((c) => c.name === 'ds_session')!;
  const tokens = await sessionTokens(context);
  await openUserMenu(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').getByText('로그아웃 되었습니다.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인 / 회원가입' })).toBeVisible();

  // Someone replaying the cookie from before logout is signed out by the CMS.
  await context.addCookies([stolen]);
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 필요합니다.', { exact: true })).toBeVisible();
  // The CMS ended the sign-in itself: neither token works there any more.
  expect(await refreshStatus(tokens.refresh)).toBe(401);
  expect(await accessStatus(tokens.access)).toBe(401);
});

test('staff reach /admin; a learner is sent home', async ({ page, browser }) => {
  await signUpAs(page, 'staff@example.com', '교무 스님');
  await openUserMenu(page);
  await page.getByRole('link', { name: '관리자 화면' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('관리자 화면');
  await expect(page.getByText('교무 스님님, 안녕하세요.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '변경 기록' })).toBeVisible();
  await checkPage(page);

  const other = await browser.newContext();
  const learner = await other.newPage();
  await signUpAs(learner, uniqueEmail('notstaff'), '일반 학인');
  await learner.goto('/admin');
  await expect(learner).toHaveURL(/\/$/);
  await expect(learner.getByRole('link', { name: '관리자 화면' })).toHaveCount(0);
  await other.close();
});

test('Kakao errors come back to /login with a message, never a crash', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('카카오 로그인이 취소되었습니다.')).toBeVisible();

  // A forged callback (state that was never issued).
  await page.goto('/v1/session/oauth?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('카카오 로그인에 실패했습니다. 다시 시도해 주세요.')).toBeVisible();
});

test('the callback shows 로그인 중... and works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('nojs'));
  await page.getByLabel('Nickname').fill('무자바');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/v1\/session\/oauth\?code=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인 중...');
  await page.getByRole('button', { name: '계속하기' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await context.close();
});

test('a foreign page cannot post for a signed-in learner', async ({ page, request, baseURL }) => {
  await signUpAs(page, uniqueEmail('csrf'), '한결');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ds_session')!;
  const post = (path: string, headers: Record<string, string>) =>
    request.post(path, {
      headers: { Cookie: `ds_session=${cookie.value}`, ...headers },
      form: { username: 'x', agreed: 'on', intent: 'add', code: 'x' },
      maxRedirects: 0,
    });
  const refusals: Array<[string, Record<string, string>]> = [
    ['another site', { Origin: 'https://evil.example' }],
    // A sandboxed frame or a redirect chain sends the opaque origin.
    ['opaque origin', { Origin: 'null' }],
    // No Origin at all, but the browser says where the request came from.
    ['cross-site fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
  ];
  for (const [label, headers] of refusals) {
    for (const path of ['/logout', '/signup', '/register']) {
      const res = await post(path, headers);
      expect(res.status(), `${label} ${path}`).toBe(403);
      expect(await res.text(), `${label} ${path}`).toBe('다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
      expect(res.headers()['set-cookie'], `${label} ${path}`).toBeUndefined();
    }
  }
  // Still signed in.
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/studyroom\/current$/);

  // The same form from the site itself goes through (the cart answers, the learner is not refused).
  const own = new URL(baseURL!).origin;
  const sameSite = await post('/register', { Origin: own, 'Sec-Fetch-Site': 'same-origin' });
  expect(sameSite.status()).not.toBe(403);
  expect(sameSite.status()).toBe(400);
  expect(await sameSite.text()).toContain('과정 코드가 올바르지 않습니다.');
  // And a same-site logout really signs out.
  const logout = await post('/logout', { Origin: own, 'Sec-Fetch-Site': 'same-origin' });
  expect(logout.status()).toBe(302);
  expect(logout.headers()['location']).toBe('/');
});

test('an unknown study-room period is the not-found page', async ({ page }) => {
  await signUpAs(page, uniqueEmail('period'), '묘음');
  for (const period of ['unknown-period', 'Current', 'coming2']) {
    const response = await page.goto(`/studyroom/${period}`);
    expect(response?.status(), period).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  }
  // The known ones still open.
  expect((await page.goto('/studyroom/all'))?.status()).toBe(200);
});
