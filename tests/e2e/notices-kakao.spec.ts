import { expect, test, type Page } from '@playwright/test';
import { checkPage, kakaoSignIn, phoneMessages, signInWithoutJs, uniqueEmail } from './support';

/**
 * KakaoTalk notices (알림톡) on /member, against the SOLAPI stand-in the global setup runs: a
 * learner gives her mobile number without JavaScript, reads the code in the text message the
 * stand-in's phone received, is refused a wrong code in Korean and confirmed by the right one,
 * and chooses where a kind of notice goes. Then the same page with JavaScript: what she chose
 * stays, another choice is saved, the page passes axe at 1280 and 360 px and the number is taken off.
 */
const SECTION = '카카오톡·메일 알림';
// A number of this run's own: a number receives only a few codes a day.
const DIGITS = `010${String(Date.now()).slice(-8)}`;
const TYPED = `${DIGITS.slice(0, 3)}-${DIGITS.slice(3, 7)}-${DIGITS.slice(7)}`;

const section = (page: Page) => page.getByRole('region', { name: SECTION });
const channel = (page: Page, kind: string) => section(page).getByRole('group', { name: `${kind} 알림 받을 곳` });

/** The six-digit code in the newest text message to the number since `after` messages. */
async function codeSent(after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const texts = (await phoneMessages()).slice(after).filter((m) => m.to === DIGITS && m.type !== 'ATA');
        code = /(?<!\d)(\d{6})(?!\d)/.exec(texts.at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('a learner confirms her mobile number by the texted code and chooses KakaoTalk for a kind of notice', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('kakao');
  await page.goto('/login');
  await signInWithoutJs(page, email, '알림톡학인');
  await page.goto('/member');

  const kakao = section(page).getByRole('group', { name: '카카오톡 알림톡' });
  await expect(kakao.getByTestId('notice-phone')).toHaveText('확인한 휴대폰 번호가 없습니다. 알림은 모두 메일로 보냅니다.');
  await expect(section(page).getByText('휴대폰 번호를 확인하기 전에는 카카오톡으로 고른 알림도 메일로 보냅니다.')).toBeVisible();
  await expect(section(page).getByText(/카카오톡 알림은 한국 시각 21:00부터 다음 날 08:00까지는 보내지 않고/)).toBeVisible();
  // Without a number every kind goes by e-mail; 카카오톡 chosen for one is kept for when there is one.
  await expect(channel(page, '입금 확인').getByRole('radio', { name: '메일' })).toBeChecked();
  await expect(channel(page, '학기 결과').getByRole('radio', { name: '메일' })).toBeChecked();
  await channel(page, '학기 결과').getByRole('radio', { name: '카카오톡' }).check();
  await section(page).getByRole('button', { name: '알림 설정 저장' }).click();
  await expect(section(page).getByRole('status')).toHaveText('알림 설정을 저장했습니다.');
  await page.goto('/member');
  await expect(channel(page, '학기 결과').getByRole('radio', { name: '카카오톡' })).toBeChecked();
  await expect(channel(page, '입금 확인').getByRole('radio', { name: '메일' })).toBeChecked();

  // A number that is no mobile number is refused in Korean beside the form, what was typed kept.
  const number = page.getByLabel('알림톡 받을 휴대폰 번호');
  await number.fill('010-12');
  await page.getByRole('button', { name: '확인 코드 받기' }).click();
  await expect(section(page).getByRole('alert')).toHaveText('휴대폰 번호를 010-1234-5678처럼 바르게 입력해 주세요.');
  await expect(page.getByLabel('알림톡 받을 휴대폰 번호')).toHaveValue('010-12');

  const before = (await phoneMessages()).length;
  await page.getByLabel('알림톡 받을 휴대폰 번호').fill(TYPED);
  await page.getByRole('button', { name: '확인 코드 받기' }).click();
  await expect(section(page).getByRole('status')).toHaveText(`${TYPED}(으)로 확인 코드를 문자로 보냈습니다.`);
  await expect(section(page).getByText(`${TYPED}(으)로 확인 코드 6자리를 문자로 보냈습니다. 10분 안에 입력해 주세요.`)).toBeVisible();
  const code = await codeSent(before);
  expect((await phoneMessages()).slice(before).filter((m) => m.to === DIGITS)).toHaveLength(1);

  // A wrong code: refused in Korean, nothing confirmed.
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await page.getByLabel('확인 코드', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: '번호 확인' }).click();
  await expect(section(page).getByRole('alert')).toHaveText('확인 코드가 맞지 않습니다. 문자로 받은 6자리를 다시 확인해 주세요.');
  await expect(section(page).getByTestId('notice-phone')).toHaveText('확인한 휴대폰 번호가 없습니다. 알림은 모두 메일로 보냅니다.');
  const waiting = section(page).getByRole('group', { name: '카카오톡 알림톡' });
  await waiting.screenshot({ path: 'test-results/member-kakao-code-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await waiting.screenshot({ path: 'test-results/member-kakao-code-360.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('확인 코드', { exact: true }).fill(code);
  await page.getByRole('button', { name: '번호 확인' }).click();
  await expect(section(page).getByRole('status')).toHaveText(`휴대폰 번호를 확인했습니다. 이제 알림톡을 ${TYPED}(으)로 보냅니다.`);
  await expect(section(page).getByTestId('notice-phone')).toHaveText(TYPED);
  await expect(page.getByLabel('확인 코드', { exact: true })).toHaveCount(0);
  await expect(section(page).getByText('휴대폰 번호를 확인하기 전에는')).toHaveCount(0);
  // With a number, a kind never chosen goes by KakaoTalk; the one chosen stays as chosen.
  await expect(channel(page, '입금 확인').getByRole('radio', { name: '카카오톡' })).toBeChecked();
  await expect(channel(page, '학기 결과').getByRole('radio', { name: '카카오톡' })).toBeChecked();
  await context.close();

  // With JavaScript: after a reload the number and the choices are there; another choice is saved.
  const withJs = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const again = await withJs.newPage();
  await again.goto('/login');
  await kakaoSignIn(again, email);
  await again.goto('/member');
  await expect(section(again).getByTestId('notice-phone')).toHaveText(TYPED);
  await expect(channel(again, '학기 결과').getByRole('radio', { name: '카카오톡' })).toBeChecked();
  await channel(again, '입금 확인').getByRole('radio', { name: '둘 다' }).check();
  await section(again).getByRole('button', { name: '알림 설정 저장' }).click();
  await expect(section(again).getByRole('status')).toHaveText('알림 설정을 저장했습니다.');
  await again.reload();
  await expect(channel(again, '입금 확인').getByRole('radio', { name: '둘 다' })).toBeChecked();
  await expect(channel(again, '학기 결과').getByRole('radio', { name: '카카오톡' })).toBeChecked();
  await expect(section(again).getByTestId('notice-phone')).toHaveText(TYPED);

  await checkPage(again);
  await section(again).screenshot({ path: 'test-results/member-kakao-1280.png' });
  await again.setViewportSize({ width: 360, height: 800 });
  await checkPage(again);
  await section(again).screenshot({ path: 'test-results/member-kakao-360.png' });

  // Taking the number off: at once, and notices go by e-mail again.
  await section(again).getByRole('button', { name: '번호 지우기' }).click();
  await expect(section(again).getByRole('status')).toHaveText('휴대폰 번호를 지웠습니다. 이제 알림은 모두 메일로 보냅니다.');
  await again.reload();
  await expect(section(again).getByTestId('notice-phone')).toHaveText('확인한 휴대폰 번호가 없습니다. 알림은 모두 메일로 보냅니다.');
  await withJs.close();
});
