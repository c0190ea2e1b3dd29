import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY,
  CHANNEL_CHOICE_KINDS,
} from '@dharma/config/rules';
import { kakaoTemplates, messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack, type SignedIn } from '../support/learners';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { startSolapiStandIn, type TestSolapi } from '../support/solapi';
import { applicationRow, seedSummer2030, verseLesson } from '../support/summer-2030';

/**
 * The daily study reminder and another address for notices, read from a real SMTP server started
 * by this file. The school is summer 2030 (term 2030-07-01 … 07-28) with dhammapada 5's first
 * five days (day N opens on 07-0N, a check and a verse each); every learner here has that class
 * paid for. The CMS runs no scheduled jobs: the test runs the minute's two steps itself (write the
 * reminders due, then send), with the clock (DHARMA_NOW) where the test needs it.
 */
const SITE = 'https://school.example.org';
const at = (date: string, time: string) => `${date}T${time}+09:00`;
const setNow = (date: string, time: string) => {
  process.env.DHARMA_NOW = at(date, time);
};

let smtp: TestSmtp;
let solapi: TestSolapi;
let stack: LearnerStack;

const service = (name: string) => stack.cms.strapi.plugin('notices').service(name);
/** One scheduled tick, as cms/config/cron-tasks.ts runs it: the reminders due are written, then everything due is sent. */
async function tick(date: string, time: string) {
  setNow(date, time);
  const written = (await service('reminders').writeDue()) as { due: number; written: number };
  const sent = (await service('sender').drain()) as { claimed: number; sent: number; failed: number };
  return { written: written.written, sent: sent.sent };
}
const addressOf = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
const mailTo = (address: string) => smtp.received.filter((m) => addressOf(m) === address);
const reminders = (address: string) => mailTo(address).filter((m) => m.subject === '[담마스쿨] 오늘의 공부가 열렸습니다');
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(new RegExp(`^${name}:\\s*`, 'i'), '') ?? '';

