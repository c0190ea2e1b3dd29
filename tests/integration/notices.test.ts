import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTICE_MAX_ATTEMPTS } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';
import type { ParsedMail } from 'mailparser';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

/**
 * Notices, read from a real SMTP server started by this file (smtp-server): a staff decision
 * writes its notice with it, one sending pass hands it to the server, a second pass sends
 * nothing again; a temporary refusal is tried again on its back-off and a permanent one is dead
 * at once. The CMS runs no scheduled jobs here: the test runs the sending passes itself.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const SITE = 'https://school.example.org';
const OUTBOX = 'plugin::notices.notice';

let smtp: TestSmtp;
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
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('notices', {
    DHARMA_NOW: TODAY,
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: SITE,
    CMS_SCHEDULED_JOBS: 'false',
  });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  // Whatever the seed's decisions wrote is sent first, so each test counts only its own.
  await sendDue();
  smtp.received.length = 0;
});

afterAll(async () => {
  await smtp?.close();
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
