import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { findTextAnywhere } from '../support/db-scan';
import { checkPage, kakaoSignIn, signUpAs, uniqueEmail } from './support';

const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));

/** The running CMS's SQLite file, opened read-only: where a deleted learner's name might still be. */
async function foundInDatabase(needles: string[]) {
  const knex = cmsRequire('knex')({
    client: 'better-sqlite3',
    connection: { filename: process.env.E2E_DATABASE_FILE, options: { readonly: true } },
    useNullAsDefault: true,
  });
  try {
    return await findTextAnywhere(knex, needles);
  } finally {
    await knex.destroy();
  }
}

/**
 * A second learner deletes their account from the member page: the typed confirmation is
 * checked, the goodbye page follows, they are signed out, their name, e-mail and phone are in no
 * table, and the same Kakao account signing in again starts as a new learner at /signup.
 */
test('a learner deletes their account and comes back as a new learner', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('goodbye');
  const name = '탈퇴예정학인';
  const phone = '010-9753-1864';
  await signUpAs(page, email, name);
  await page.goto('/member');
  await page.getByLabel('휴대폰 번호 (선택)').fill(phone);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('회원 정보를 저장했습니다.')).toBeVisible();
  expect((await foundInDatabase([name, email, phone])).map((f) => f.needle).sort()).toEqual(
    expect.arrayContaining([email, name, phone].sort()),
  );

  await page.getByRole('link', { name: '회원 탈퇴 (계정 삭제)' }).click();
  await expect(page).toHaveURL(/\/member\/delete$/);
  await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/delete-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await page.screenshot({ path: 'test-results/delete-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Anything but the exact words is refused in Korean, the typed text stays, nothing is deleted.
  const box = page.getByLabel('확인을 위해 "탈퇴합니다"를 입력해 주세요.');
  await box.fill('탈퇴');
  await page.getByRole('button', { name: '계정 삭제' }).click();
  await expect(page.getByRole('alert')).toHaveText('확인을 위해 "탈퇴합니다"를 정확히 입력해 주세요.');
  await expect(box).toHaveValue('탈퇴');
  await page.goto('/member');
  await expect(page.getByLabel('이름')).toHaveValue(name);

  await page.goto('/member/delete');
  await page.getByLabel('확인을 위해 "탈퇴합니다"를 입력해 주세요.').fill('탈퇴합니다');
  await page.getByRole('button', { name: '계정 삭제' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole('heading', { level: 1, name: '탈퇴가 끝났습니다' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인 / 회원가입' })).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/goodbye-1280.png', fullPage: true });

  // Signed out everywhere: the member page asks for a sign-in.
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login/);
  // The deletion's receipt carries the address and name until it is handed over (seconds); then nothing is left.
  await expect.poll(() => foundInDatabase([name, email, phone]), { timeout: 20_000 }).toEqual([]);

  // The same Kakao account is a new learner: sign-up again, with no name of the old one.
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('이름')).not.toHaveValue(name);
  await context.close();
});