type Learner = SignedIn & { email: string; name: string };
let n = 0;
/** A learner with dhammapada 5 of summer 2030 paid for. */
async function learner(name: string): Promise<Learner> {
  const email = `remind${++n}.${Date.now()}@example.com`;
  const signed = await stack.signedIn(email, name);
  await applicationRow(stack.cms.strapi, signed.id, name, { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  return { ...signed, email, name };
}
const choose = (who: Learner, body: unknown) => stack.call('PUT', '/v1/notices/choices', { token: who.token, body });
const remindAt = (who: Learner, time: string) => choose(who, { on: ['payment_approved', 'daily_reminder'], reminder_at: time });
/** Completes a day as the learner does: the check ticked and the verse written. */
async function completeDay(who: Learner, day: number) {
  for (const body of [
    { type: 'check', task_id: `${day}:read`, response: true },
    { type: 'verse', task_id: `${day}:verse`, response: '마음이 모든 것의 근본이다.' },
  ]) {
    const res = await stack.call('PATCH', '/v2/classes/2030SU/D5/tasks', { token: who.token, body });
    expect(res.status).toBe(200);
  }
}

let on: Learner; // reminder on at 10:00
let off: Learner; // reminder never turned on
let done: Learner; // reminder on at 10:00, day 2 done before it
let late: Learner; // reminder on at 11:00
let missed: Learner; // reminder on at 09:50 (the 09:50 tick did not run)
let tooLate: Learner; // reminder on at 09:40 (more than 15 minutes before the first tick)
let moving: Learner; // asks for another address
let talker: Learner; // reminder on at 10:30, by KakaoTalk
let owl: Learner; // reminder on at 22:00, by KakaoTalk (inside the quiet hours)
const TALKER_PHONE = '01055501001';
const OWL_PHONE = '01055501002';

/** Her mobile number confirmed by the code the SOLAPI stand-in received for it (KakaoTalk is then her default). */
async function confirmPhone(who: Learner, phone: string) {
  expect((await stack.call('PUT', '/v1/notices/phone', { token: who.token, body: { phone } })).status).toBe(200);
  const code = /(\d{6})/.exec(
    solapi
      .delivered()
      .filter((d) => d.to === phone)
      .at(-1)?.text ?? '',
  )?.[1];
  expect((await stack.call('POST', '/v1/notices/phone/confirm', { token: who.token, body: { code } })).status).toBe(200);
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  solapi = await startSolapiStandIn();
  setNow('2030-07-02', '09:00:00');
  stack = await startLearnerStack('notices-reminder', {
    DHARMA_NOW: at('2030-07-02', '09:00:00'),
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: SITE,
    CMS_SCHEDULED_JOBS: 'false',
    ...solapi.env,
  });
  await seedSummer2030(stack.cms.strapi, { lessons: [1, 2, 3, 4, 5].map(verseLesson) });
  [on, off, done, late, missed, tooLate, moving] = [
    await learner('<i>보리</i>'),
    await learner('끈학인'),
    await learner('마친학인'),
    await learner('늦은학인'),
    await learner('놓친학인'),
    await learner('지난학인'),
    await learner('옮긴학인'),
  ];
  [talker, owl] = [await learner('톡학인'), await learner('밤학인')];
  await confirmPhone(talker, TALKER_PHONE);
  await confirmPhone(owl, OWL_PHONE);
  for (const [who, time] of [
    [on, '10:00'],
    [done, '10:00'],
    [late, '11:00'],
    [missed, '09:50'],
    [tooLate, '09:40'],
    [moving, '10:00'],
    [talker, '10:30'],
    [owl, '22:00'],
  ] as const)
    expect((await remindAt(who, time)).status).toBe(200);
  await completeDay(done, 2);
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
  await solapi?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the daily study reminder', () => {
  it('is offered on the member page with its time; a time that is not one is refused in Korean and changes nothing', async () => {
    const page = (await stack.call('GET', '/v1/member/page', { token: on.token })).body;
    expect(page.notices).toContainEqual({ kind: 'daily_reminder', on: true });
    // No number on file: every kind goes by e-mail, KakaoTalk offered.
    const byEmail = Object.fromEntries(CHANNEL_CHOICE_KINDS.map((k) => [k, 'email']));
    expect(page.notice_settings).toEqual({
      address: null,
      reminder_at: '10:00',
      phone: null,
      phone_pending: null,
      channels: byEmail,
      kakao_available: true,
    });
    const fresh = (await stack.call('GET', '/v1/member/page', { token: off.token })).body;
    expect(fresh.notices).toContainEqual({ kind: 'daily_reminder', on: false });
    expect(fresh.notice_settings).toMatchObject({ address: null, reminder_at: '07:00', phone: null, channels: byEmail });

    const refused = await choose(on, { on: ['daily_reminder'], reminder_at: '25:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.notice_reminder_time_invalid);
    expect((await stack.call('GET', '/v1/member/page', { token: on.token })).body.notice_settings.reminder_at).toBe('10:00');
  });

  it("comes once at the learner's time when today's day is open and not done; never when off, done, not yet due or long missed", async () => {
    // 09:59: nobody's 10:00 has come; the 09:50 of a learner whose tick did not run is made up.
    expect(await tick('2030-07-02', '09:59:30')).toEqual({ written: 1, sent: 1 });
    expect(reminders(missed.email)).toHaveLength(1);
    expect(reminders(on.email)).toHaveLength(0);

    expect(await tick('2030-07-02', '10:00:30')).toEqual({ written: 2, sent: 2 });
    const [mail] = reminders(on.email);
    expect(mail!.text).toContain('<i>보리</i>님, 법구경 5단계 (2030SU-D5) 2일째 공부가 열렸습니다. 오늘 안에 마치면 출석으로 인정됩니다.');
    expect(mail!.text).toContain(`오늘의 공부 하러 가기: ${SITE}/studyroom/courses/2030SU-D5/2`);
    expect(mail!.html).toContain('&lt;i&gt;보리&lt;/i&gt;님');
    expect(mail!.html).toContain(`<a href="${SITE}/studyroom/courses/2030SU-D5/2">오늘의 공부 하러 가기</a>`);
    expect(reminders(moving.email)).toHaveLength(1);

    // The same minute again, and the next ticks: nothing more the same day.
    expect(await tick('2030-07-02', '10:00:40')).toEqual({ written: 0, sent: 0 });
    expect(await tick('2030-07-02', '10:10:00')).toEqual({ written: 0, sent: 0 });
    expect(reminders(on.email)).toHaveLength(1);
    const keys = (
      await stack.cms.strapi.db.query('plugin::notices.notice').findMany({ where: { learner: on.id, kind: 'daily_reminder' } })
    ).map((r: { key: string }) => r.key);
    expect(keys).toEqual([`daily_reminder:${on.id}:2030-07-02`]);

    // Off, done before its time, or more than 15 minutes before the first tick: none.
    for (const who of [off, done, tooLate]) expect(reminders(who.email), who.name).toHaveLength(0);
    // 11:00 comes later.
    expect(await tick('2030-07-02', '11:00:05')).toEqual({ written: 1, sent: 1 });
    expect(reminders(late.email)).toHaveLength(1);
    expect(reminders(done.email)).toHaveLength(0);
  });

  it("the next day's day brings the next reminder; its stop link turns it off for the days after", async () => {
    expect((await tick('2030-07-03', '10:00:30')).sent).toBeGreaterThanOrEqual(1);
    const mail = reminders(on.email).at(-1)!;
    expect(reminders(on.email)).toHaveLength(2);
    expect(mail.text).toContain('3일째 공부가 열렸습니다');
    const stop = new URL(rawHeader(mail, 'list-unsubscribe').replace(/^<|>$/g, ''));
    expect(stop.searchParams.get('k')).toBe('daily_reminder');
    expect(mail.text).toContain(`이런 알림 그만 받기: ${stop.toString()}`);
    const body = { learner: stop.searchParams.get('l'), kind: stop.searchParams.get('k'), token: stop.searchParams.get('t') };
    expect((await stack.call('POST', '/v1/notices/stop', { body })).status).toBe(200);
    expect((await stack.call('GET', '/v1/member/page', { token: on.token })).body.notices).toContainEqual({
      kind: 'daily_reminder',
      on: false,
    });
  });
});

describe('the daily study reminder by KakaoTalk', () => {
  it('comes as a 알림톡 at her time, once, and by no e-mail; at 22:00, inside the quiet hours, it comes by e-mail instead of the next morning', async () => {
    const talk = (phone: string) => solapi.delivered().filter((d) => d.to === phone && d.type === 'ATA');
    expect(await tick('2030-07-03', '10:30:30')).toMatchObject({ written: 1, sent: 1 });
    const [reminder] = talk(TALKER_PHONE);
    expect(reminder!.templateId).toBe(kakaoTemplates.daily_reminder.code);
    expect(reminder!.text).toContain('톡학인님, 법구경 5단계 (2030SU-D5) 3일째 공부가 열렸습니다.');
    expect(reminder!.text).toContain(`오늘의 공부 하러 가기: ${SITE}/studyroom/courses/2030SU-D5/3`);
    expect(reminders(talker.email)).toHaveLength(0);
    expect(await tick('2030-07-03', '10:31:00')).toEqual({ written: 0, sent: 0 });
    expect(talk(TALKER_PHONE)).toHaveLength(1);

    // Held to 08:00 it would tell of a day gone: a phone does not ring at night, an inbox gets it now.
    expect(await tick('2030-07-03', '22:00:30')).toMatchObject({ written: 1, sent: 1 });
    expect(talk(OWL_PHONE)).toHaveLength(0);
    expect(reminders(owl.email)).toHaveLength(1);
    expect(reminders(owl.email)[0]!.text).toContain('3일째 공부가 열렸습니다');
  });
});

describe('another address for notices', () => {
  const other = 'moved.elsewhere@example.net';
  let link: URL;

  it('asking sends a confirmation only to the new address; until it is confirmed notices go to Kakao’s', async () => {
    setNow('2030-07-03', '12:00:00');
    const bad = await stack.call('PUT', '/v1/notices/address', { token: moving.token, body: { address: 'nowhere' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.notice_address_invalid);
    expect((await stack.call('PUT', '/v1/notices/address', { body: { address: other } })).status).toBe(401);

    const asked = await stack.call('PUT', '/v1/notices/address', { token: moving.token, body: { address: ` ${other.toUpperCase()} ` } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ address: null, pending: other });
    // Asked again the same day: no second message.
    expect((await stack.call('PUT', '/v1/notices/address', { token: moving.token, body: { address: other } })).status).toBe(200);
    const before = mailTo(moving.email).length;
    expect(await tick('2030-07-03', '12:00:30')).toMatchObject({ sent: 1 });
    expect(mailTo(moving.email)).toHaveLength(before);
    const [confirmation] = mailTo(other);
    expect(mailTo(other)).toHaveLength(1);
    expect(confirmation!.subject).toBe('[담마스쿨] 알림 받을 메일 주소를 확인해 주세요');
    expect(confirmation!.text).toContain(`옮긴학인님이 담마스쿨 알림을 이 주소(${other})로 받겠다고 하셨습니다.`);
    expect(confirmation!.text).toContain('링크는 2030.07.10까지 쓸 수 있습니다.');
    link = new URL(confirmation!.text!.match(/이 주소로 알림 받기: (\S+)/)![1]!);
    expect(link.origin + link.pathname).toBe(`${SITE}/notices/confirm`);
    expect((await stack.call('GET', '/v1/member/page', { token: moving.token })).body.notice_settings.address).toBeNull();

    // Unconfirmed, the next reminder still goes to Kakao's address.
    await tick('2030-07-04', '10:00:30');
    expect(reminders(moving.email).map((m) => m.text?.match(/(\d)일째/)?.[1])).toEqual(['2', '3', '4']);
    expect(reminders(other)).toHaveLength(0);
  });

  it('the link confirms it (only through web’s server, only as signed, only until its last day); then notices go there, and back to Kakao’s at a click', async () => {
    const body = {
      learner: link.searchParams.get('l'),
      address: link.searchParams.get('a'),
      expires: link.searchParams.get('e'),
      token: link.searchParams.get('t'),
    };
    const confirm = (b: unknown, secret?: null) =>
      stack.call('POST', '/v1/notices/address/confirm', { body: b, ...(secret === null ? { secret } : {}) });
    expect((await confirm(body, null)).status).toBe(401);
    for (const forged of [
      { ...body, address: 'thief@example.net' },
      { ...body, learner: String(on.id) },
      { ...body, expires: '2030-12-31' },
      { ...body, token: 'x' },
    ]) {
      const res = await confirm(forged);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(messages.notice_address_link_invalid);
    }
    setNow('2030-07-11', '09:00:00');
    const expired = await confirm(body);
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toBe(messages.notice_address_link_expired);
    expect((await stack.call('GET', '/v1/member/page', { token: moving.token })).body.notice_settings.address).toBeNull();

    setNow('2030-07-04', '12:00:00');
    expect((await confirm(body)).body).toEqual({ address: other });
    expect((await stack.call('GET', '/v1/member/page', { token: moving.token })).body.notice_settings).toMatchObject({
      address: other,
      reminder_at: '10:00',
    });

    // The next reminder goes to the confirmed address, not Kakao's.
    await tick('2030-07-05', '10:00:30');
    expect(reminders(moving.email)).toHaveLength(3);
    const [moved] = reminders(other);
    expect(reminders(other)).toHaveLength(1);
    expect(moved!.text).toContain('옮긴학인님, 법구경 5단계 (2030SU-D5) 5일째 공부가 열렸습니다.');

    // Back to Kakao's: at once, no confirmation needed.
    const back = await stack.call('PUT', '/v1/notices/address', { token: moving.token, body: { address: null } });
    expect(back.body).toEqual({ address: null, pending: null });
    expect((await stack.call('GET', '/v1/member/page', { token: moving.token })).body.notice_settings.address).toBeNull();
  });

  const ask = (who: Learner, address: string) => stack.call('PUT', '/v1/notices/address', { token: who.token, body: { address } });
  const confirmationsOf = (who: Learner) =>
    stack.cms.strapi.db.query('plugin::notices.notice').count({ where: { learner: who.id, kind: 'address_confirmation' } });
  const confirmationMails = (address: string) =>
    mailTo(address).filter((m) => m.subject === '[담마스쿨] 알림 받을 메일 주소를 확인해 주세요');

  it('a learner gets at most so many confirmations a Korean day, an address at most so many whoever asks; past either a Korean 429, nothing written or sent; the next Korean day again', async () => {
    const perLearner = ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY;
    const perAddress = ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY;
    // Late evening in Korea: the day ends at midnight there (15:00 UTC).
    setNow('2030-07-08', '23:50:00');
    const asker = await learner('자꾸묻는학인');
    const tried = (i: number) => `tried.${i}.${asker.id}@example.net`;
    for (let i = 1; i <= perLearner; i++) expect((await ask(asker, tried(i))).status, `confirmation ${i}`).toBe(200);
    // The same address again the same day: nothing more sent, nothing counted, still answered.
    expect((await ask(asker, tried(1))).body).toEqual({ address: null, pending: tried(1) });
    const refused = await ask(asker, tried(perLearner + 1));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(messages.notice_address_learner_daily_limit);
    expect(await confirmationsOf(asker)).toBe(perLearner);
    await tick('2030-07-08', '23:59:00');
    for (let i = 1; i <= perLearner; i++) expect(confirmationMails(tried(i)), tried(i)).toHaveLength(1);
    expect(confirmationMails(tried(perLearner + 1))).toHaveLength(0);

    // Midnight in Korea: a new day, a new count.
    setNow('2030-07-09', '00:00:30');
    expect((await ask(asker, tried(perLearner + 1))).status).toBe(200);
    await tick('2030-07-09', '00:01:00');
    expect(confirmationMails(tried(perLearner + 1))).toHaveLength(1);

    // One address asked for by several accounts: each counts toward the address's cap.
    const target = `someone.else.${asker.id}@example.net`;
    const others = [];
    for (let i = 0; i <= perAddress; i++) others.push(await learner(`주소묻는학인${i}`));
    for (const who of others.slice(0, perAddress)) expect((await ask(who, target)).status, who.name).toBe(200);
    const last = others[perAddress]!;
    const full = await ask(last, target);
    expect(full.status).toBe(429);
    expect(full.body.error.message).toBe(messages.notice_address_daily_limit);
    expect(await confirmationsOf(last)).toBe(0);
    // That learner may still ask for another address.
    expect((await ask(last, `own.${last.id}@example.net`)).status).toBe(200);
    await tick('2030-07-09', '00:02:00');
    expect(confirmationMails(target)).toHaveLength(perAddress);
  });

  it('an address of 254 characters (the longest there is) is confirmed like any other: its notice is written, sent and found again', async () => {
    setNow('2030-07-09', '12:00:00');
    const who = await learner('긴주소학인');
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.net`;
    const long = `${'a'.repeat(64)}@${domain}`;
    expect(long).toHaveLength(254);
    const asked = await ask(who, long);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ address: null, pending: long });
    const [row] = await stack.cms.strapi.db
      .query('plugin::notices.notice')
      .findMany({ where: { learner: who.id, kind: 'address_confirmation' } });
    expect(row.key.length).toBeLessThanOrEqual(255);
    expect(row.key.startsWith(`address_confirmation:${who.id}:aaaa`)).toBe(true);
    // Asked again the same day: the same notice, no second one.
    expect((await ask(who, long)).status).toBe(200);
    expect(await confirmationsOf(who)).toBe(1);
    await tick('2030-07-09', '12:00:30');
    const [mail] = confirmationMails(long);
    expect(confirmationMails(long)).toHaveLength(1);
    const link = new URL(mail!.text!.match(/이 주소로 알림 받기: (\S+)/)![1]!);
    expect(link.searchParams.get('a')).toBe(long);
  });

  it('a long key stored whole before keys were bounded still stands for its notice: asked again after the upgrade, nothing more is written or sent', async () => {
    setNow('2030-07-09', '13:00:00');
    const who = await learner('예전학인');
    const long = `${'e'.repeat(64)}@${'f'.repeat(63)}.${'g'.repeat(63)}.${'h'.repeat(57)}.net`;
    const wholeKey = `address_confirmation:${who.id}:${long}:2030-07-09`;
    expect(wholeKey.length).toBeGreaterThan(255);
    const before = {
      document_id: `legacy${who.id}`,
      key: wholeKey,
      kind: 'address_confirmation',
      learner: who.id,
      facts: '{}',
      channel: 'email',
      state: 'sent',
      attempts: 0,
      next_attempt_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    };
    const knex = stack.cms.strapi.db.connection;
    // SQLite stored such a key whole (the earlier release); PostgreSQL never could (varchar(255): the 500 it was).
    if (stack.cms.strapi.db.dialect.client === 'postgres') await expect(knex('notices_outbox').insert(before)).rejects.toThrow(/too long/);
    else await knex('notices_outbox').insert(before);
    const mailsBefore = confirmationMails(long).length;
    expect((await ask(who, long)).status).toBe(200);
    expect(await confirmationsOf(who)).toBe(1);
    await tick('2030-07-09', '13:00:30');
    const sent = stack.cms.strapi.db.dialect.client === 'postgres' ? 1 : 0;
    expect(confirmationMails(long)).toHaveLength(mailsBefore + sent);
  });

  it('a day on which no lesson opens brings no reminder (a missed day can be caught up, but is no reason to write)', async () => {
    const before = smtp.received.length;
    expect(await tick('2030-07-06', '10:00:30')).toEqual({ written: 0, sent: 0 });
    expect(await tick('2030-07-06', '11:00:30')).toEqual({ written: 0, sent: 0 });
    expect(smtp.received.length).toBe(before);
  });
});
