import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { applicationRow, DHAMMAPADA, seedSummer2030, SUMMER_2030, verseLesson } from '../support/summer-2030';

/**
 * The events that notify besides the application's own (notices.test.ts): a hidden verse, confirmed
 * volunteer hours, the term result both ways, the application window opening and the account
 * deletion's receipt. Each is read from a real SMTP server started here, as the learner's mail
 * program gets it: subject, recipient, Korean body, and a stop link that works. The school is the
 * small summer 2030 one (dhammapada 5, days 1–3 published); the clock moves from the term to after
 * it and into the autumn window.
 */
const SITE = 'https://school.example.org';
const at = (date: string) => `${date}T10:00:00+09:00`;
const setToday = (date: string) => {
  process.env.DHARMA_NOW = at(date);
};
const AUTUMN_2030 = {
  ...SUMMER_2030,
  code: '2030FA',
  label: '2030 가을학기',
  termStart: '2030-09-01',
  termEnd: '2030-11-23',
  applyStart: '2030-08-01',
  applyEnd: '2030-08-20',
  paymentDue: '2030-08-20',
};
const D5 = '/v2/classes/2030SU/D5';
const OUTBOX = 'plugin::notices.notice';

let smtp: TestSmtp;
let stack: LearnerStack;
let staff: string;
type Learner = { token: string; id: number; email: string; name: string };
let n = 0;
async function learner(name: string): Promise<Learner> {
  const email = `events${++n}.${Date.now()}@example.com`;
  const { token, id } = await stack.signedIn(email, name);
  return { token, id, email, name };
}
const classOf = (who: Learner) =>
  applicationRow(stack.cms.strapi, who.id, who.name, { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const sendDue = () =>
  stack.cms.strapi.plugin('notices').service('sender').sendDue() as Promise<{ claimed: number; sent: number; failed: number }>;
const mailTo = (who: { email: string }) => smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === who.email);
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(new RegExp(`^${name}:\\s*`, 'i'), '') ?? '';

/** The message's stop link, passed on by web's server as the stop page does: it turns that kind off. */
async function stopWorks(mail: ParsedMail, kind: string) {
  const link = new URL(rawHeader(mail, 'list-unsubscribe').replace(/^<|>$/g, ''));
  expect(link.origin + link.pathname).toBe(`${SITE}/notices/stop`);
  expect(mail.text).toContain(link.toString());
  const body = { learner: link.searchParams.get('l'), kind: link.searchParams.get('k'), token: link.searchParams.get('t') };
  expect(body.kind).toBe(kind);
  const res = await stack.call('POST', '/v1/notices/stop', { body });
  expect(res.status).toBe(200);
  return Number(body.learner);
}
const choicesOf = async (who: Learner) =>
  (await stack.call('GET', '/v1/member/page', { token: who.token })).body.notices as { kind: string; on: boolean }[];

let writer: Learner; // writes a verse that is hidden; logs volunteer hours
let passer: Learner; // studies all three days
let idle: Learner; // studies none
let asker: Learner; // asks to hear when the window opens
let other: Learner; // does not

beforeAll(async () => {
  smtp = await startTestSmtp();
  setToday('2030-07-03');
  stack = await startLearnerStack('notices-events', {
    DHARMA_NOW: at('2030-07-03'),
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: SITE,
    CMS_SCHEDULED_JOBS: 'false',
  });
  await seedSummer2030(stack.cms.strapi, {
    semesters: [SUMMER_2030, AUTUMN_2030],
    families: [{ ...DHAMMAPADA }],
    lessons: [1, 2, 3].map(verseLesson),
  });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  [writer, passer, idle, asker, other] = [
    await learner('글쓴학인'),
    await learner('<b>수료</b>학인'),
    await learner('쉬는학인'),
    await learner('기다리는학인'),
    await learner('다른학인'),
  ];
  for (const who of [writer, passer, idle]) await classOf(who);
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
  delete process.env.DHARMA_NOW;
});

describe('notices of the study room and the office', () => {
  it('a hidden verse tells its author the class, the day and the reason — as text', async () => {
    const wrote = await stack.call('PATCH', `${D5}/tasks`, {
      token: writer.token,
      body: { type: 'verse', task_id: '2:verse', response: '마음이 모든 것의 근본이다.' },
    });
    expect(wrote.status).toBe(200);
    const post = await q('plugin::studyroom.task-response').findOne({ where: { owner: writer.id, taskKey: 'verse', day: 2 } });
    const hidden = await stack.call('PATCH', `/v1/staff/posts/${post.id}`, {
      token: staff,
      body: { hidden: true, reason: '다른 분의 <i>글</i>을 옮겨 왔습니다.' },
    });
    expect(hidden.status).toBe(200);
    expect(await sendDue()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = mailTo(writer);
    expect(mail!.subject).toBe('[담마스쿨] 올리신 게송이 가려졌습니다');
    expect(mail!.text).toContain('글쓴학인님, 법구경 5단계 (2030SU-D5) 2일째에 올리신 게송이 다른 학인에게 보이지 않게 되었습니다.');
    expect(mail!.text).toContain('사유: 다른 분의 <i>글</i>을 옮겨 왔습니다.');
    expect(mail!.html).toContain('&lt;i&gt;글&lt;/i&gt;');
    // Shown again and hidden again: each hiding is its own notice; showing tells nothing.
    const show = await stack.call('PATCH', `/v1/staff/posts/${post.id}`, { token: staff, body: { hidden: false } });
    expect(show.status).toBe(200);
    expect(await sendDue()).toMatchObject({ claimed: 0 });

    expect(await stopWorks(mail!, 'writing_hidden')).toBe(writer.id);
    expect((await choicesOf(writer)).find((c) => c.kind === 'writing_hidden')).toEqual({ kind: 'writing_hidden', on: false });
    expect((await stack.call('PATCH', `/v1/staff/posts/${post.id}`, { token: staff, body: { hidden: true, reason: '다시' } })).status).toBe(
      200,
    );
    expect(await sendDue()).toMatchObject({ sent: 0 });
    expect(mailTo(writer)).toHaveLength(1);
  });

  it('confirmed volunteer hours are told once; a second confirmation is refused and tells nothing', async () => {
    const grade = await q('plugin::enrolment.application').findOne({ where: { owner: writer.id } });
    const entry = await stack.call('POST', `/v1/grade/${grade.id}/volunteer`, {
      token: writer.token,
      body: { date: '2030-07-02', hrs: 2.5, content: '법당 청소' },
    });
    expect(entry.status).toBe(200);
    expect((await stack.call('PATCH', `/v1/staff/volunteers/${entry.body.id}/confirm`, { token: staff })).status).toBe(200);
    expect((await stack.call('PATCH', `/v1/staff/volunteers/${entry.body.id}/confirm`, { token: staff })).status).toBe(409);
    expect(await sendDue()).toMatchObject({ sent: 1 });
    const mail = mailTo(writer).at(-1)!;
    expect(mail.subject).toBe('[담마스쿨] 봉사 시간이 확인되었습니다');
    expect(mail.text).toContain('글쓴학인님, 2030.07.02 법당 청소 봉사 2.5시간이 확인되었습니다.');
    await stopWorks(mail, 'volunteer_confirmed');
  });

  it('the term result: completed with credits and the certificate link, or not passed with the retake offer; once', async () => {
    for (const day of [1, 2, 3]) {
      for (const body of [
        { type: 'check', task_id: `${day}:read`, response: true },
        { type: 'verse', task_id: `${day}:verse`, response: `${day}일째 게송` },
      ])
        expect((await stack.call('PATCH', `${D5}/tasks`, { token: passer.token, body })).status).toBe(200);
    }
    setToday('2030-07-29');
    await stack.cms.strapi.plugin('studyroom').service('termResults').record();
    await sendDue();
    const passed = mailTo(passer);
    expect(passed).toHaveLength(1);
    expect(passed[0]!.subject).toBe('[담마스쿨] 법구경 5단계 수료를 축하드립니다');
    expect(passed[0]!.text).toContain('<b>수료</b>학인님, 법구경 5단계 (2030SU-D5)을 수료하여 3학점을 받으셨습니다.');
    const grade = await q('plugin::enrolment.application').findOne({ where: { owner: passer.id } });
    expect(passed[0]!.text).toContain(`수료증 보기: ${SITE}/certificates/download/course-${grade.id}`);
    expect(passed[0]!.html).toContain('&lt;b&gt;수료&lt;/b&gt;학인님');

    const failed = mailTo(idle);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.subject).toBe('[담마스쿨] 법구경 5단계 학기 결과를 알려 드립니다');
    expect(failed[0]!.text).toContain('쉬는학인님, 법구경 5단계 (2030SU-D5)은 학습일의 0%를 마쳐 이번 학기에는 통과하지 못했습니다.');
    expect(failed[0]!.text).toContain('다음 학기에 재수강으로 이어서 공부하실 수 있습니다.');

    // The job again (a second process, the next night): no result changes, no notice again.
    expect(await stack.cms.strapi.plugin('studyroom').service('termResults').record()).toMatchObject({ completed: 0, failed: 0 });
    expect(await sendDue()).toMatchObject({ claimed: 0 });
    await stopWorks(failed[0]!, 'term_result');
  });

  it('the application window opening reaches only those who asked, once a semester', async () => {
    // Off until asked: the member page's form with only this kind on.
    expect((await choicesOf(asker)).find((c) => c.kind === 'window_opening')).toEqual({ kind: 'window_opening', on: false });
    const on = (await choicesOf(asker)).filter((c) => c.on || c.kind === 'window_opening').map((c) => c.kind);
    expect((await stack.call('PUT', '/v1/notices/choices', { token: asker.token, body: { on } })).status).toBe(200);

    const tell = () => stack.cms.strapi.plugin('enrolment').service('windowNotices').tell();
    setToday('2030-07-30'); // no window open
    expect(await tell()).toEqual({ semester: null, written: 0 });
    setToday('2030-08-02');
    expect(await tell()).toEqual({ semester: '2030FA', written: 1 });
    expect(await tell()).toEqual({ semester: '2030FA', written: 0 });
    expect(await sendDue(), JSON.stringify(await q(OUTBOX).findMany({ where: { learner: asker.id } }))).toMatchObject({ sent: 1 });
    const [mail] = mailTo(asker);
    expect(mail!.subject).toBe('[담마스쿨] 2030 가을학기 수강신청이 열렸습니다');
    expect(mail!.text).toContain('기다리는학인님, 2030 가을학기 수강신청을 2030.08.01부터 2030.08.20까지 받습니다.');
    expect(mailTo(other)).toEqual([]);
    await stopWorks(mail!, 'window_opening');
    expect((await choicesOf(asker)).find((c) => c.kind === 'window_opening')).toEqual({ kind: 'window_opening', on: false });
  });

  it("the account deletion's receipt goes to the address the account had; the learner's other notices go with the account", async () => {
    expect(await q(OUTBOX).count({ where: { learner: writer.id } })).toBeGreaterThan(0);
    const res = await stack.call('POST', '/v1/me/delete', { token: writer.token, body: { confirm: '탈퇴합니다' } });
    expect(res.status).toBe(200);
    expect((await q(OUTBOX).findMany({ where: { learner: writer.id } })).map((r: { kind: string }) => r.kind)).toEqual(['account_deleted']);
    expect(await q('plugin::notices.choice').count({ where: { learner: writer.id } })).toBe(0);
    expect(await sendDue()).toMatchObject({ sent: 1 });
    const mail = mailTo(writer).at(-1)!;
    expect(mail.subject).toBe('[담마스쿨] 회원 탈퇴가 끝났습니다');
    expect(mail.text).toContain('글쓴학인님, 요청하신 대로 계정과 개인정보를 지웠습니다.');
  });
});
