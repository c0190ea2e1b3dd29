import path from 'node:path';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { sealPassword, unseal } from '../../web/app/lib/seal.server';
import { CMS_PORT } from './playwright.config';

// The shared rules as web's build uses them (the built package: a test file here is ESM, it is CommonJS).
const config = createRequire(path.join(root, 'package.json'))('@dharma/config/rules') as typeof import('@dharma/config/rules');

/** Today in Korea (UTC+9, no daylight saving), by the clock the servers count days with. */
export const todayInKorea = (): string => config.todayInKorea();

/**
 * Data that spec files share and change. Two files run side by side (playwright.config.ts); a file
 * names the locks of what it touches (`test.describe.configure({ lock })`) and never runs beside
 * another file holding one of them.
 */
export const LOCK = {
  /** The home page's notices: site-ops renames them, the visitor opens one by the title the list shows. */
  notices: 'notices',
  /** 서하은's verses: admin-posts hides one, votes counts votes on hers. */
  haeunVerses: 'haeun-verses',
  /** The demo learner's volunteer log: admin-audit adds an hour, records-grades counts the total. */
  demoVolunteerLog: 'demo-volunteer-log',
  /**
   * The name 김보리: admin-approvals' student search expects one learner of that name, and auth
   * signs up a second. Files start in their (alphabetical) order, so admin-approvals comes first.
   */
  boriName: 'bori-name',
  /** The admin panel, a large single-page app: two of its first loads at once starve each other past their waits. */
  panel: 'panel',
  /**
   * Nothing beside it: enrolment-window moves the open semester's term start and closes its window
   * (every page showing a running or open semester changes meanwhile); admin-refusals proves a
   * learner changes nothing by comparing whole tables before and after.
   */
  alone: '-exclusive-',
} as const;

/** axe on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing sticks out sideways (the 360 px rule). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function checkPage(page: Page) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

/** The CMS the global setup started (tests talk to it directly only as an editor or as an attacker would). */
export const cmsUrl = process.env.E2E_CMS_URL ?? `http://127.0.0.1:${CMS_PORT}`;

/** A call to the CMS with a signed-in user's access token, as web makes it. */
export async function cms(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${cmsUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));

/** The running CMS's SQLite file, opened read-only, the way an auditor would look: which rows exist. */
export async function fromDatabase<T>(use: (knex: any) => Promise<T>): Promise<T> {
  const knex = cmsRequire('knex')({
    client: 'better-sqlite3',
    connection: { filename: process.env.E2E_DATABASE_FILE, options: { readonly: true } },
    useNullAsDefault: true,
  });
  try {
    return await use(knex);
  } finally {
    await knex.destroy();
  }
}

/** Headers for the admin panel's content-manager API, signed in as the account the global setup created. */
export async function cmsAdminHeaders() {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dharma.test', password: 'E2e-admin-password-1' }),
  });
  expect(login.status).toBe(200);
  return { 'Content-Type': 'application/json', Authorization: `Bearer ${(await login.json()).data.token}` };
}

/** A message a phone received from the SOLAPI stand-in: KakaoTalk (ATA) or a text message (SMS, LMS). */
export interface PhoneMessage {
  to: string;
  type: 'ATA' | 'SMS' | 'LMS';
  text: string;
}

