import { expect, test, type Page } from '@playwright/test';
import { checkPage } from './support';
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS } from './global-setup';

/** Kakao sign-in through the local stand-in, sessions, sign-up, guards and roles. */
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

async function kakaoSignIn(page: Page, email: string, nickname = '카카오학인') {
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/v1/session/oauth') && !url.pathname.startsWith('/oauth'));
}

async function signUpAs(page: Page, email: string, name: string) {
  await page.goto('/login');
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();
}

async function openUserMenu(page: Page) {
  await page.getByRole('banner').locator('.user-menu summary').click();
}

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
  await expect(page.getByText('로그아웃 되었습니다.')).toBeVisible();

  for (const path of ['/studyroom/current', '/free-class', '/self-study/saturday-service-2024', '/signup', '/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByText('로그인한 사용자만 이용할 수 있습니다.')).toBeVisible();
  }
  await page.goto('/studyroom/courses/sati-3/7');
  await expect(page).toHaveURL(/\/login$/);
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/studyroom\/courses\/sati-3\/7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('나의 공부방');
});

test('an expired access token is refreshed without the learner noticing', async ({ page }) => {
  await signUpAs(page, uniqueEmail('refresh'), '박연화');
  const before = (await page.context().cookies()).find((c) => c.name === 'ds_session')!.value;
  await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
  await page.goto('/studyroom/all');
  await expect(page).toHaveURL(/\/studyroom\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('전체 수강 과정');
  const after = (await page.context().cookies()).find((c) => c.name === 'ds_session')!.value;
  expect(after).not.toBe(before);
  // And again with the rotated tokens.
  await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
  await page.goto('/studyroom/coming');
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
});

test('an expired refresh token sends the learner to /login with 로그인이 필요합니다.', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAs(page, uniqueEmail('expire'), '최지혜');
  await page.waitForTimeout((REFRESH_TTL_SECONDS + 2) * 1000);
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인 / 회원가입' })).toBeVisible();
});

test('logout revokes the session: the old cookie no longer opens guarded pages', async ({ page, context }) => {
  await signUpAs(page, uniqueEmail('logout'), '정수안');
  const stolen = (await context.cookies()).find((c) => c.name === 'ds_session')!;
  await openUserMenu(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('로그아웃 되었습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인 / 회원가입' })).toBeVisible();

  // Someone replaying the cookie from before logout is signed out by the CMS.
  await context.addCookies([stolen]);
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
});

test('staff reach /admin; a learner is sent home', async ({ page, browser }) => {
  await signUpAs(page, 'staff@example.com', '교무 스님');
  await openUserMenu(page);
  await page.getByRole('link', { name: '관리자 화면' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('관리자 화면');
  await expect(page.getByText('교무 스님님, 안녕하세요.')).toBeVisible();
  for (const name of ['게시글 관리', '학생 관리', '교육과정 검색']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
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

test('a foreign page cannot post for a signed-in learner', async ({ page, request }) => {
  await signUpAs(page, uniqueEmail('csrf'), '한결');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ds_session')!;
  for (const path of ['/logout', '/signup', '/register']) {
    const res = await request.post(path, {
      headers: { Origin: 'https://evil.example', Cookie: `ds_session=${cookie.value}` },
      form: { username: 'x', agreed: 'on' },
      maxRedirects: 0,
    });
    expect(res.status(), path).toBe(403);
  }
  // Still signed in.
  await page.goto('/studyroom/current');
  await expect(page).toHaveURL(/\/studyroom\/current$/);
});
