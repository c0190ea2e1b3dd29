import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { checkPage } from './support';
import { ADMIN, startYearStack, type Database, type YearStack } from './year-stack';

const { formatDate } = createRequire(path.join(root, 'package.json'))('@dharma/config') as typeof import('@dharma/config');

/**
 * A school year lived end to end, once on SQLite and once on PostgreSQL (the projects year-sqlite
 * and year-postgres), on a stack of its own whose one clock the story moves.
 *
 * The demo seed runs on 1 December 2026: it builds the course families, levels and lessons, the
 * running autumn term of its demo learner 김보리 and the spring semester after it. The story then
 * moves to the summer of 2027, when no window is open, and staff create the autumn semester 2027FA
 * in the panel: the year's learners apply, pay, study its 77 days and get their results.
 */
const SEED_AT = '2026-12-01T10:00:00+09:00';
const SHOTS = path.join(root, 'tests', '.artifacts', 'year');

/** The semester staff create, as they type it into the panel. */
const FALL = {
  code: '2027FA',
  label: '2027 가을학기',
  termStart: '2027-09-11',
  termEnd: '2027-11-26',
  applyStart: '2027-08-16',
  applyEnd: '2027-09-10',
  paymentDue: '2027-09-08',
  registrationFee: 100_000,
  admissionFee: 30_000,
  bankAccount: '농협 351-1234-5678-93 (예금주: 담마스쿨)',
};
const at = (day: string, time: string) => `${day}T${time}:00+09:00`;

test.describe.configure({ mode: 'serial' });

let stack: YearStack;
const database = (): Database => (test.info().project.name === 'year-postgres' ? 'postgres' : 'sqlite');

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  stack = await startYearStack(database(), SEED_AT);
});

test.afterAll(async () => {
  await stack?.stop();
});

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: path.join(SHOTS, `${database()}-${name}-${width}.png`), fullPage: true });
}

/** The page at 1280 and at 360 px: accessible, nothing sideways, a screenshot of each. */
async function lookAtBothWidths(page: Page, name: string) {
  await checkPage(page);
  await shot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await checkPage(page);
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills a date field of Strapi's panel: its date picker reads a date typed as it shows one (2027. 09. 11.). */
async function fillDate(page: Page, label: string, iso: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(`${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`);
  await input.press('Enter');
}

test('1. staff create the autumn semester in the Korean panel', async ({ browser }) => {
  test.setTimeout(240_000);
  if (!process.env.YEAR_PIN) await stack.moveClock(at('2027-08-02', '10:00'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${stack.cmsUrl}/admin/auth/login`);
  await page.getByLabel('이메일').fill(ADMIN.email, { timeout: 60_000 });
  await page.getByLabel('비밀번호').fill(ADMIN.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/api::semester.semester/create`);
  await page.getByLabel(/^학기 코드/).fill(FALL.code, { timeout: 45_000 });
  await page.getByLabel(/^학기 이름/).fill(FALL.label);
  await fillDate(page, '개강일', FALL.termStart);
  await fillDate(page, '종강일', FALL.termEnd);
  await fillDate(page, '신청 시작일', FALL.applyStart);
  await fillDate(page, '신청 마감일', FALL.applyEnd);
  await fillDate(page, '납부 마감일', FALL.paymentDue);
  await page.getByLabel(/^수강료\(원\)/).fill(String(FALL.registrationFee));
  await page.getByLabel(/^입학금\(원\)/).fill(String(FALL.admissionFee));
  await page.getByLabel(/^입금 계좌/).fill(FALL.bankAccount);
  await shot(page, '01-panel-semester');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText(/저장/).first()).toBeVisible();
  await context.close();

  const rows = await stack.db((knex) => knex('semesters').where({ code: FALL.code }).select());
  expect(rows).toHaveLength(1);
  const row = rows[0];
  const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
  expect({
    termStart: day(row.term_start),
    termEnd: day(row.term_end),
    applyStart: day(row.apply_start),
    applyEnd: day(row.apply_end),
    paymentDue: day(row.payment_due),
    registrationFee: Number(row.registration_fee),
    admissionFee: Number(row.admission_fee),
    bankAccount: row.bank_account,
  }).toEqual({
    termStart: FALL.termStart,
    termEnd: FALL.termEnd,
    applyStart: FALL.applyStart,
    applyEnd: FALL.applyEnd,
    paymentDue: FALL.paymentDue,
    registrationFee: FALL.registrationFee,
    admissionFee: FALL.admissionFee,
    bankAccount: FALL.bankAccount,
  });
});

test('2. before the window the home page and /register say when it opens', async ({ page }) => {
  await page.goto(stack.webUrl);
  const cta = page.getByRole('region', { name: `${FALL.label} 수강신청` });
  await expect(cta.getByText(`${formatDate(FALL.applyStart)} – ${formatDate(FALL.applyEnd)}`)).toBeVisible();
  await lookAtBothWidths(page, '02-home-before-window');
  await page.goto(`${stack.webUrl}/register`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${FALL.label} 수강신청`);
  await lookAtBothWidths(page, '02-register-before-window');
});
