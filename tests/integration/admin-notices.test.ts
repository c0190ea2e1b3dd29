import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ANNOUNCEMENT_BODY_MAX } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack, type SignedIn } from '../support/learners';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { applicationRow, DHAMMAPADA, seedSummer2030 } from '../support/summer-2030';

/**
 * The back office's notices against a real Strapi and a real SMTP server: staff announce to the
 * paid learners of one class (the enrolment plugin's paid statuses decide who), preview first,
 * then send with the preview's id; the mail reaches exactly those learners, a second send of the
 * same id adds nothing, the audit trail has it, and the list shows subjects and states but never
 * a body. The clock is pinned inside the summer 2030 term; the test runs the sending passes.
 */
const NOW = '2030-07-05T10:00:00+09:00';
const SITE = 'https://school.example.org';
const LOTUS = { key: 'lotussutra', name: '법화경 강좌', category: 'lecture' as const, levels: [1] };

let smtp: TestSmtp;
let stack: LearnerStack;
let staff: SignedIn;
const learners: Record<'paid' | 'studying' | 'unpaid' | 'otherClass' | 'otherSemester' | 'turnedOff', SignedIn & { email: string }> =
  {} as never;

const sendDue = () =>
  stack.cms.strapi.plugin('notices').service('sender').sendDue() as Promise<{ claimed: number; sent: number; failed: number }>;
const mailTo = (email: string): ParsedMail[] => smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
const outboxCount = () => stack.cms.strapi.db.query('plugin::notices.notice').count({});
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(new RegExp(`^${name}:\\s*`, 'i'), '') ?? '';

const BODY = '다음 주 화요일은 쉽니다.\n<script>alert(1)</script> 보충은 토요일입니다.';
const toClass = { semester: '2030SU', course: '2030SU-D5', subject: '다음 주 휴강 <안내>', body: BODY };
const preview = (body: unknown, token = staff.token) => stack.call('POST', '/v1/staff/announcements/preview', { token, body });
const send = (body: unknown, token = staff.token) => stack.call('POST', '/v1/staff/announcements', { token, body });
const list = (query = '', token = staff.token) => stack.call('GET', `/v1/staff/notices${query}`, { token });

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.DHARMA_NOW = NOW;
  stack = await startLearnerStack('admin-notices', {
    DHARMA_NOW: NOW,
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: SITE,
    CMS_SCHEDULED_JOBS: 'false',
  });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi, { families: [{ ...DHAMMAPADA, name: '법구경' }, LOTUS], lessons: [] });
  staff = await stack.signedIn('staff@example.com', '사무장');
  const who = async (key: keyof typeof learners, name: string, data: Record<string, unknown>) => {
    const email = `announce.${key.toLowerCase()}.${Date.now()}@example.com`;
    learners[key] = { ...(await stack.signedIn(email, name)), email };
    await applicationRow(strapi, learners[key].id, name, data);
  };
  await who('paid', '<b>연화</b>', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  await who('studying', '보리', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'studying' });
  await who('unpaid', '미납학인', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'applied' });
  await who('otherClass', '법화학인', {
    semesterCode: '2030SU',
    courseCode: '2030SU-J1',
    status: 'approved',
    catalog: 'lotussutra',
    level: 1,
    category: 'lecture',
  });
  await who('otherSemester', '지난학인', { semesterCode: '2029FA', courseCode: '2029FA-D5', status: 'completed' });
  await who('turnedOff', '끈학인', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  // This learner keeps every kind on but announcements.
  const off = await stack.call('PUT', '/v1/notices/choices', {
    token: learners.turnedOff.token,
    body: { on: ['application_received', 'payment_approved', 'application_cancelled'] },
  });
  expect(off.status).toBe(200);
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
  delete process.env.DHARMA_NOW;
});

