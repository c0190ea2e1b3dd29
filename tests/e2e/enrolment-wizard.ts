import { expect, type Page } from '@playwright/test';
import { kakaoSignIn, uniqueEmail } from './support';

/** The register wizard as enrolment.spec.ts and enrolment-window.spec.ts use it. */

/** A new learner, signed up and back on the home page. */
export async function newLearner(page: Page, name: string) {
  await page.goto('/login');
  await kakaoSignIn(page, uniqueEmail('enrol'), 'n');
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export const add = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true }).click();
export const cart = (page: Page) => page.getByRole('complementary', { name: '장바구니' });
export const alert = (page: Page, text: string) => expect(page.getByRole('alert').getByText(text, { exact: true })).toBeVisible();

/** Step 2 lists these courses (the required one among them). */
export async function reviewShows(page: Page, courses: string[]) {
  const review = page.getByRole('region', { name: '신청 과목' });
  for (const text of courses) await expect(review.getByText(text)).toBeVisible();
}

/** Step 2's fees as a newcomer pays them: the registration fee and the admission fee. */
export async function newcomerFeesShown(page: Page) {
  const fees = page.getByRole('region', { name: '납부 안내' });
  await expect(fees.getByText('100,000원')).toBeVisible();
  await expect(fees.getByText('30,000원')).toBeVisible();
  return fees;
}

/** The depositor name a learner of this name is given: their name and four digits. */
export const depositorOf = (name: string) => new RegExp(`^${name}\\d{4}$`);

/** The depositor name shown with what to do with it (write it as is, also when someone else pays); answers the name. */
export async function depositorShown(page: Page, name: string) {
  const depositor = page.getByTestId('depositor');
  await expect(depositor).toHaveText(depositorOf(name));
  await expect(page.getByText('받는 분 통장 표시(입금자명)에 이대로 적어 주세요.', { exact: false })).toBeVisible();
  await expect(page.getByText('부모님 등 다른 분이 보내셔도 이 이름으로', { exact: false })).toBeVisible();
  return (await depositor.textContent()) ?? '';
}
