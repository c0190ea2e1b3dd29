import { expect, test, type Browser } from '@playwright/test';
import { add, alert, cart, depositorShown, newcomerFeesShown, newLearner, reviewShows } from './enrolment-wizard';
import { checkPage, kakaoSignIn, uniqueEmail } from './support';

/**
 * Applying for a semester through the register wizard, and the free offerings. What happens when
 * staff move the term start or close the application window is enrolment-window.spec.ts.
 */

test('a learner meets each cart alert, applies, comes back to 변경 완료, and changes', async ({ page }) => {
  await newLearner(page, '정진');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d{4} (봄|가을)학기 수강신청$/);
  await checkPage(page);

  await cart(page).getByRole('button', { name: '다음' }).click();
  await alert(page, '선택된 과목이 없습니다.');

  await add(page, '법화경 강좌 1단계 신청');
  await expect(cart(page).getByText('법화경 강좌 1단계')).toBeVisible();
  await add(page, '법화경 강좌 1단계 신청');
  await alert(page, '이미 장바구니에 추가된 과목입니다.');
  await add(page, '사중연기 강좌 1단계 신청');
  await alert(page, '이미 추가된 과목을 삭제하고 새로 선택해 주세요.');
  await expect(cart(page).getByText('사중연기 강좌')).toHaveCount(0);
  // Only the first level of a family is offered; dhammapada shows level 5.
  await expect(page.getByRole('button', { name: '법화경 강좌 2단계 신청' })).toHaveCount(0);
  await add(page, '법구경 이야기 5단계 신청');
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await checkPage(page);

  await cart(page).getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=2/);
  await reviewShows(page, ['법화경 강좌 1단계', '법구경 이야기 5단계', '사띠(마음챙김) 수행 3단계']);
  const fees = await newcomerFeesShown(page);
  await expect(fees.getByText(/농협/)).toBeVisible();
  // The last step already shows the depositor name to write on the transfer, beside the account.
  const depositor = await depositorShown(page, '정진');
  await expect(fees.getByTestId('depositor')).toHaveText(depositor);
  await checkPage(page);
  await page.screenshot({ path: `test-results/register-first-last-step-${page.viewportSize()?.width}.png`, fullPage: true });
  await page.getByRole('button', { name: '신청 완료' }).click();

  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByRole('status').getByText('수강신청이 완료되었습니다.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('130,000원');
  // The application kept the name the last step showed.
  expect(await depositorShown(page, '정진')).toBe(depositor);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await checkPage(page);
  await page.screenshot({ path: `test-results/coming-depositor-${page.viewportSize()?.width}.png`, fullPage: true });

  // Back to the wizard: it starts from the application and now changes it.
  await page.goto('/register');
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await add(page, '사중연기 강좌 1단계 신청');
  await alert(page, '이미 추가된 과목을 삭제하고 새로 선택해 주세요.');
  await cart(page).getByRole('button', { name: '법화경 강좌 1단계 빼기' }).click();
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await cart(page).getByRole('button', { name: '법구경 이야기 5단계 빼기' }).click();
  await expect(cart(page).getByRole('listitem')).toHaveCount(0);
  await add(page, '사중연기 강좌 1단계 신청');
  await cart(page).getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('button', { name: '신청 완료' })).toHaveCount(0);
  // The last step shows the depositor name given with the application, beside the account.
  await expect(page.getByRole('region', { name: '납부 안내' }).getByTestId('depositor')).toHaveText(depositor);
  await depositorShown(page, '정진');
  await checkPage(page);
  await page.screenshot({ path: `test-results/register-last-step-${page.viewportSize()?.width}.png`, fullPage: true });
  await page.getByRole('button', { name: '변경 완료' }).click();
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByText('수강신청 변경이 완료되었습니다.')).toBeVisible();
  // A changed application keeps its depositor name.
  await expect(page.getByTestId('depositor')).toHaveText(depositor);
  await expect(page.getByRole('table').getByText('사중연기 강좌 1단계')).toBeVisible();
  await expect(page.getByRole('table').getByText('법화경 강좌 1단계')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
});

test('the wizard works without JavaScript', async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await kakaoSignIn(page, uniqueEmail('nojs-wizard'), 'n', { javaScript: false });
  await page.getByLabel('이름').fill('무등');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await page.goto('/register');
  await add(page, '보살행 법문 1단계 신청');
  await add(page, '보살 수행 과정 1단계 신청');
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await cart(page).getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '신청 완료' }).click();
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByText('수강신청이 완료되었습니다.', { exact: true })).toBeVisible();
  await context.close();
});

