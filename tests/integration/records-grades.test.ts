import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030, SUMMER_2030, verseLesson } from '../support/summer-2030';

/**
 * Grades, score sheets and the volunteer log over HTTP against a real Strapi, with content of the
 * test's own: summer 2030 (term 2030-07-01 … 2030-07-28), a dhammapada 5 class (2030SU-D5) with
 * five lessons. Today is day 5 (2030-07-05).
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-05');

const ENTRY = 'plugin::records.volunteer-entry';
const D5 = '/v2/classes/2030SU/D5';

let stack: LearnerStack;
type Learner = { token: string; id: number };
let alice: Learner;
let bob: Learner;
let unpaid: Learner;
let staff: Learner;
let aliceGrade: number;
let bobGrade: number;
let unpaidGrade: number;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const entries = () => q(ENTRY).count();
const signIn = (email: string, name: string): Promise<Learner> => stack.signedIn(email, name);

const application = (owner: number, status = 'approved') =>
  applicationRow(stack.cms.strapi, owner, '학인', {
    semesterCode: '2030SU',
    courseCode: '2030SU-D5',
    status,
    amountDue: status === 'applied' ? 130000 : 0,
  });

const add = (who: Learner, grade: number, body: unknown) => stack.call('POST', `/v1/grade/${grade}/volunteer`, { token: who.token, body });
const good = { date: '2030-07-03', hrs: 1.5, content: '절 마당 청소', email: 'jongmu@example.com' };

beforeAll(async () => {
  stack = await startLearnerStack('records-grades', { DHARMA_NOW: at('2030-07-05'), SEED_DEMO_CONTENT: 'false' });
  await seedSummer2030(stack.cms.strapi, { semesters: [SUMMER_2030], lessons: [1, 2, 3, 4, 5].map(verseLesson) });
  alice = await signIn(`alice.${Date.now()}@example.com`, '김앨리스');
  bob = await signIn(`bob.${Date.now()}@example.com`, '박밥');
  unpaid = await signIn(`unpaid.${Date.now()}@example.com`, '이미납');
  staff = await signIn('staff@example.com', '담당자');
  aliceGrade = await application(alice.id);
  bobGrade = await application(bob.id);
  unpaidGrade = await application(unpaid.id, 'applied');

  // Alice studies days 1–3 (a check and a verse each); Bob votes for her day-2 verse.
  for (const day of [1, 2, 3]) {
    expect(
      (await stack.call('PATCH', `${D5}/tasks`, { token: alice.token, body: { type: 'check', task_id: `${day}:read`, response: true } }))
        .status,
    ).toBe(200);
    expect(
      (
        await stack.call('PATCH', `${D5}/tasks`, {
          token: alice.token,
          body: { type: 'verse', task_id: `${day}:verse`, response: `${day}일차 게송` },
        })
      ).status,
    ).toBe(200);
  }
  expect(
    (await stack.call('PATCH', `${D5}/tasks`, { token: bob.token, body: { type: 'verse', task_id: '2:verse', response: '밥의 게송' } }))
      .status,
  ).toBe(200);
  const post = await q('plugin::studyroom.task-response').findOne({ where: { owner: alice.id, day: 2, taskKey: 'verse' } });
  expect((await stack.call('POST', `${D5}/vote`, { token: bob.token, body: { type: 'verse', id: post.id } })).status).toBe(200);
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('grades', () => {
  it('lists every grade of the learner with progress and credits, and the totals', async () => {
    const res = await stack.call('GET', '/v1/grade-progress', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ credits: 0, credits_to_complete: 80 });
    expect(res.body.grades).toEqual([
      expect.objectContaining({ id: aliceGrade, course_name: '2030SU-D5', status: 'studying', progress: 60, credits: 0 }),
    ]);
    expect((await stack.call('GET', '/v1/grade-progress')).status).toBe(401);
  });

  it('gives the owner the score sheet: days, %, pass line, tasks answered, votes received, volunteer hours', async () => {
    const res = await stack.call('GET', `/v1/grade/${aliceGrade}/score`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: aliceGrade,
      lessons: 5,
      completed_days: 3,
      progress: 60,
      pass_percent: 60,
      tasks_answered: 6,
      votes_received: 1,
      volunteer_hours: 0,
      term_start: '2030-07-01',
      term_end: '2030-07-28',
    });
    const bobs = await stack.call('GET', `/v1/grade/${bobGrade}/score`, { token: bob.token });
    expect(bobs.body).toMatchObject({ completed_days: 0, tasks_answered: 1, votes_received: 0 });
  });

  it('answers 404 for another learner’s grade, a grade that does not exist or a bad id, and 401 to a visitor', async () => {
    for (const path of [
      `/v1/grade/${bobGrade}/score`,
      `/v1/grade/${bobGrade}/volunteers`,
      '/v1/grade/999999/score',
      '/v1/grade/abc/score',
      `/v1/grade/${bobGrade}/page`,
    ]) {
      const res = await stack.call('GET', path, { token: alice.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe(messages.grade_not_found);
    }
    expect((await stack.call('GET', `/v1/grade/${aliceGrade}/score`)).status).toBe(401);
  });
});

describe('staff reading a grade', () => {
  it('gives staff any learner’s score sheet and writes the read to the access log', async () => {
    const log = () => q('plugin::records.access-log-entry').findMany({ where: { action: 'staff_read', subject: alice.id } });
    expect(await log()).toEqual([]);
    const res = await stack.call('GET', `/v1/grade/${aliceGrade}/score`, { token: staff.token, ip: '10.9.8.7' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: aliceGrade, completed_days: 3, tasks_answered: 6, votes_received: 1 });
    expect(await log()).toEqual([
      expect.objectContaining({ actor: staff.id, actorRole: 'staff', detail: `grade ${aliceGrade} score`, address: '10.9.8.7' }),
    ]);
    // The learner reading their own sheet is no staff read.
    await stack.call('GET', `/v1/grade/${aliceGrade}/score`, { token: alice.token });
    expect(await log()).toHaveLength(1);
  });

  it('answers staff 404 for a grade that does not exist, and writes nothing', async () => {
    const before = await q('plugin::records.access-log-entry').count({ where: { action: 'staff_read' } });
    const res = await stack.call('GET', '/v1/grade/999999/score', { token: staff.token });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(messages.grade_not_found);
    expect(await q('plugin::records.access-log-entry').count({ where: { action: 'staff_read' } })).toBe(before);
  });
});

describe('the volunteer log', () => {
  it('refuses every bad entry with its Korean message and writes nothing', async () => {
    const before = await entries();
    const cases: [unknown, string][] = [
      [{ ...good, date: '2030-7-3' }, messages.volunteer_date_invalid],
      [{ ...good, date: '2030-02-30' }, messages.volunteer_date_invalid],
      [{ ...good, date: '2030-07-06' }, messages.volunteer_date_future],
      [{ ...good, date: '2030-06-30' }, messages.volunteer_date_outside_term],
      [{ ...good, hrs: 0 }, messages.volunteer_hours_invalid],
      [{ ...good, hrs: 0.25 }, messages.volunteer_hours_invalid],
      [{ ...good, hrs: 12.5 }, messages.volunteer_hours_invalid],
      [{ ...good, hrs: 'two' }, messages.volunteer_hours_invalid],
      [{ ...good, content: '   ' }, messages.volunteer_content_required],
      [{ ...good, content: '가'.repeat(501) }, messages.volunteer_content_too_long],
      [{ ...good, email: 'not-an-email' }, messages.volunteer_email_invalid],
    ];
    for (const [body, message] of cases) {
      const res = await add(alice, aliceGrade, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const others = await add(alice, bobGrade, good);
    expect(others.status).toBe(404);
    const unpaidRes = await add(unpaid, unpaidGrade, good);
    expect(unpaidRes.status).toBe(409);
    expect(unpaidRes.body.error.message).toBe(messages.grade_unpaid);
    expect((await add({ token: '', id: 0 }, aliceGrade, good)).status).toBe(401);
    expect(await entries()).toBe(before);
  });

  it('records, lists newest first with totals, edits and deletes the learner’s own entries', async () => {
    const first = await add(alice, aliceGrade, good);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      date: '2030-07-03',
      hrs: 1.5,
      content: '절 마당 청소',
      email: 'jongmu@example.com',
      confirmed: false,
    });
    const second = await add(alice, aliceGrade, { date: '2030-07-05', hrs: '12', content: '  연등 만들기  ', email: '' });
    expect(second.body).toMatchObject({ date: '2030-07-05', hrs: 12, content: '연등 만들기', email: null });

    const log = await stack.call('GET', `/v1/grade/${aliceGrade}/volunteers`, { token: alice.token });
    expect(log.body).toMatchObject({ grade: aliceGrade, total_hours: 13.5, confirmed_hours: 0 });
    expect(log.body.entries.map((e: any) => e.id)).toEqual([second.body.id, first.body.id]);

    const edited = await stack.call('PUT', `/v1/grade/${aliceGrade}/volunteers/${second.body.id}`, {
      token: alice.token,
      body: { date: '2030-07-04', hrs: 2, content: '연등 만들기와 정리', email: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ date: '2030-07-04', hrs: 2, content: '연등 만들기와 정리' });
    const badEdit = await stack.call('PUT', `/v1/grade/${aliceGrade}/volunteers/${second.body.id}`, {
      token: alice.token,
      body: { ...good, hrs: 13 },
    });
    expect(badEdit.status).toBe(400);
    expect((await q(ENTRY).findOne({ where: { id: second.body.id } })).halfHours).toBe(4);

    // Bob can neither change nor delete Alice's entry, even through his own grade's path.
    expect((await stack.call('PUT', `/v1/grade/${bobGrade}/volunteers/${first.body.id}`, { token: bob.token, body: good })).status).toBe(
      404,
    );
    expect((await stack.call('DELETE', `/v1/grade/${bobGrade}/volunteers/${first.body.id}`, { token: bob.token })).status).toBe(404);

    const removed = await stack.call('DELETE', `/v1/grade/${aliceGrade}/volunteers/${second.body.id}`, { token: alice.token });
    expect(removed.status).toBe(200);
    expect(await q(ENTRY).findOne({ where: { id: second.body.id } })).toBeNull();

    const score = await stack.call('GET', `/v1/grade/${aliceGrade}/score`, { token: alice.token });
    expect(score.body).toMatchObject({ volunteer_hours: 1.5, confirmed_volunteer_hours: 0 });
  });

  it('lets only staff confirm an entry, which then is no longer the learner’s to change', async () => {
    const entry = await add(alice, aliceGrade, { date: '2030-07-02', hrs: 3, content: '공양간 봉사' });
    const path = `/v1/staff/volunteers/${entry.body.id}/confirm`;
    expect((await stack.call('PATCH', path)).status).toBe(401);
    const refused = await stack.call('PATCH', path, { token: alice.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(messages.staff_only);
    expect((await q(ENTRY).findOne({ where: { id: entry.body.id } })).confirmedAt).toBeNull();

    const confirmed = await stack.call('PATCH', path, { token: staff.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: entry.body.id, confirmed: true });
    const row = await q(ENTRY).findOne({ where: { id: entry.body.id } });
    expect(row.confirmedBy).toBe(staff.id);
    expect((await stack.call('PATCH', '/v1/staff/volunteers/999999/confirm', { token: staff.token })).status).toBe(404);
    // The confirmation is on the audit trail: who, what, on which entry, whose, before and after.
    const trail = await stack.call('GET', `/v1/staff/audit?target=volunteer:${entry.body.id}`, { token: staff.token });
    expect(trail.status).toBe(200);
    expect(trail.body.total).toBe(1);
    expect(trail.body.entries[0]).toMatchObject({
      actor: staff.id,
      actor_name: '담당자',
      action: 'volunteer.confirm',
      target: `volunteer:${entry.body.id}`,
      subject: alice.id,
      before: { confirmed_at: null },
      after: { confirmed_at: expect.any(String), confirmed_by: staff.id },
    });

    const edit = await stack.call('PUT', `/v1/grade/${aliceGrade}/volunteers/${entry.body.id}`, { token: alice.token, body: good });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(messages.volunteer_confirmed_locked);
    expect((await stack.call('DELETE', `/v1/grade/${aliceGrade}/volunteers/${entry.body.id}`, { token: alice.token })).status).toBe(409);
    expect(await q(ENTRY).findOne({ where: { id: entry.body.id } })).toMatchObject({ content: '공양간 봉사', halfHours: 6 });

    const page = await stack.call('GET', `/v1/grade/${aliceGrade}/page`, { token: alice.token });
    expect(page.status).toBe(200);
    expect(page.body.score).toMatchObject({ volunteer_hours: 4.5, confirmed_volunteer_hours: 3 });
    expect(page.body.volunteers).toMatchObject({ total_hours: 4.5, confirmed_hours: 3 });
    expect(page.body.volunteers.entries.find((e: any) => e.id === entry.body.id)).toMatchObject({ confirmed: true });
  });
});

describe('the audit trail', () => {
  it('is for staff only: a visitor 401, a learner 403', async () => {
    expect((await stack.call('GET', '/v1/staff/audit')).status).toBe(401);
    const refused = await stack.call('GET', '/v1/staff/audit', { token: alice.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(messages.staff_only);
  });

  it('filters by action, by kind of record and by learner, newest first, and refuses a bad filter', async () => {
    const audit = stack.cms.strapi.plugin('records').service('audit');
    await audit.append({ actor: staff.id, action: 'post.hide', target: 'sample:1', subject: bob.id, before: { a: 1 }, after: { a: 2 } });
    await audit.append({ actor: staff.id, action: 'post.show', target: 'sample:2', subject: bob.id, before: null, after: { b: '한글' } });
    const list = (query: string) => stack.call('GET', `/v1/staff/audit?${query}`, { token: staff.token });
    expect((await list('target=sample')).body.entries.map((e: { target: string }) => e.target)).toEqual(['sample:2', 'sample:1']);
    expect((await list('target=sample&action=post.hide')).body.entries).toEqual([
      expect.objectContaining({ target: 'sample:1', before: { a: 1 }, after: { a: 2 } }),
    ]);
    expect((await list(`subject=${bob.id}`)).body.total).toBe(2);
    expect((await list(`subject=${unpaid.id}`)).body.total).toBe(0);
    // An action the trail does not know is refused, as is anything that is not one.
    for (const bad of ['subject=abc', 'action=test.first', 'action=DROP TABLE', 'page=0']) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
    }
  });

  it('has no way to change or remove an entry', async () => {
    const [entry] = (await stack.call('GET', '/v1/staff/audit', { token: staff.token })).body.entries;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      // No route exists: the router answers "not found" or "method not allowed".
      expect([404, 405], method).toContain(
        (await stack.call(method, `/v1/staff/audit/${entry.id}`, { token: staff.token, body: { action: 'x' } })).status,
      );
    }
    expect((await stack.call('GET', '/v1/staff/audit', { token: staff.token })).body.entries[0]).toEqual(entry);
  });
});
