import { expect, test } from '@playwright/test';
import { checkPage, openUserMenu, signInDemoLearner, signUpAs, uniqueEmail } from './support';

/**
 * The member page: a new learner sees their name, e-mail and privacy consent with its version,
 * edits the phone (refused when wrong, stored in one form when right), applies for temple
 * membership (its consent then listed with the policy version), records a member number and,
 * without JavaScript, changes and clears the dharma name; the page links to the data download and
 * account deletion.
 */
test('a learner edits the phone, applies for membership, records a member number and sees the consents', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('member');
  await signUpAs(page, email, '이회원');
  await openUserMenu(page);
  await page.getByRole('banner').getByRole('link', { name: '회원 정보' }).click();
  await expect(page).toHaveURL(/\/member$/);
  if (await page.locator('.user-menu[open]').count()) await openUserMenu(page);

  await expect(page.getByLabel('이름')).toHaveValue('이회원');
  // The account's e-mail, shown again in the notices section as where they go.
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByTestId('notice-address')).toHaveText(email);
  const consents = page.getByRole('region', { name: '동의 내역' });
  await expect(consents.getByRole('listitem')).toHaveCount(1);
  await expect(consents.getByRole('listitem')).toContainText('개인정보 처리방침 · 버전');
  await checkPage(page);

  // A wrong phone is refused in Korean and nothing is stored.
  await page.getByLabel('휴대폰 번호 (선택)').fill('02-123-4567');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('휴대폰 번호는 010-1234-5678처럼 적어 주세요.');
  await page.goto('/member');
  await expect(page.getByLabel('휴대폰 번호 (선택)')).toHaveValue('');

  await page.getByLabel('휴대폰 번호 (선택)').fill('01012345678');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('회원 정보를 저장했습니다.')).toBeVisible();
  await page.goto('/member');
  await expect(page.getByLabel('휴대폰 번호 (선택)')).toHaveValue('010-1234-5678');

  // Temple membership with a dharma name, then a member number.
  await page.getByLabel('법명').fill('보리심');
  await page.getByLabel('신도 회원 가입과 개인정보 수집에 동의합니다.').check();
  await page.getByRole('button', { name: '신도 회원 신청' }).click();
  await expect(page.getByText('신도 회원 신청을 접수했습니다.')).toBeVisible();
  await expect(page.getByText('보리심')).toBeVisible();
  await expect(page.getByText('신청 접수', { exact: true })).toBeVisible();
  await expect(consents.getByRole('listitem')).toHaveCount(2);
  // The membership consent names the privacy policy version it was given under, like the signup's.
  const privacyVersion = (await consents.getByRole('listitem').first().textContent())?.match(/버전 (\S+)/)?.[1];
  expect(privacyVersion).toBeTruthy();
  await expect(consents.getByRole('listitem').nth(1)).toContainText(`신도 회원 가입 · 버전 ${privacyVersion} ·`);

  await page.getByLabel('회원 번호', { exact: true }).fill('12ab');
  await page.getByRole('button', { name: '회원 번호 저장' }).click();
  await expect(page.getByRole('alert')).toHaveText('회원 번호는 숫자 4~20자리로 입력해 주세요.');
  await page.getByLabel('회원 번호', { exact: true }).fill('20261234');
  await page.getByRole('button', { name: '회원 번호 저장' }).click();
  await expect(page.getByTestId('member-number')).toHaveText('20261234');

  // The dharma name is now on the profile form: changed and cleared with plain form posts (no JavaScript).
  const plain = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const noJs = await plain.newPage();
  await noJs.goto('/member');
  const membership = noJs.getByRole('region', { name: '신도 회원' });
  await expect(noJs.getByLabel('법명')).toHaveValue('보리심');
  await noJs.getByLabel('법명').fill('  묘법심 ');
  await noJs.getByRole('button', { name: '저장', exact: true }).click();
  await expect(noJs.getByText('회원 정보를 저장했습니다.')).toBeVisible();
  await expect(noJs.getByLabel('법명')).toHaveValue('묘법심');
  await expect(membership.getByText('묘법심')).toBeVisible();
  // The rest of the profile is kept as it was.
  await expect(noJs.getByLabel('휴대폰 번호 (선택)')).toHaveValue('010-1234-5678');
  await noJs.getByLabel('법명').fill('');
  await noJs.getByRole('button', { name: '저장', exact: true }).click();
  await expect(noJs.getByText('회원 정보를 저장했습니다.')).toBeVisible();
  await expect(membership.getByRole('definition').first()).toHaveText('없음');
  await noJs.getByLabel('법명').fill('보리심');
  await noJs.getByRole('button', { name: '저장', exact: true }).click();
  await expect(membership.getByText('보리심')).toBeVisible();
  // One browser in two windows: the plain window's requests rotated the sign-in, so the first
  // window goes on with the cookie the browser now holds. (Going on with the older copy is what a
  // stolen cookie looks like, and the sign-in ends; tests/e2e/auth.spec.ts shows that.)
  await context.addCookies((await plain.storageState()).cookies);
  await plain.close();
  await page.goto('/member');

  const mine = page.getByRole('region', { name: '내 정보' });
  await expect(mine.getByRole('link', { name: '내 데이터 내려받기' })).toHaveAttribute('href', '/member/data');
  await expect(mine.getByRole('link', { name: '회원 탈퇴 (계정 삭제)' })).toHaveAttribute('href', '/member/delete');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/member-1280.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/member');
  await checkPage(page);
  await page.screenshot({ path: 'test-results/member-360.png', fullPage: true });
  await context.close();
});

test('the member page asks a visitor to sign in and comes back', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login/);
  await signInDemoLearner(page);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByLabel('이름')).toHaveValue('김보리');
});
