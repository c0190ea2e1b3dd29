import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSITOR_MAX_LENGTH } from '@dharma/config/rules';
import { comingUi } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

/**
 * The depositor name a learner is asked to write on their bank transfer, over HTTP against a real
 * Strapi and a real SMTP server started by this file: the same name in the apply answer, on the
 * register page, on the next-semester page and in the application notice; kept when the
 * application changes or is cancelled by staff and made again; distinct for learners of the same
 * name; shown to staff and found by the approvals' name search; given at start-up to an
 * application that has none. The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring
 * semester (2027SP) is open for applications.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const CODES = 'plugin::enrolment.depositor-code';
let smtp: TestSmtp;
let stack: LearnerStack;
let staff: string;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const sendDue = () =>
  stack.cms.strapi.plugin('notices').service('sender').sendDue() as Promise<{ claimed: number; sent: number; failed: number }>;
const mailTo = (email: string) => smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);

let n = 0;
/** A new learner signed up under `name` (not yet applied). */
async function learner(name: string) {
  const email = `deposit${++n}.${Date.now()}@example.com`;
  const { token, id } = await stack.signedIn(email, name);
  return { token, id, email, name };
}

const apply = (token: string, ...codes: string[]) =>
  stack.call('POST', '/v2/apply/courses', { token, body: codes.map((course_name) => ({ course_name })) });
const change = (token: string, ...codes: string[]) =>
  stack.call('PUT', '/v2/apply/courses', { token, body: codes.map((course_name) => ({ course_name })) });
const registerPage = async (token: string) => (await stack.call('GET', '/v2/apply/page', { token })).body;
const coming = async (token: string) => (await stack.call('GET', '/v2/apply/coming', { token })).body;
const staffList = (query: string) => stack.call('GET', `/v1/staff/applications${query}`, { token: staff });
const codeRowsOf = (owner: number) => q(CODES).findMany({ where: { owner } });
const learnersOfThisFile = async () =>
  (await q('plugin::users-permissions.user').findMany({ where: { email: { $startsWith: 'deposit' } }, select: ['id'] })).map(
    (u: { id: number }) => u.id,
  );

/** The name's first letters (as many as fit) and four digits, no longer than a bank carries. */
const depositorOf = (name: string) => new RegExp(`^${[...name].slice(0, DEPOSITOR_MAX_LENGTH - 4).join('')}\\d{4}$`);

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.DHARMA_NOW = TODAY;
  // Its own CMS: the application notice is read from this file's mail server.
  stack = await startLearnerStack('deposits-codes', {
    DHARMA_NOW: TODAY,
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: 'https://school.example.org',
    CMS_SCHEDULED_JOBS: 'false',
  });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  // Whatever the seed's decisions wrote is sent first, so each test reads only its own mail.
  await sendDue();
  smtp.received.length = 0;
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
  delete process.env.DHARMA_NOW;
});

