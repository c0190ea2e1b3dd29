import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KAKAO_PRICES_WON, NOTICE_MAX_ATTEMPTS } from '@dharma/config/rules';
import { fillTemplate, kakaoTemplates, kakaoTemplateTexts, messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';
import type { ParsedMail } from 'mailparser';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { startSolapiStandIn, type TestSolapi } from '../support/solapi';

/**
 * Notices, read from a real SMTP server started by this file (smtp-server) and, for KakaoTalk,
 * from the SOLAPI stand-in (the real SDK's calls, routed to it): a staff decision writes its
 * notice with it, one sending pass hands it over, a second pass sends nothing again; a temporary
 * refusal is tried again on its back-off and a permanent one is dead at once. The CMS runs no
 * scheduled jobs here: the test runs the sending passes itself.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const SITE = 'https://school.example.org';
const OUTBOX = 'plugin::notices.notice';

let smtp: TestSmtp;
let solapi: TestSolapi;
let stack: LearnerStack;
let staff: string;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const sendDue = (options: { perMinute?: number } = {}) =>
  stack.cms.strapi.plugin('notices').service('sender').sendDue(options) as Promise<{ claimed: number; sent: number; failed: number }>;

let n = 0;
/** A new learner who applied for lotus sutra level 1 in 2027SP (the required course comes with it). */
async function applicant(name = `알림학인${++n}`) {
  const email = `notice${++n}.${Date.now()}@example.com`;
  const tokens = await stack.signIn(email, name);
  const user = await q('plugin::users-permissions.user').findOne({ where: { email } });
  const applied = await stack.call('POST', '/v2/apply/courses', { token: tokens.access_token, body: [{ course_name: '2027SP-J1' }] });
  expect(applied.status).toBe(200);
  return { id: user.id as number, email, name };
}

const approve = (learner: number) => stack.call('POST', `/v1/staff/applications/${learner}/approve`, { token: staff, body: {} });
const cancel = (learner: number, reason: string) =>
  stack.call('POST', `/v1/staff/applications/${learner}/cancel`, { token: staff, body: { reason } });
const noticesOf = (learner: number) => q(OUTBOX).findMany({ where: { learner }, orderBy: { id: 'asc' } });
const noticeOf = async (learner: number, kind: string) => (await noticesOf(learner)).filter((r: { kind: string }) => r.kind === kind);
/** The messages the server took for this address, in order. */
/** A header as the message carried it (mailparser turns List-* headers into objects). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(new RegExp(`^${name}:\\s*`, 'i'), '') ?? '';
const mailTo = (email: string) => smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);

beforeAll(async () => {
  // The school's mail account, as a provider's SMTP_URL carries it: each new connection logs in.
  smtp = await startTestSmtp({ login: { user: 'school', pass: 'mail-password' } });
  solapi = await startSolapiStandIn();
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('notices', {
    DHARMA_NOW: TODAY,
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: SITE,
    CMS_SCHEDULED_JOBS: 'false',
    ...solapi.env,
  });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  // Whatever the seed's decisions wrote is sent first, so each test counts only its own.
  await sendDue();
  smtp.received.length = 0;
});

afterAll(async () => {
  await smtp?.close();
  await solapi?.stop();
});

describe('notices by e-mail', () => {
  it('an application is told with what to pay and where; its approval once, with its courses and when study opens', async () => {
    const learner = await applicant('<b>연화</b>');
    expect(await sendDue()).toMatchObject({ sent: 1, failed: 0 });
    const [received] = mailTo(learner.email);
    expect(received!.subject).toBe('[담마스쿨] 2027 봄학기 수강신청을 받았습니다');
    expect(received!.text).toMatch(/신청 과목: .*법화경 강좌 1단계 \(2027SP-J1\)/);
    expect(received!.text).toContain('납부하실 금액: 130,000원');
    expect(received!.text).toContain('입금 계좌: 농협');
    // The learner's name, shortened to what a bank carries (markup's letters are letters too), and the digits.
    expect(received!.text).toMatch(/입금자명: b연화\d{4}\n/);

    expect((await approve(learner.id)).status).toBe(200);
    const [written] = await noticeOf(learner.id, 'payment_approved');
    expect(written).toMatchObject({ state: 'waiting', attempts: 0 });

    expect(await sendDue()).toMatchObject({ sent: 1, failed: 0 });
    expect(mailTo(learner.email)).toHaveLength(2);
    const mail = mailTo(learner.email)[1]!;
    expect(mail.from?.value[0]).toMatchObject({ name: '담마스쿨', address: 'noreply@school.example.org' });
    expect(mail.subject).toBe('[담마스쿨] 입금이 확인되었습니다');
    expect(mail.text).toContain('<b>연화</b>님, 입금이 확인되어 2027 봄학기 수강이 확정되었습니다.');
    expect(mail.text).toMatch(/수강 과목: .*법화경 강좌 1단계 \(2027SP-J1\)/);
    expect(mail.text).toContain('첫 공부는 2027.03.06에 열립니다.');
    // The learner's name is text in the HTML part too, never markup.
    expect(mail.html).toContain('&lt;b&gt;연화&lt;/b&gt;님');
    const stop = new URL(rawHeader(mail, 'list-unsubscribe').replace(/^<|>$/g, ''));
    expect(stop.origin + stop.pathname).toBe(`${SITE}/notices/stop`);
    expect(stop.searchParams.get('k')).toBe('payment_approved');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`이런 알림 그만 받기: ${stop.toString()}`);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@school\.example\.org>$/);

    // A second pass sends nothing again.
    expect(await sendDue()).toMatchObject({ claimed: 0, sent: 0 });
    expect(mailTo(learner.email)).toHaveLength(2);
    expect((await noticesOf(learner.id)).map((r: { state: string }) => r.state)).toEqual(['sent', 'sent']);
  });

  it('a cancellation tells the reason; a rolled-back decision writes no notice', async () => {
    const learner = await applicant();
    expect((await cancel(learner.id, '입금 기한이 지났습니다. <script>x</script>')).status).toBe(200);
    // Cancelling again is refused (nothing left to cancel): its transaction writes nothing.
    expect((await cancel(learner.id, '두 번째')).status).toBe(409);
    expect((await noticesOf(learner.id)).map((r: { kind: string }) => r.kind)).toEqual(['application_received', 'application_cancelled']);
    await sendDue();
    const mail = mailTo(learner.email).at(-1)!;
    expect(mail.subject).toBe('[담마스쿨] 2027 봄학기 수강신청이 취소되었습니다');
    expect(mail.text).toContain('사유: 입금 기한이 지났습니다. <script>x</script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('a temporary refusal is tried again after its back-off; a refused recipient is dead at once', async () => {
    const first = await applicant();
    await sendDue();
    expect((await approve(first.id)).status).toBe(200);
    smtp.next({ code: 451, text: 'try later' });
    const before = smtp.received.length;
    expect(await sendDue()).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await noticeOf(first.id, 'payment_approved');
    // The server's own trouble (no word about the recipient): no try is counted against the notice.
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(waiting.lastError).toContain('try later');
    // Not before its time (one minute after the failure) ...
    expect(await sendDue()).toMatchObject({ claimed: 0 });
    // ... and then it goes.
    process.env.DHARMA_NOW = '2026-11-21T10:02:00+09:00';
    try {
      expect(await sendDue()).toMatchObject({ sent: 1 });
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
    expect(smtp.received.length).toBe(before + 1);
    expect((await noticeOf(first.id, 'payment_approved'))[0]).toMatchObject({ state: 'sent', attempts: 0 });

    const second = await applicant();
    await sendDue();
    expect((await approve(second.id)).status).toBe(200);
    smtp.refuseRecipient(second.email, { code: 550, text: '5.1.1 <no such mailbox>' });
    expect(await sendDue()).toMatchObject({ failed: 1 });
    expect((await noticeOf(second.id, 'payment_approved'))[0]).toMatchObject({ state: 'dead', attempts: 1 });
    expect(NOTICE_MAX_ATTEMPTS).toBeGreaterThan(1);
  });

  it('a wrong password (535) gives up no notice: all wait, the operator is warned once, and all go once the server takes mail again; only a refused recipient is dead', async () => {
    const at = (time: string) => (process.env.DHARMA_NOW = `2026-11-21T${time}+09:00`);
    const warn = vi.spyOn(stack.cms.strapi.log, 'warn');
    const outageWarnings = () => warn.mock.calls.filter(([line]) => String(line).startsWith('notices: the mail server refuses our mail'));
    try {
      at('14:00:00');
      const [one, two] = [await applicant(), await applicant()];
      // A deleted account's receipt among them: the one notice of that account, sent nowhere else.
      const leaving = { email: `leaving.${Date.now()}@example.com`, name: '떠나는학인' };
      const token = (await stack.signIn(leaving.email, leaving.name)).access_token;
      expect((await stack.call('POST', '/v1/me/delete', { token, body: { confirm: '탈퇴합니다' } })).status).toBe(200);
      const waiting = async () =>
        (await q(OUTBOX).findMany({ where: { state: { $in: ['waiting', 'sending'] } }, orderBy: { id: 'asc' } })) as Array<{
          kind: string;
          state: string;
          attempts: number;
          lastError: string | null;
        }>;
      expect((await waiting()).map((r) => r.kind)).toEqual(['application_received', 'application_received', 'account_deleted']);

      // The provider says the password is wrong, at every login, until it is fixed.
      smtp.refuseLogins(1000);
      expect(await sendDue()).toMatchObject({ sent: 0, failed: 1 });
      expect((await waiting()).map((r) => `${r.kind} ${r.state} ${r.attempts}`)).toEqual([
        'application_received waiting 0',
        'application_received waiting 0',
        'account_deleted waiting 0',
      ]);
      expect((await waiting())[0]!.lastError).toContain('535');
      // Paused: the next passes within the pause do not knock again.
      expect(await sendDue()).toMatchObject({ claimed: 0 });
      at('14:01:30');
      expect(await sendDue()).toMatchObject({ sent: 0, failed: 1 });
      at('14:10:00');
      expect(await sendDue()).toMatchObject({ sent: 0, failed: 1 });
      expect((await waiting()).every((r) => r.state === 'waiting')).toBe(true);
      expect(outageWarnings()).toHaveLength(1);
      expect(String(outageWarnings()[0]![0])).toContain('535');

      // The password is fixed: once the pause is over, everything goes, none dead, no new warning.
      smtp.refuseLogins(0);
      at('14:41:00');
      expect(await sendDue()).toMatchObject({ claimed: 3, sent: 3, failed: 0 });
      expect(await waiting()).toEqual([]);
      expect(mailTo(one.email).map((m) => m.subject)).toEqual(['[담마스쿨] 2027 봄학기 수강신청을 받았습니다']);
      expect(mailTo(two.email)).toHaveLength(1);
      expect(mailTo(leaving.email).map((m) => m.subject)).toEqual(['[담마스쿨] 회원 탈퇴가 끝났습니다']);
      expect(outageWarnings()).toHaveLength(1);

      // A mailbox that does not exist: that notice alone is dead, the next one goes.
      const [gone, next] = [await applicant(), await applicant()];
      smtp.refuseRecipient(gone.email, { code: 550, text: '5.1.1 <mailbox unavailable>' });
      expect(await sendDue()).toMatchObject({ sent: 1, failed: 1 });
      expect((await noticeOf(gone.id, 'application_received'))[0]).toMatchObject({ state: 'dead', attempts: 1 });
      expect((await noticeOf(next.id, 'application_received'))[0]).toMatchObject({ state: 'sent' });
      expect(outageWarnings()).toHaveLength(1);
    } finally {
      smtp.refuseLogins(0);
      warn.mockRestore();
      process.env.DHARMA_NOW = TODAY;
    }
  });

  it('hands the mail server at most so many messages a minute (NOTICE_SEND_PER_MINUTE); the rest wait unclaimed for the next minute', async () => {
    // A minute in which nothing was sent yet.
    process.env.DHARMA_NOW = '2026-11-21T16:00:00+09:00';
    try {
      const learners = [await applicant(), await applicant(), await applicant()];
      expect(await sendDue({ perMinute: 2 })).toMatchObject({ claimed: 2, sent: 2 });
      expect(await sendDue({ perMinute: 2 })).toMatchObject({ claimed: 0 });
      const states = async () =>
        (await Promise.all(learners.map((l) => noticeOf(l.id, 'application_received')))).map(([r]) => (r as { state: string }).state);
      expect(await states()).toEqual(['sent', 'sent', 'waiting']);
      process.env.DHARMA_NOW = '2026-11-21T16:01:01+09:00';
      expect(await sendDue({ perMinute: 2 })).toMatchObject({ claimed: 1, sent: 1 });
      expect(await states()).toEqual(['sent', 'sent', 'sent']);
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
  });

  it("the stop link turns that kind off: a later approval's notice is dropped, never sent; a tampered link changes nothing", async () => {
    const learner = await applicant();
    expect((await approve(learner.id)).status).toBe(200);
    await sendDue();
    const mail = mailTo(learner.email).at(-1)!;
    expect(mail.subject).toBe('[담마스쿨] 입금이 확인되었습니다');
    const stop = new URL(rawHeader(mail, 'list-unsubscribe').replace(/^<|>$/g, ''));
    const body = { learner: stop.searchParams.get('l'), kind: stop.searchParams.get('k'), token: stop.searchParams.get('t') };

    // Only web's server may pass a stop on, and a signature for another learner or kind is refused.
    expect((await stack.call('POST', '/v1/notices/stop', { body, secret: null })).status).toBe(401);
    const forged = await stack.call('POST', '/v1/notices/stop', { body: { ...body, learner: String(learner.id + 1) } });
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toBe(messages.notice_link_invalid);
    expect((await stack.call('POST', '/v1/notices/stop', { body: { ...body, kind: 'application_cancelled' } })).status).toBe(404);

    expect((await stack.call('POST', '/v1/notices/stop', { body })).status).toBe(200);
    // Cancelled and applied again, then approved again: no payment notice this time; the cancellation's still goes.
    expect((await cancel(learner.id, '다시 신청해 주세요.')).status).toBe(200);
    await sendDue();
    expect(mailTo(learner.email).at(-1)!.subject).toBe('[담마스쿨] 2027 봄학기 수강신청이 취소되었습니다');
    const token = (await stack.signIn(learner.email, learner.name)).access_token;
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: [{ course_name: '2027SP-J1' }] })).status).toBe(200);
    await sendDue();
    const sentBefore = mailTo(learner.email).length;
    expect((await approve(learner.id)).status).toBe(200);
    expect(await sendDue()).toMatchObject({ sent: 0, failed: 0 });
    expect(mailTo(learner.email).length).toBe(sentBefore);
    // The outbox says what became of each: the second approval's notice was dropped, never sent.
    expect((await noticesOf(learner.id)).map((r: { kind: string; state: string }) => `${r.kind} ${r.state}`)).toEqual([
      'application_received sent',
      'payment_approved sent',
      'application_cancelled sent',
      'application_received sent',
      'payment_approved dropped',
    ]);
  });

  it('the member page shows each kind a learner may turn off; saving the form turns kinds on and off, and bad input changes nothing', async () => {
    const learner = await applicant();
    const token = (await stack.signIn(learner.email, learner.name)).access_token;
    const page = async () => (await stack.call('GET', '/v1/member/page', { token })).body.notices as { kind: string; on: boolean }[];
    const on = (list: { kind: string; on: boolean }[]) => list.filter((c) => c.on).map((c) => c.kind);
    const start = await page();
    // Only kinds some event writes are offered, each on as it starts.
    expect(start).toEqual([
      { kind: 'application_received', on: true },
      { kind: 'payment_approved', on: true },
      { kind: 'application_cancelled', on: true },
      { kind: 'writing_hidden', on: true },
      { kind: 'volunteer_confirmed', on: true },
      { kind: 'term_result', on: true },
      { kind: 'window_opening', on: false },
      { kind: 'daily_reminder', on: false },
      { kind: 'announcement', on: true },
    ]);

    const save = (body: unknown, as: string | null = token) => stack.call('PUT', '/v1/notices/choices', { token: as ?? undefined, body });
    expect((await save({ on: ['application_cancelled'] })).status).toBe(200);
    expect(on(await page())).toEqual(['application_cancelled']);
    const refused = await save({ on: ['application_received', 'no_such_kind'] });
    expect(refused.status).toBe(400);
    expect(on(await page())).toEqual(['application_cancelled']);
    expect((await save({ on: [] }, null)).status).toBe(401);

    // Payment approval is off now: its notice is dropped, never sent; the cancellation's still goes.
    await sendDue();
    const before = mailTo(learner.email).length;
    expect((await approve(learner.id)).status).toBe(200);
    expect((await cancel(learner.id, '시험')).status).toBe(200);
    await sendDue();
    expect(
      mailTo(learner.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['[담마스쿨] 2027 봄학기 수강신청이 취소되었습니다']);
    expect((await noticeOf(learner.id, 'payment_approved')).map((r: { state: string }) => r.state)).toEqual(['dropped']);
  });
});

describe('notices by KakaoTalk (알림톡)', () => {
  let phones = 0;
  /** A new learner, signed in, who has not applied yet. */
  async function member(name = `톡학인${++n}`) {
    const email = `talk${++n}.${Date.now()}@example.com`;
    const tokens = await stack.signIn(email, name);
    const user = await q('plugin::users-permissions.user').findOne({ where: { email } });
    return { id: user.id as number, email, name, token: tokens.access_token as string };
  }
  const newPhone = () => `0109${String(Date.now() % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;
  const askCode = (token: string, phone: string | null) => stack.call('PUT', '/v1/notices/phone', { token, body: { phone } });
  const confirmCode = (token: string, code: string) => stack.call('POST', '/v1/notices/phone/confirm', { token, body: { code } });
  const talkTo = (phone: string) => solapi.delivered().filter((d) => d.to === phone);
  /** The code in the last text message the number received. */
  const codeSentTo = (phone: string) => /(\d{6})/.exec(talkTo(phone).at(-1)?.text ?? '')?.[1] ?? '';
  const settingsOf = async (token: string) => (await stack.call('GET', '/v1/member/page', { token })).body.notice_settings;
  async function withKakao(name?: string) {
    const who = await member(name);
    const phone = newPhone();
    expect((await askCode(who.token, phone)).status).toBe(200);
    expect((await confirmCode(who.token, codeSentTo(phone))).status).toBe(200);
    return { ...who, phone };
  }
  const apply = async (token: string) =>
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: [{ course_name: '2027SP-J1' }] })).status).toBe(200);
  /** Runs `work` with the clock `minutes` later than TODAY, and puts it back. */
  async function later(minutes: number, work: () => Promise<unknown>) {
    process.env.DHARMA_NOW = new Date(Date.parse(TODAY) + minutes * 60_000).toISOString();
    try {
      await work();
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
  }
  /** The variables as the SDK sent them (`#{이름}`), by name. */
  const named = (variables: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(variables ?? {}).map(([k, v]) => [k.replace(/^#\{|\}$/g, ''), v]));

  it('a mobile number is confirmed by the code sent to it; a wrong or malformed code is refused in Korean, and a number not confirmed gets nothing', async () => {
    const who = await member();
    const phone = newPhone();
    const asked = await askCode(who.token, `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ phone: null, pending: phone });
    const [sms] = talkTo(phone);
    expect(sms).toMatchObject({ type: 'SMS', to: phone });
    expect(sms!.text).toMatch(/^\[담마스쿨\] 휴대폰 번호 확인 코드 \d{6} \(10분 안에 입력해 주세요\)$/);
    expect(await settingsOf(who.token)).toMatchObject({ phone: null, phone_pending: phone, kakao_available: true });

    // Applying before the number is confirmed: the notice goes by e-mail, the number gets nothing more.
    await apply(who.token);
    await sendDue();
    expect(mailTo(who.email)).toHaveLength(1);
    expect(talkTo(phone)).toHaveLength(1);

    const code = codeSentTo(phone);
    const wrong = await confirmCode(who.token, code === '000000' ? '000001' : '000000');
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toBe(messages.notice_phone_code_wrong);
    const malformed = await confirmCode(who.token, '12a');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(messages.notice_phone_code_invalid);
    expect((await settingsOf(who.token)).phone).toBeNull();

    expect((await confirmCode(who.token, code)).body).toEqual({ phone });
    const settings = await settingsOf(who.token);
    expect(settings).toMatchObject({ phone, phone_pending: null });
    // A confirmed number makes KakaoTalk every kind's default.
    expect(Object.values(settings.channels as Record<string, string>).every((c) => c === 'kakao')).toBe(true);
    // The code cannot be used twice.
    expect((await confirmCode(who.token, code)).status).toBe(404);
  });

  it('codes are capped per number per day whoever asks, wrong tries void a code, and a number that is not a mobile one is refused', async () => {
    const [one, two] = [await member(), await member()];
    const phone = newPhone();
    for (let i = 0; i < 3; i++) expect((await askCode(i % 2 ? two.token : one.token, phone)).status).toBe(200);
    const capped = await askCode(two.token, phone);
    expect(capped.status).toBe(429);
    expect(capped.body.error.message).toBe(messages.notice_phone_daily_limit);
    expect(talkTo(phone)).toHaveLength(3);

    // Five wrong tries and even the right code no longer works.
    const right = codeSentTo(phone);
    const wrongCode = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) expect((await confirmCode(one.token, wrongCode)).body.error.message).toBe(messages.notice_phone_code_wrong);
    expect((await confirmCode(one.token, wrongCode)).body.error.message).toBe(messages.notice_phone_code_expired);
    expect((await confirmCode(one.token, right)).body.error.message).toBe(messages.notice_phone_code_expired);

    for (const bad of ['02-123-4567', '+82 10 1234 5678', '<b>010</b>']) {
      const refused = await askCode(one.token, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.message).toBe(messages.notice_phone_invalid);
    }
    expect((await stack.call('PUT', '/v1/notices/phone', { body: { phone } })).status).toBe(401);
  });

  it('a code the provider could not take is refused in Korean, and the code sent before it still confirms the number', async () => {
    const who = await member();
    const phone = newPhone();
    expect((await askCode(who.token, phone)).status).toBe(200);
    const first = codeSentTo(phone);
    // Down for longer than the SDK's own retries.
    solapi.fail({ on: 'create', mode: '503', times: 4 });
    const refused = await askCode(who.token, phone);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(messages.notice_phone_unavailable);
    expect(talkTo(phone)).toHaveLength(1);
    expect((await confirmCode(who.token, first)).body).toEqual({ phone });
  });

  it('an application, its approval and a cancellation go as 알림톡 that fill the registered templates, and by no e-mail', async () => {
    const who = await withKakao('<b>연화</b>');
    await apply(who.token);
    expect((await approve(who.id)).status).toBe(200);
    expect(await sendDue()).toMatchObject({ sent: 2, failed: 0 });
    expect((await cancel(who.id, '입금 기한이 지났습니다.')).status).toBe(200);
    await sendDue();
    const [applied, paid, cancelled, ...more] = talkTo(who.phone).slice(1);
    expect(more).toEqual([]);
    expect([applied, paid, cancelled].map((d) => `${d!.type} ${d!.templateId}`)).toEqual([
      `ATA ${kakaoTemplates.application_received.code}`,
      `ATA ${kakaoTemplates.payment_approved.code}`,
      `ATA ${kakaoTemplates.application_cancelled.code}`,
    ]);
    for (const d of [applied, paid, cancelled]) {
      // What reached the phone is the registered text with its variables filled in, nothing else.
      expect(d!.text).toBe(fillTemplate(kakaoTemplateTexts[d!.templateId!]!, named(d!.variables)));
      expect(d!.text).toContain('<b>연화</b>님');
    }
    expect(applied!.text).toContain('납부하실 금액: 130,000원');
    expect(applied!.text).toMatch(/입금자명: b연화\d{4}/);
    expect(paid!.text).toContain('첫 공부는 2027.03.06에 열립니다.');
    expect(cancelled!.text).toContain('사유: 입금 기한이 지났습니다.');
    expect(mailTo(who.email)).toEqual([]);
    const rows = await noticesOf(who.id);
    expect(rows.map((r: { channel: string; state: string; key: string }) => `${r.channel} ${r.state} ${r.key.endsWith('@kakao')}`)).toEqual(
      ['kakao sent true', 'kakao sent true', 'kakao sent true'],
    );
  });

  it("without KakaoTalk the provider's fallback sends the text as a text message, and staff see the month's count and cost", async () => {
    const who = await withKakao();
    solapi.noKakao(who.phone);
    await apply(who.token);
    await sendDue();
    const [fallback] = talkTo(who.phone).slice(1);
    // The application's text with its payment details is longer than an SMS: an LMS.
    expect(fallback).toMatchObject({ type: 'LMS', templateId: kakaoTemplates.application_received.code });
    expect(fallback!.text).toContain('납부하실 금액: 130,000원');
    // A pass with nothing to send asks the provider what became of it, once it has had time to know.
    await sendDue();
    expect((await noticesOf(who.id))[0]).toMatchObject({ channel: 'kakao', state: 'sent', outcome: null });
    await later(3, sendDue);
    expect((await noticesOf(who.id))[0]).toMatchObject({ channel: 'kakao', state: 'sent', outcome: 'lms' });
    const page = await stack.call('GET', '/v1/staff/notices', { token: staff });
    expect(page.status).toBe(200);
    expect(page.body.months).toContainEqual(expect.objectContaining({ month: '2026-11', channel: 'kakao' }));
    const month = page.body.months.find((m: { month: string; channel: string }) => m.month === '2026-11' && m.channel === 'kakao');
    expect(month.fell_back).toBeGreaterThanOrEqual(1);
    expect(month.sent).toBeGreaterThanOrEqual(month.fell_back);
    expect(month.cost_won).toBe(
      (month.sent - month.fell_back - month.failed) * KAKAO_PRICES_WON.ata + month.fell_back * KAKAO_PRICES_WON.lms,
    );
    const entry = page.body.entries.find((e: { learner: number }) => e.learner === who.id);
    expect(entry).toMatchObject({ channel: 'kakao', outcome: 'lms', subject: '[담마스쿨] 2027 봄학기 수강신청을 받았습니다' });
  });

  it('staff turn the text fallback off and on: without it a learner without KakaoTalk gets nothing and the provider reports it failed; only staff may, and the audit trail has it', async () => {
    const setFallback = (body: unknown, token: string | undefined = staff) =>
      stack.call('PUT', '/v1/staff/notices/fallback', { token, body });
    const learnerToken = (await member()).token;
    expect((await setFallback({ on: false }, learnerToken)).status).toBe(403);
    const bad = await setFallback({ on: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.notice_fallback_invalid);
    expect((await stack.call('GET', '/v1/staff/notices', { token: staff })).body.kakao).toEqual({ available: true, fallback: true });

    expect((await setFallback({ on: false })).body).toEqual({ on: false });
    expect((await stack.call('GET', '/v1/staff/notices', { token: staff })).body.kakao).toEqual({ available: true, fallback: false });
    const who = await withKakao();
    solapi.noKakao(who.phone);
    await apply(who.token);
    await sendDue();
    await later(3, sendDue);
    expect(talkTo(who.phone)).toHaveLength(1);
    expect((await noticesOf(who.id))[0]).toMatchObject({ channel: 'kakao', state: 'sent', outcome: 'failed' });
    const audit = await q('plugin::records.audit-entry').findMany({ where: { action: 'notice.fallback' }, orderBy: { id: 'asc' } });
    expect(audit.at(-1)).toMatchObject({ target: 'notices:kakao_fallback' });

    expect((await setFallback({ on: true })).body).toEqual({ on: true });
    expect((await cancel(who.id, '다시')).status).toBe(200);
    await sendDue();
    const fellBack = talkTo(who.phone).at(-1)!;
    expect(fellBack.templateId).toBe(kakaoTemplates.application_cancelled.code);
    expect(['SMS', 'LMS']).toContain(fellBack.type);
  });

  it('e-mail or both, as the learner chose on the member page: each channel once; bad choices change nothing', async () => {
    const who = await withKakao();
    const on = ((await stack.call('GET', '/v1/member/page', { token: who.token })).body.notices as { kind: string; on: boolean }[])
      .filter((c) => c.on)
      .map((c) => c.kind);
    const save = (channels: unknown) => stack.call('PUT', '/v1/notices/choices', { token: who.token, body: { on, channels } });
    const refused = await save({ application_received: 'pigeon' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.notice_channel_invalid);
    expect((await save({ announcement: 'kakao' })).status).toBe(400);
    expect((await save({ application_received: 'both', payment_approved: 'email' })).status).toBe(200);
    expect((await settingsOf(who.token)).channels).toMatchObject({
      application_received: 'both',
      payment_approved: 'email',
      term_result: 'kakao',
    });

    await apply(who.token);
    expect((await approve(who.id)).status).toBe(200);
    await sendDue();
    await sendDue();
    expect(
      talkTo(who.phone)
        .slice(1)
        .map((d) => d.templateId),
    ).toEqual([kakaoTemplates.application_received.code]);
    expect(mailTo(who.email).map((m) => m.subject)).toEqual([
      '[담마스쿨] 2027 봄학기 수강신청을 받았습니다',
      '[담마스쿨] 입금이 확인되었습니다',
    ]);

    // The number taken off: what would have gone by KakaoTalk goes by e-mail.
    expect((await askCode(who.token, null)).body).toEqual({ phone: null, pending: null });
    expect((await cancel(who.id, '번호를 지웠습니다.')).status).toBe(200);
    await sendDue();
    expect(mailTo(who.email).at(-1)!.subject).toBe('[담마스쿨] 2027 봄학기 수강신청이 취소되었습니다');
    expect(talkTo(who.phone)).toHaveLength(2);
  });

  it('a 503, a reset connection or an answer lost after the work never delivers a notice twice', async () => {
    const learners = [await withKakao(), await withKakao(), await withKakao()];
    const delivered = (kinds: number) => learners.map((l) => talkTo(l.phone).length - 1 === kinds);
    for (const l of learners) await apply(l.token);
    // The SDK posts the messages again when their answer is lost: the group holds them twice until the sender takes the copies out.
    solapi.fail({ on: 'add', mode: 'reset-after' });
    await sendDue();
    expect(delivered(1)).toEqual([true, true, true]);

    for (const l of learners) expect((await approve(l.id)).status).toBe(200);
    // The group was sent, its answer lost, and the SDK's own retry refused as "sent already".
    solapi.fail({ on: 'send', mode: 'reset-after' });
    await sendDue();
    expect(delivered(2)).toEqual([true, true, true]);

    for (const l of learners) expect((await cancel(l.id, '시험')).status).toBe(200);
    // The provider is down for longer than the SDK retries: nothing given up, nothing sent, KakaoTalk pauses a minute.
    solapi.fail({ on: 'create', mode: '503', times: 4 });
    await sendDue();
    expect(delivered(2)).toEqual([true, true, true]);
    expect((await noticesOf(learners[0]!.id)).at(-1)).toMatchObject({ kind: 'application_cancelled', state: 'waiting', attempts: 0 });
    try {
      process.env.DHARMA_NOW = '2026-11-21T10:00:30+09:00';
      expect(await sendDue()).toMatchObject({ claimed: 0 });
      // Past the pause: one 503 the SDK's own retry gets past.
      process.env.DHARMA_NOW = '2026-11-21T10:01:30+09:00';
      solapi.fail({ on: 'send', mode: '503' });
      await sendDue();
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
    expect(delivered(3)).toEqual([true, true, true]);
    expect(
      talkTo(learners[0]!.phone)
        .slice(1)
        .map((d) => d.templateId),
    ).toEqual([kakaoTemplates.application_received.code, kakaoTemplates.payment_approved.code, kakaoTemplates.application_cancelled.code]);
  });

  it('holds KakaoTalk between 21:00 and 08:00 Korean time but for payments and applications, and sends it at 08:00', async () => {
    const who = await withKakao();
    await apply(who.token);
    await sendDue();
    try {
      process.env.DHARMA_NOW = '2026-11-21T22:30:00+09:00';
      const outbox = stack.cms.strapi.plugin('notices').service('outbox');
      await outbox.add({
        key: `volunteer_confirmed:${who.id}:night`,
        kind: 'volunteer_confirmed',
        learner: who.id,
        facts: { date: '2026-11-21', hours: 2, activity: '연등 달기' },
      });
      expect((await cancel(who.id, '밤의 취소')).status).toBe(200);
      await sendDue();
      expect(
        talkTo(who.phone)
          .slice(2)
          .map((d) => d.templateId),
      ).toEqual([kakaoTemplates.application_cancelled.code]);
      process.env.DHARMA_NOW = '2026-11-22T07:59:00+09:00';
      await sendDue();
      expect(talkTo(who.phone)).toHaveLength(3);
      process.env.DHARMA_NOW = '2026-11-22T08:00:00+09:00';
      await sendDue();
      expect(talkTo(who.phone).at(-1)).toMatchObject({ type: 'ATA', templateId: kakaoTemplates.volunteer_confirmed.code });
      expect(talkTo(who.phone).at(-1)!.text).toContain('2026.11.21 연등 달기 봉사 2시간이 확인되었습니다.');
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
  });
});