test('a visitor fills the cart from the home page, signs up at submit, comes back to the same cart and applies', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: /수강신청$/ })
    .getByRole('link', { name: '수강신청 하기' })
    .click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('과목은 로그인하지 않고도 고를 수 있습니다.', { exact: false })).toBeVisible();
  await add(page, '법화경 강좌 1단계 신청');
  // The cart lives in the session cookie: a second post sent before the first one's answer (a
  // click before the page has hydrated is a plain form post) would carry the cart without it.
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await add(page, '법구경 이야기 5단계 신청');
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await add(page, '사중연기 강좌 1단계 신청');
  await alert(page, '이미 추가된 과목을 삭제하고 새로 선택해 주세요.');
  // A cart is one visitor's: another visitor's wizard (the shared page cache included) starts empty.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/register');
  await expect(cart(otherPage).getByText('선택한 과목이 없습니다.')).toBeVisible();
  await other.close();
  // A forged add (markup for a code) from the visitor's own page is refused in Korean and the cart stays as it was.
  const forged = await page.request.post('/register', {
    form: { intent: 'add', code: '<script>alert(1)</script>' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain('과정 코드가 올바르지 않습니다.');
  await page.reload();
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await cart(page).getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=2/);
  await reviewShows(page, ['법화경 강좌 1단계', '법구경 이야기 5단계', '사띠(마음챙김) 수행 3단계']);
  // What a newcomer pays, said to be a newcomer's.
  const fees = await newcomerFeesShown(page);
  await expect(fees.getByText('처음 신청하는 분의 금액입니다.', { exact: false })).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: `test-results/visitor-review-${page.viewportSize()?.width}.png`, fullPage: true });

  await page.getByRole('button', { name: '로그인하고 신청하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').getByText('카카오로 로그인하면 고른 과목 그대로 신청을 마칠 수 있습니다.')).toBeVisible();
  await kakaoSignIn(page, uniqueEmail('visitor-cart'), 'n');
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('이름').fill('연화');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();

  // Back on step 2 with the very cart chosen as a visitor, now as this learner.
  await expect(page).toHaveURL(/\/register\?step=2$/);
  await reviewShows(page, ['법화경 강좌 1단계', '법구경 이야기 5단계', '사띠(마음챙김) 수행 3단계']);
  await expect(page.getByText('처음 신청하는 분의 금액입니다.', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: '신청 완료' }).click();
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByRole('status').getByText('수강신청이 완료되었습니다.', { exact: true })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const text of ['법화경 강좌 1단계', '법구경 이야기 5단계']) await expect(table.getByText(text)).toBeVisible();
});

test('without JavaScript a returning learner’s visitor cart survives the Kakao sign-in and is applied for', async ({ browser }) => {
  const email = uniqueEmail('nojs-visitor-cart');
  // The account exists already (signed up earlier, in another browser).
  const earlier = await browser.newContext({ javaScriptEnabled: false });
  const first = await earlier.newPage();
  await first.goto('/login');
  await kakaoSignIn(first, email, 'n', { javaScript: false });
  await first.getByLabel('이름').fill('보현');
  await first.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await first.getByRole('button', { name: '가입 완료' }).click();
  await expect(first).toHaveURL(/\/$/);
  await earlier.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/register');
  await add(page, '보살행 법문 1단계 신청');
  await add(page, '보살 수행 과정 1단계 신청');
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await cart(page).getByRole('button', { name: '보살행 법문 1단계 빼기' }).click();
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await add(page, '보살행 법문 1단계 신청');
  await cart(page).getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '로그인하고 신청하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await kakaoSignIn(page, email, 'n', { javaScript: false });
  await expect(page).toHaveURL(/\/register\?step=2$/);
  await reviewShows(page, ['보살행 법문 1단계', '보살 수행 과정 1단계', '사띠(마음챙김) 수행 3단계']);
  await page.getByRole('button', { name: '신청 완료' }).click();
  await expect(page).toHaveURL(/\/studyroom\/coming$/);
  await expect(page.getByText('수강신청이 완료되었습니다.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await context.close();
});

test('free public class and self-study: applied once, the second time refused with its message', async ({ page }) => {
  await newLearner(page, '관음');
  await page.goto('/free-class');
  await checkPage(page);
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('공개강좌 신청이 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '공부하러 가기' }).last()).toBeVisible();
  await page.getByRole('button', { name: '신청하기' }).click();
  await alert(page, '이미 신청한 강좌입니다.');

  const year = new Date(Date.now() + 9 * 3600_000).getUTCFullYear();
  await page.goto(`/self-study/saturday-service-${year}`);
  await expect(page.getByText('하루 15분', { exact: true })).toBeVisible();
  await expect(page.getByText(/\(28일\)$/)).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('자율학습 신청이 완료되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '신청하기' }).click();
  await alert(page, '현재 진행 중인 과정이라 신청이 불가능합니다. 나의 공부방을 확인해 주세요.');

  // The 2024 Saturday service is history: shown, not open.
  await page.goto('/self-study/saturday-service-2024');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 토요 정기법회 자율학습');
  await expect(page.getByText('2024.12.15 – 2025.01.11 (28일)')).toBeVisible();
  await expect(page.getByText('신청 기간이 지난 강좌입니다.')).toBeVisible();

  const missing = await page.goto('/self-study/no-such-study');
  expect(missing?.status()).toBe(404);
});