/** What the SOLAPI stand-in's phones received so far, in order (the global setup runs the stand-in and serves this list). */
export async function phoneMessages(): Promise<PhoneMessage[]> {
  const res = await fetch(process.env.E2E_PHONES_URL!);
  return (await res.json()) as PhoneMessage[];
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** The learner the demo seed prepares (cms/src/seed/studyroom.ts): a Kakao sign-in under this e-mail lands in their account. */
export const DEMO_LEARNER = { email: 'learner@example.com', name: '김보리' };

/**
 * Signs in with the Kakao stand-in from the current page's Kakao button and waits to be back on
 * the site. Without JavaScript the sign-in's last step is a form to send on (계속하기).
 */
export async function kakaoSignIn(page: Page, email: string, nickname = '카카오학인', { javaScript = true } = {}) {
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!javaScript) await page.getByRole('button', { name: '계속하기' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/v1/session/oauth') && !url.pathname.startsWith('/oauth'));
}

/** The demo learner (김보리) signed in from the current page's Kakao button. */
export const signInDemoLearner = (page: Page, options?: { javaScript?: boolean }) =>
  kakaoSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.name, options);

export async function signUpAs(page: Page, email: string, name: string) {
  await page.goto('/login');
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.', { exact: true })).toBeVisible();
}

export async function openUserMenu(page: Page) {
  await page.getByRole('banner').locator('.user-menu summary').click();
}

export interface SessionTokens {
  access: string;
  refresh: string;
}

/**
 * The tokens inside web's session cookie, read the way only the server can: the cookie is sealed
 * with a key derived from SESSION_SECRET, which the test stack shares with the test. The test
 * reads it to prove things about the tokens (rotation, revocation, never in a page) that the
 * browser itself can never see.
 */
export async function sessionTokens(context: BrowserContext): Promise<SessionTokens> {
  const cookie = (await context.cookies()).find((c) => c.name === 'ds_session');
  expect(cookie, 'ds_session cookie').toBeTruthy();
  const data = (await unseal(decodeURIComponent(cookie!.value), sealPassword(process.env.E2E_SESSION_SECRET!))) as {
    access_token?: unknown;
    refresh_token?: unknown;
  } | null;
  expect(data, 'the cookie unseals with the stack’s SESSION_SECRET').toBeTruthy();
  if (!data) throw new Error('unreachable');
  expect(typeof data.access_token).toBe('string');
  expect(typeof data.refresh_token).toBe('string');
  return { access: data.access_token as string, refresh: data.refresh_token as string };
}

/** What the CMS answers when someone presents this refresh token (it rotates it when valid). */
export async function refreshStatus(refreshToken: string): Promise<number> {
  const res = await fetch(`${cmsUrl}/api/v1/session/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return res.status;
}

/** What the CMS answers to this access token (401 once it has expired or been revoked). */
export async function accessStatus(accessToken: string): Promise<number> {
  const res = await fetch(`${cmsUrl}/api/v1/member`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return res.status;
}

/** The expiry (ms since epoch) written in a JWT. */
export function jwtExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  expect(typeof payload.exp).toBe('number');
  return payload.exp * 1000;
}

/**
 * Signs in with the Kakao stand-in, and completes /signup when this account has not signed up yet
 * (a staff account is signed up by whichever of its tests comes first). Starts from the current
 * page's Kakao button; without JavaScript the sign-in's last step is a form to send on.
 */
export async function signInOrSignUp(page: Page, email: string, name: string, { javaScript = true } = {}) {
  await kakaoSignIn(page, email, name, { javaScript });
  if (new URL(page.url()).pathname === '/signup') {
    await page.getByLabel('이름').fill(name);
    await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
    await page.getByRole('button', { name: '가입 완료' }).click();
    await expect(page.getByText('회원가입이 완료되었습니다.', { exact: true })).toBeVisible();
  }
}

/** signInOrSignUp in a browser without JavaScript. */
export const signInWithoutJs = (page: Page, email: string, name: string) => signInOrSignUp(page, email, name, { javaScript: false });

/**
 * An access token from the browser's web session with a few seconds still to live (they last
 * seconds in these tests): when the current one is about to expire, it is let expire and a
 * signed-in page is loaded, so web refreshes the session first.
 */
export async function freshAccessToken(context: BrowserContext, page: Page): Promise<string> {
  let token = (await sessionTokens(context)).access;
  const left = jwtExpiry(token) - Date.now();
  if (left < 2_500) {
    // Let it expire, so the page's load refreshes it rather than using it once more.
    // eslint-disable-next-line playwright/no-wait-for-timeout -- the access token's expiry passing is the point
    await page.waitForTimeout(Math.max(0, left) + 200);
    await page.goto('/member');
    token = (await sessionTokens(context)).access;
  }
  return token;
}
