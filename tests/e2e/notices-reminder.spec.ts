import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { freshSecrets, root, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { freePort } from '../../scripts/lib/test-processes';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { checkPage, DEMO_LEARNER, signInDemoLearner } from './support';

const { ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY } = createRequire(path.join(root, 'package.json'))(
  '@dharma/config/rules',
) as typeof import('@dharma/config/rules');
const { messages } = createRequire(path.join(root, 'package.json'))('@dharma/config/words') as typeof import('@dharma/config/words');

/**
 * The daily study reminder end to end, on a stack of this file's own: its clock is pinned
 * (DHARMA_NOW) and moved by starting the CMS again, and its mail goes to a real SMTP server in
 * this process. The scheduled job runs as in production, on the real clock's ticks, every 5 s
 * here (NOTICE_SEND_EVERY_SECONDS) instead of every minute. The demo seed makes
 * the demo learner's term run on the day the CMS first starts, with today's days open.
 *
 * Day 1 (10:00:30): the demo learner turns the reminder on for 10:00 without JavaScript; the next
 * tick sends exactly one, whose link opens the day. Day 2 (09:30): the learner finishes
 * the day's lessons first, then sets the reminder to 09:30; the tick after that sends nothing.
 * Then the reminder's own stop link turns it off, and another address is confirmed by the link
 * the test SMTP server received for it.
 */
const DAY1 = '2026-05-01';
const DAY2 = '2026-05-02';
const SUBJECT = '[담마스쿨] 오늘의 공부가 열렸습니다';

let smtp: TestSmtp;
let stop: () => Promise<void>;
let restartCms: (now: string) => Promise<void>;
let webUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  smtp = await startTestSmtp();
  const [cmsPort, webPort, kakaoPort] = [await freePort(), await freePort(), await freePort()];
  const kakao = await startKakaoStandIn({ port: kakaoPort });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-remind-'));
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
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    // The scheduled tick every few seconds instead of every minute: the same job, sooner.
    NOTICE_SEND_EVERY_SECONDS: String(TICK_SECONDS),
    ...standInEnv(kakao),
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  let cms = await startCms({ ...base, DHARMA_NOW: `${DAY1}T10:00:30+09:00` }, { quiet: true });
  const web = await startWeb(base, { quiet: true });
  restartCms = async (now: string) => {
    await stopAll([cms]);
    cms = await startCms({ ...base, DHARMA_NOW: now }, { quiet: true });
  };
  stop = async () => {
    await stopAll([web, cms]);
    await kakao.stop();
    await smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
});

test.afterAll(async () => {
  await stop?.();
});

const reminders = () =>
  smtp.received.filter((m: ParsedMail) => m.subject === SUBJECT && (m.to && 'text' in m.to ? m.to.text : '') === DEMO_LEARNER.email);

const TICK_SECONDS = 5;
/** Until just after the next tick has run (ticks fall on multiples of TICK_SECONDS of the wall clock). */
const pastNextTick = () =>
  new Promise((resolve) => setTimeout(resolve, TICK_SECONDS * 1000 - (Date.now() % (TICK_SECONDS * 1000)) + 4_000));

async function signIn(page: Page, path: string, javaScript = true) {
  await page.goto(`${webUrl}${path}`);
  if (new URL(page.url()).pathname === '/login') await signInDemoLearner(page, { javaScript });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The member page without JavaScript: the reminder on at `time`, saved with the choices form. */
async function remindAt(browser: Browser, time: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, '/member', false);
  const section = page.getByRole('region', { name: '메일 알림' });
  await section.getByRole('checkbox', { name: '오늘의 공부 알림' }).check();
  await section.getByLabel('오늘의 공부 알림 시각').fill(time);
  await section.getByRole('button', { name: '알림 설정 저장' }).click();
  await expect(page.getByRole('region', { name: '메일 알림' }).getByRole('status')).toHaveText('알림 설정을 저장했습니다.');
  await page.goto(`${webUrl}/member`);
  await expect(page.getByRole('checkbox', { name: '오늘의 공부 알림' })).toBeChecked();
  await expect(page.getByLabel('오늘의 공부 알림 시각')).toHaveValue(time);
  await context.close();
}

