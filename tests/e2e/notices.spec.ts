import { expect, test } from '@playwright/test';
import { checkPage, kakaoSignIn, uniqueEmail } from './support';

/**
 * The learner's notice choices on /member (a form that works without JavaScript), and the stop
 * page a message's link opens: it only asks, and a link whose signature does not match is told
 * so in Korean and changes nothing.
 */
test('a learner turns a kind of notice off without JavaScript, and the choice stays', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('notices');
  await page.goto('/login');
  await kakaoSignIn(page, email, 'n', { javaScript: false });
  await page.getByLabel('이름').fill('알림설정학인');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.', { exact: true })).toBeVisible();
  await page.goto('/member');
  const section = page.getByRole('region', { name: '메일 알림' });
  await expect(section.getByText(email)).toBeVisible();
  await expect(section.getByRole('group', { name: '받을 알림' })).toBeVisible();
  const paid = section.getByRole('checkbox', { name: '입금 확인' });
  const cancelled = section.getByRole('checkbox', { name: '수강신청 취소' });
  await expect(paid).toBeChecked();
  await expect(cancelled).toBeChecked();
  // Only notices some event sends are offered.
  await expect(section.getByRole('checkbox')).toHaveCount(9);
  await expect(section.getByRole('checkbox', { name: '오늘의 공부 알림' })).not.toBeChecked();
  await paid.uncheck();
  await section.getByRole('button', { name: '알림 설정 저장' }).click();
  await expect(page.getByRole('region', { name: '메일 알림' }).getByRole('status')).toHaveText('알림 설정을 저장했습니다.');
  await page.goto('/member');
  await expect(page.getByRole('checkbox', { name: '입금 확인' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '수강신청 취소' })).toBeChecked();
  await context.close();

  // The same page with JavaScript: the axe scan, at 1280 and 360 px.
  const withJs = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const again = await withJs.newPage();
  await again.goto('/login');
  await kakaoSignIn(again, email);
  await again.goto('/member');
  await expect(again.getByRole('checkbox', { name: '입금 확인' })).not.toBeChecked();
  await checkPage(again);
  await again.getByRole('region', { name: '메일 알림' }).screenshot({ path: 'test-results/member-notices-1280.png' });
  await again.setViewportSize({ width: 360, height: 800 });
  await checkPage(again);
  await again.getByRole('region', { name: '메일 알림' }).screenshot({ path: 'test-results/member-notices-360.png' });
  await withJs.close();
});

test('the stop page asks first, and a link that is not ours is refused in Korean', async ({ page }) => {
  await page.goto('/notices/stop?l=1&k=payment_approved&t=not-the-signature-of-it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('알림 그만 받기');
  await expect(page.getByText("'입금 확인' 알림을 그만 받을까요?")).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: '그만 받기' }).click();
  await expect(page.getByRole('alert')).toContainText('알림 그만 받기 링크가 올바르지 않습니다.');
  const broken = await page.goto('/notices/stop?l=x&k=nothing');
  expect(broken?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('알림 그만 받기 링크가 올바르지 않습니다.');
  await checkPage(page);
});
