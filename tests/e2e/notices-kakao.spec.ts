import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshSecrets, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { freePort } from '../../scripts/lib/test-processes';
import { startSolapiStandIn, type TestSolapi } from '../support/solapi';
import { checkPage, kakaoSignIn, uniqueEmail } from './support';

/**
 * KakaoTalk notices (알림톡) on /member, against the SOLAPI stand-in: a learner gives her mobile
 * number without JavaScript, reads the code in the text message the stand-in's phone received, is
 * refused a wrong code in Korean and confirmed by the right one, and chooses where a kind of
 * notice goes. Then the same page with JavaScript: what she chose stays, another choice is saved,
 * the page passes axe at 1280 and 360 px and the number is taken off.
 *
 * A stack of this file's own: a CMS in production mode refuses the stand-in's address (messages
 * go to SOLAPI itself there), so this CMS runs as the integration tests' does (NODE_ENV=test);
 * web is the production build as everywhere else.
 */
let solapi: TestSolapi;
let stop: () => Promise<void>;
let webUrl: string;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  solapi = await startSolapiStandIn();
  const [cmsPort, webPort, kakaoPort] = [await freePort(), await freePort(), await freePort()];
  const kakao = await startKakaoStandIn({ port: kakaoPort });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-kakao-'));
  webUrl = `http://127.0.0.1:${webPort}`;
  const base = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    PORT: String(webPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    ...freshSecrets(),
    ADMIN_EMAIL: 'admin@dharma.test',
    ADMIN_PASSWORD: 'E2e-admin-password-1',
    CMS_LOG_LEVEL: 'warn',
    SITE_URL: webUrl,
    // E-mail notices as files beside the database: this file reads the phone's messages only.
    NOTICE_MAIL_DIR: path.join(dir, 'mail'),
    ...standInEnv(kakao),
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  const cms = await startCms({ ...base, NODE_ENV: 'test', ...solapi.env }, { quiet: true });
  const web = await startWeb(base, { quiet: true });
  stop = async () => {
    await stopAll([web, cms]);
    await kakao.stop();
    await solapi.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
});

test.afterAll(async () => {
  await stop?.();
});

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
      () => {
        const texts = solapi
          .delivered()
          .slice(after)
          .filter((m) => m.to === DIGITS && m.type !== 'ATA');
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
  await page.goto(`${webUrl}/login`);
  await kakaoSignIn(page, email, 'k', { javaScript: false });
  await page.getByLabel('이름').fill('알림톡학인');
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.', { exact: true })).toBeVisible();
  await page.goto(`${webUrl}/member`);

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
  await page.goto(`${webUrl}/member`);
  await expect(channel(page, '학기 결과').getByRole('radio', { name: '카카오톡' })).toBeChecked();
  await expect(channel(page, '입금 확인').getByRole('radio', { name: '메일' })).toBeChecked();

  // A number that is no mobile number is refused in Korean beside the form, what was typed kept.
  const number = page.getByLabel('알림톡 받을 휴대폰 번호');
  await number.fill('010-12');
  await page.getByRole('button', { name: '확인 코드 받기' }).click();
  await expect(section(page).getByRole('alert')).toHaveText('휴대폰 번호를 010-1234-5678처럼 바르게 입력해 주세요.');
  await expect(page.getByLabel('알림톡 받을 휴대폰 번호')).toHaveValue('010-12');

  const before = solapi.delivered().length;
  await page.getByLabel('알림톡 받을 휴대폰 번호').fill(TYPED);
  await page.getByRole('button', { name: '확인 코드 받기' }).click();
  await expect(section(page).getByRole('status')).toHaveText(`${TYPED}(으)로 확인 코드를 문자로 보냈습니다.`);
  await expect(section(page).getByText(`${TYPED}(으)로 확인 코드 6자리를 문자로 보냈습니다. 10분 안에 입력해 주세요.`)).toBeVisible();
  const code = await codeSent(before);
  expect(
    solapi
      .delivered()
      .slice(before)
      .filter((m) => m.to === DIGITS),
  ).toHaveLength(1);

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
  await again.goto(`${webUrl}/login`);
  await kakaoSignIn(again, email);
  await again.goto(`${webUrl}/member`);
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