test('the reminder turned on without JavaScript arrives once at its time, and its link opens the day', async ({ browser }) => {
  test.setTimeout(240_000);
  await remindAt(browser, '10:00');

  // With JavaScript: the section is accessible and fits 360 px; the time is asked while the reminder is on.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, '/member');
  const section = page.getByRole('region', { name: '메일 알림' });
  await expect(section.getByTestId('notice-address')).toHaveText(DEMO_LEARNER.email);
  await expect(section.getByLabel('오늘의 공부 알림 시각')).toBeEnabled();
  await checkPage(page);
  await section.screenshot({ path: 'test-results/member-reminder-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page);
  await section.screenshot({ path: 'test-results/member-reminder-360.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The clock stands at 10:00:30: the next tick writes and sends the reminder.
  await expect.poll(() => reminders().length, { timeout: 30_000, intervals: [1_000] }).toBe(1);
  const [mail] = reminders();
  expect(mail!.text).toMatch(/^김보리님, .+ \(\d{4}SP-[A-Z]\d\) \d+일째 공부가 열렸습니다\. 오늘 안에 마치면 출석으로 인정됩니다\./);
  expect(mail!.text).toContain('그 밖에 2개 과정의 오늘 공부도 기다리고 있습니다.');
  const link = mail!.text!.match(/오늘의 공부 하러 가기: (\S+)/)![1]!;
  expect(link.startsWith(`${webUrl}/studyroom/courses/`)).toBe(true);
  await page.goto(link);
  const day = mail!.text!.match(/(\d+)일째/)![1];
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('.eyebrow')).toContainText(`${day}일차`);

  // After the next tick: still exactly one.
  await pastNextTick();
  expect(reminders()).toHaveLength(1);
  await context.close();
});

test('once the day is done, no reminder comes; the stop link turns it off', async ({ browser }) => {
  test.setTimeout(300_000);
  await restartCms(`${DAY2}T09:30:00+09:00`);

  // The learner finishes every lesson that opens today (the weekly lecture has none today).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, '/studyroom/current');
  const todays = page.getByRole('link', { name: /^\d+일차 공부하기$/ });
  const hrefs = await todays.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const dayNumbers = hrefs.map((h) => Number(h.split('/').pop()));
  const today = Math.max(...dayNumbers);
  const open = hrefs.filter((_, i) => dayNumbers[i] === today);
  expect(open.length).toBeGreaterThan(0);
  for (const href of open) {
    await page.goto(href);
    const forms = page.locator('.task-form');
    for (let i = 0; i < (await forms.count()); i++) {
      const form = forms.nth(i);
      if (await form.locator('textarea').count()) await form.locator('textarea').fill(`${i + 1}번째 답을 적었습니다.`);
      else await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: '저장' }).click();
      await expect(form.getByRole('status')).toHaveText('저장했습니다.');
    }
    await expect(page.getByText('오늘의 공부를 마쳤습니다.')).toBeVisible();
  }

  // The reminder's time comes (09:30, the clock's) with the day done: nothing is sent.
  await remindAt(browser, '09:30');
  await pastNextTick();
  expect(reminders()).toHaveLength(1);

  // The stop link of yesterday's reminder: it asks, then turns the reminder off.
  const stopLink = reminders()[0]!.text!.match(/이런 알림 그만 받기: (\S+)/)![1]!;
  await page.goto(stopLink);
  await expect(page.getByText("'오늘의 공부 알림' 알림을 그만 받을까요?")).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: '그만 받기' }).click();
  // (The page-wide "loading" indicator is a status too, while the answer comes.)
  await expect(page.getByRole('status').filter({ hasText: '알림을' })).toHaveText(
    "'오늘의 공부 알림' 알림을 껐습니다. 다시 받으려면 회원 정보에서 켤 수 있습니다.",
  );
  await page.goto(`${webUrl}/member`);
  await expect(page.getByRole('checkbox', { name: '오늘의 공부 알림' })).not.toBeChecked();
  await context.close();
});