describe('the depositor name of an application', () => {
  it('is the same in the apply answer, on the register page, on the next-semester page and in the notice', async () => {
    const me = await learner('김보리');
    const applied = await apply(me.token, '2027SP-J1');
    expect(applied.status).toBe(200);
    const { depositor } = applied.body;
    expect(depositor).toMatch(depositorOf('김보리'));
    expect([...depositor].length).toBeLessThanOrEqual(DEPOSITOR_MAX_LENGTH);

    const page = await registerPage(me.token);
    expect(page.current).toMatchObject({
      semester: '2027SP',
      depositor,
      amount_due: 130000,
      bank_account: expect.stringContaining('농협'),
    });
    const [upcoming] = await coming(me.token);
    expect(upcoming).toMatchObject({ semester: '2027SP', depositor, amount_due: 130000 });

    expect(await sendDue()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = mailTo(me.email);
    expect(mail!.subject).toBe('[담마스쿨] 2027 봄학기 수강신청을 받았습니다');
    expect(mail!.text).toContain(`입금자명: ${depositor}\n`);
    expect(mail!.text).toContain(comingUi.depositorNote);
    expect(mail!.html).toContain(depositor);
  });

  it('is shown on the register page before applying (the last step shows it) and the application keeps it', async () => {
    const me = await learner('이가은');
    const before = await registerPage(me.token);
    expect(before.applied).toBe(false);
    expect(before.depositor).toMatch(depositorOf('이가은'));
    expect((await registerPage(me.token)).depositor).toBe(before.depositor);
    const applied = await apply(me.token, '2027SP-J1');
    expect(applied.body.depositor).toBe(before.depositor);
    expect((await registerPage(me.token)).current.depositor).toBe(before.depositor);
  });

  it('is shortened to fit for a long name, and kept when the application changes', async () => {
    const me = await learner('남궁보리수나무');
    const first = await apply(me.token, '2027SP-J1');
    expect(first.body.depositor).toMatch(/^남궁보\d{4}$/);

    const changed = await change(me.token, '2027SP-D5', '2027SP-J1');
    expect(changed.status).toBe(200);
    expect(changed.body.depositor).toBe(first.body.depositor);
    expect((await registerPage(me.token)).current.depositor).toBe(first.body.depositor);
    expect((await coming(me.token))[0].depositor).toBe(first.body.depositor);
    // One study-room level (apply one more) keeps it too.
    const one = await stack.call('POST', '/v1/apply/2027SP-F1', { token: me.token });
    expect(one.status).toBe(200);
    expect(one.body.depositor).toBe(first.body.depositor);
    expect(await codeRowsOf(me.id)).toHaveLength(1);
  });

  it('is kept when staff cancel the application and the learner applies again', async () => {
    const me = await learner('취소후재신청');
    const first = (await apply(me.token, '2027SP-J1')).body.depositor;
    const cancelled = await stack.call('POST', `/v1/staff/applications/${me.id}/cancel`, {
      token: staff,
      body: { reason: '입금 기한이 지났습니다.' },
    });
    expect(cancelled.status).toBe(200);
    // The cancelled application still names it (the learner may have paid already).
    expect((await coming(me.token))[0]).toMatchObject({ depositor: first, amount_due: 0 });

    const again = await apply(me.token, '2027SP-D5');
    expect(again.status).toBe(200);
    expect(again.body.depositor).toBe(first);
    expect((await registerPage(me.token)).current.depositor).toBe(first);
    expect(await codeRowsOf(me.id)).toHaveLength(1);
  });

  it('tells apart 32 learners of the same name applying at once, and the database refuses a second row with the same digits', async () => {
    const same = await Promise.all(Array.from({ length: 32 }, () => learner('한결')));
    const answers = await Promise.all(same.map((l) => apply(l.token, '2027SP-J1')));
    expect(answers.map((a) => a.status)).toEqual(same.map(() => 200));
    const names = answers.map((a) => a.body.depositor as string);
    for (const d of names) expect(d).toMatch(depositorOf('한결'));
    expect(new Set(names).size).toBe(32);
    // Each learner sees their own.
    expect((await coming(same[7]!.token))[0].depositor).toBe(names[7]);

    const taken = (await q(CODES).findOne({ where: { owner: same[0]!.id, semesterCode: '2027SP' } })) as { digits: string };
    const outsider = await learner('다른학인');
    await expect(
      q(CODES).create({ data: { owner: outsider.id, semesterCode: '2027SP', digits: taken.digits, depositor: `다른${taken.digits}` } }),
    ).rejects.toThrow();
    // Nor a second name for one learner in the semester.
    await expect(q(CODES).create({ data: { owner: same[0]!.id, semesterCode: '2027SP', digits: 'x1', depositor: 'x' } })).rejects.toThrow();
    expect(await codeRowsOf(outsider.id)).toEqual([]);
    expect(await codeRowsOf(same[0]!.id)).toHaveLength(1);
  });

  it('is on the staff approval line, and the name search finds the learner by it', async () => {
    const me = await learner('입금자찾기');
    const { depositor } = (await apply(me.token, '2027SP-J1')).body;
    const byName = await staffList(`?name=${encodeURIComponent('입금자찾기')}`);
    expect(byName.status).toBe(200);
    expect(byName.body.entries).toEqual([expect.objectContaining({ learner: me.id, name: '입금자찾기', depositor })]);

    // As a bank's statement shows it: the whole depositor name, or only its digits.
    const byDepositor = await staffList(`?name=${encodeURIComponent(depositor)}`);
    expect(byDepositor.body.entries.map((e: { learner: number }) => e.learner)).toEqual([me.id]);
    const byDigits = await staffList(`?name=${depositor.slice(-4)}`);
    expect(byDigits.body.entries.map((e: { learner: number }) => e.learner)).toContain(me.id);
  });

  it('is given at start-up to the demo’s unpaid applications (seeded after the plugin started)', async () => {
    const waiting: { owner: number; semesterCode: string }[] = await q('plugin::enrolment.application').findMany({
      where: { status: 'applied', owner: { $notIn: await learnersOfThisFile() } },
      select: ['owner', 'semesterCode'],
    });
    expect(waiting.length).toBeGreaterThan(0);
    for (const w of waiting)
      expect(await q(CODES).count({ where: { owner: w.owner, semesterCode: w.semesterCode } }), `${w.owner}`).toBe(1);
  });

  it('is given by the start-up pass to a waiting application that has none', async () => {
    const depositors = stack.cms.strapi.plugin('enrolment').service('depositors');
    const me = await learner('나중번호');
    expect((await apply(me.token, '2027SP-J1')).status).toBe(200);
    // As an application stored before depositor names existed.
    await q(CODES).deleteMany({ where: { owner: me.id } });
    expect((await coming(me.token))[0].depositor).toBeNull();

    expect(await depositors.backfill()).toBe(1);
    const given = (await coming(me.token))[0].depositor;
    expect(given).toMatch(depositorOf('나중번호'));
    expect((await coming(me.token))[0].depositor).toBe(given);
    // Run again (another process starting), it changes nothing.
    expect(await depositors.backfill()).toBe(0);
    expect((await registerPage(me.token)).current.depositor).toBe(given);
  });
});