describe('the back office: notices and announcements', () => {
  it('is for staff only: an anonymous caller is refused (401), a learner too (403), and nothing is written', async () => {
    const before = await outboxCount();
    expect((await stack.call('GET', '/v1/staff/notices')).status).toBe(401);
    expect((await list('', learners.paid.token)).status).toBe(403);
    expect((await stack.call('GET', '/v1/staff/announcements/audience', { token: learners.paid.token })).status).toBe(403);
    expect((await preview(toClass, learners.paid.token)).status).toBe(403);
    expect((await send({ ...toClass, id: crypto.randomUUID() }, learners.paid.token)).status).toBe(403);
    expect(await outboxCount()).toBe(before);
  });

  it('offers the semester’s classes with how many paid, and previews without writing anything', async () => {
    const audience = await stack.call('GET', '/v1/staff/announcements/audience?semester=2030SU', { token: staff.token });
    expect(audience.status).toBe(200);
    expect(audience.body).toMatchObject({
      semester: { code: '2030SU', label: '2030 여름학기' },
      learners: 4,
      classes: [
        { code: '2030SU-D5', name: '법구경 5단계', learners: 3 },
        { code: '2030SU-J1', name: '법화경 강좌 1단계', learners: 1 },
      ],
    });
    // Without a semester: the one running today.
    expect((await stack.call('GET', '/v1/staff/announcements/audience', { token: staff.token })).body.semester.code).toBe('2030SU');

    const before = await outboxCount();
    const shown = await preview(toClass);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ audience: '2030 여름학기 법구경 5단계 (2030SU-D5)', learners: 2, turnedOff: 1 });
    expect(shown.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(shown.body.subject).toBe('[담마스쿨] 다음 주 휴강 <안내>');
    expect(shown.body.text).toContain('(받는 학인 이름)님, 2030 여름학기 법구경 5단계 (2030SU-D5) 학인께 알려 드립니다.');
    expect(shown.body.text).toContain(BODY);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses in Korean and writes nothing: empty or too long words, a class of another semester, nobody paid, no id', async () => {
    const before = await outboxCount();
    const refused = async (call: Promise<{ status: number; body: any }>, status: number, message: string) => {
      const answer = await call;
      expect([answer.status, answer.body.error?.message]).toEqual([status, message]);
    };
    await refused(preview({ ...toClass, subject: '  ' }), 400, messages.announcement_subject_required);
    await refused(preview({ ...toClass, body: '가'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }), 400, messages.announcement_body_too_long);
    await refused(preview({ ...toClass, course: '2029FA-D5' }), 400, messages.announcement_class_invalid);
    await refused(preview({ ...toClass, course: '2030SU-S3' }), 409, messages.announcement_no_recipients);
    await refused(preview({ ...toClass, semester: '2031SP', course: '' }), 404, messages.semester_not_found);
    await refused(send(toClass), 400, messages.announcement_id_invalid);
    await refused(send({ ...toClass, course: '2029FA-D5', id: crypto.randomUUID() }), 400, messages.announcement_class_invalid);
    expect(await outboxCount()).toBe(before);
  });

  it('an announcement to a class reaches exactly its paid learners, once, and is in the audit trail', async () => {
    const { id } = (await preview(toClass)).body;
    const sent = await send({ ...toClass, id });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ id, added: 2, already: false });
    // The same id again (a double submit, the back button): nothing added, and said so.
    const again = await send({ ...toClass, id });
    expect(again.body).toEqual({ id, added: 0, already: true });

    expect(await sendDue()).toMatchObject({ sent: 2, failed: 0 });
    expect(await sendDue()).toMatchObject({ claimed: 0 });
    for (const key of ['unpaid', 'otherClass', 'otherSemester', 'turnedOff'] as const) expect(mailTo(learners[key].email)).toEqual([]);
    expect(mailTo(learners.studying.email)).toHaveLength(1);
    const [mail] = mailTo(learners.paid.email);
    expect(mailTo(learners.paid.email)).toHaveLength(1);
    expect(mail!.subject).toBe('[담마스쿨] 다음 주 휴강 <안내>');
    expect(mail!.text).toContain('<b>연화</b>님, 2030 여름학기 법구경 5단계 (2030SU-D5) 학인께 알려 드립니다.');
    expect(mail!.text).toContain(BODY);
    // Staff's words are text in the HTML part, never markup.
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    // The mail's own stop link turns announcements off.
    const stop = new URL(rawHeader(mail!, 'list-unsubscribe').replace(/^<|>$/g, ''));
    expect(stop.searchParams.get('k')).toBe('announcement');

    const audit = await stack.cms.strapi.db.query('plugin::records.audit-entry').findMany({ where: { target: `announcement:${id}` } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: staff.id, action: 'notice.announce' });
    expect(audit[0].after).toMatchObject({ audience: '2030 여름학기 법구경 5단계 (2030SU-D5)', subject: toClass.subject, notices: 2 });
  });

  it('lists notices newest first with subjects, states, tries and the server’s reply, never a body', async () => {
    // One whose recipient the mail server refuses for good: dead at once, with the server's reply.
    const toLotus = { semester: '2030SU', course: '2030SU-J1', subject: '법화경 교재 안내', body: '교재 비밀 내용 12345' };
    const { id } = (await preview(toLotus)).body;
    expect((await send({ ...toLotus, id })).body.added).toBe(1);
    smtp.refuseRecipient(learners.otherClass.email, { code: 550, text: '5.1.1 no such mailbox' });
    expect(await sendDue()).toMatchObject({ failed: 1 });

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.counts).toMatchObject({ sent: 2, dead: 1, waiting: 0 });
    expect(all.body.total).toBe(3);
    const [newest, ...rest] = all.body.entries;
    expect(newest).toMatchObject({
      kind: 'announcement',
      learner: learners.otherClass.id,
      learner_name: '법화학인',
      subject: '[담마스쿨] 법화경 교재 안내',
      state: 'dead',
      attempts: 1,
      sent_at: null,
    });
    expect(newest.last_error).toContain('no such mailbox');
    expect(rest.map((e: any) => [e.learner_name, e.subject, e.state])).toEqual(
      expect.arrayContaining([
        ['<b>연화</b>', '[담마스쿨] 다음 주 휴강 <안내>', 'sent'],
        ['보리', '[담마스쿨] 다음 주 휴강 <안내>', 'sent'],
      ]),
    );
    expect(rest.every((e: any) => typeof e.sent_at === 'string')).toBe(true);
    // Subjects only: no body's words leave the plugin.
    const text = JSON.stringify(all.body);
    for (const word of ['교재 비밀 내용', '보충은 토요일', 'script', 'facts']) expect(text).not.toContain(word);

    const dead = await list('?state=dead');
    expect(dead.body.entries.map((e: any) => e.state)).toEqual(['dead']);
    const bad = await list('?state=everything');
    expect([bad.status, bad.body.error.message]).toEqual([400, messages.audit_filter_invalid]);
    // Learners' names were read: the access log has it.
    const log = await stack.cms.strapi.db
      .query('plugin::records.access-log-entry')
      .findMany({ where: { action: 'staff_read', detail: { $startsWith: 'notices ' } } });
    expect(log.length).toBeGreaterThanOrEqual(2);
  });
});