test('another address: confirmed by the link sent to it, without JavaScript; a forged link changes nothing; back to Kakao’s', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const other = 'bori.elsewhere@example.net';
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, '/member', false);
  const section = () => page.getByRole('region', { name: '메일 알림' });
  // The browser's own check lets this through (no dot in the domain); the server refuses it.
  await section().getByLabel('다른 주소로 받기').fill('bori@example');
  await section().getByRole('button', { name: '확인 메일 보내기' }).click();
  await expect(section().getByRole('alert')).toHaveText('메일 주소를 바르게 입력해 주세요.');
  await section().getByLabel('다른 주소로 받기').fill(other);
  await section().getByRole('button', { name: '확인 메일 보내기' }).click();
  await expect(section().getByRole('status')).toHaveText(`${other}(으)로 확인 메일을 보냈습니다. 메일의 링크를 열어 확인을 마쳐 주세요.`);
  // Nothing changes until the link is opened.
  await expect(section().getByTestId('notice-address')).toHaveText(DEMO_LEARNER.email);

  const sentTo = (address: string) => smtp.received.filter((m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '') === address);
  await expect.poll(() => sentTo(other).length, { timeout: 30_000, intervals: [1_000] }).toBe(1);
  const mail = sentTo(other)[0]!;
  expect(mail.subject).toBe('[담마스쿨] 알림 받을 메일 주소를 확인해 주세요');
  const link = new URL(mail.text!.match(/이 주소로 알림 받기: (\S+)/)![1]!);

  // A link with another address is refused in Korean.
  const forged = new URL(link);
  forged.searchParams.set('a', 'thief@example.net');
  await page.goto(forged.toString());
  await page.getByRole('button', { name: '이 주소로 받기' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '메일 주소 확인 링크가 올바르지 않습니다. 회원 정보 페이지에서 확인 메일을 다시 받아 주세요.',
  );

  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('알림 받을 메일 주소 확인');
  await expect(page.getByText(`앞으로 알림을 ${other}(으)로 받을까요?`)).toBeVisible();
  await page.getByRole('button', { name: '이 주소로 받기' }).click();
  await expect(page.getByRole('status')).toHaveText(`이제 알림을 ${other}(으)로 보냅니다.`);

  await page.goto(`${webUrl}/member`);
  await expect(section().getByTestId('notice-address')).toHaveText(other);
  await expect(section().getByText('(확인을 마친 다른 메일 주소입니다.)')).toBeVisible();
  await section().getByRole('button', { name: '카카오 메일 주소로 받기' }).click();
  await expect(section().getByRole('status')).toHaveText('이제 카카오 계정의 메일 주소로 알림을 보냅니다.');
  await expect(section().getByTestId('notice-address')).toHaveText(DEMO_LEARNER.email);

  // The day's confirmations are counted: past the learner's cap the form says in Korean until when, and none goes.
  const ask = async (address: string) => {
    await section().getByLabel('다른 주소로 받기').fill(address);
    await section().getByRole('button', { name: '확인 메일 보내기' }).click();
  };
  for (let i = 2; i <= ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY; i++) {
    await ask(`bori.try${i}@example.net`);
    await expect(section().getByRole('status')).toContainText(`bori.try${i}@example.net`);
  }
  await ask('bori.one.too.many@example.net');
  await expect(section().getByRole('alert')).toHaveText(messages.notice_address_learner_daily_limit);
  await expect(section().getByTestId('notice-address')).toHaveText(DEMO_LEARNER.email);
  await context.close();

  // The confirmation page with JavaScript: accessible at both widths.
  const rich = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const live = await rich.newPage();
  await live.goto(link.toString());
  await checkPage(live);
  await live.setViewportSize({ width: 360, height: 800 });
  await checkPage(live);
  await live.screenshot({ path: 'test-results/notices-confirm-360.png' });
  await rich.close();
});
