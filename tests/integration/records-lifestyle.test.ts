import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * Lifestyle checks against a real Strapi: summer 2030 (term Monday 2030-07-01 … 2030-07-28), a
 * dhammapada 5 class. Today is Wednesday 2030-07-10, so this week runs 07-08 … 07-14 and the
 * checkable days are Monday 07-08 to today. Editors' practices: one for every dhammapada level,
 * one for level 4 only (not this class), one left in draft.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-10');

const CHECK = 'plugin::records.lifestyle-check';
let stack: LearnerStack;
type Learner = { token: string; id: number };
let alice: Learner;
let bob: Learner;
let unpaid: Learner;
let aliceGrade: number;
let bobGrade: number;
let unpaidGrade: number;
let precepts: string;
const q = (uid: string) => stack.cms.strapi.db.query(uid);
const checks = () => q(CHECK).count();

const signIn = (name: string): Promise<Learner> => stack.signedIn(`${name}.${Date.now()}@example.com`, name);
const application = (owner: number, status = 'approved') =>
  applicationRow(stack.cms.strapi, owner, '학인', {
    semesterCode: '2030SU',
    courseCode: '2030SU-D5',
    status,
    amountDue: status === 'applied' ? 130000 : 0,
  });
const week = (who: Learner, grade: number) => stack.call('GET', `/v1/grade/${grade}/lifestyle`, { token: who.token });
const toggle = (who: Learner, grade: number, item: string, body: unknown = {}) =>
  stack.call('PATCH', `/v1/grade/${grade}/lifestyle/${item}`, { token: who.token, body });
const addOwn = (who: Learner, grade: number, body: unknown) =>
  stack.call('PATCH', `/v1/grade/${grade}/lifestyle`, { token: who.token, body });

beforeAll(async () => {
  stack = await startLearnerStack('records-lifestyle', { DHARMA_NOW: at('2030-07-10'), SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi, { semesters: [SUMMER_2030], lessons: [] });
  const practices = strapi.documents('plugin::records.lifestyle-practice');
  const published = async (data: object) => {
    const draft = await practices.create({ data: data as never });
    await practices.publish({ documentId: draft.documentId });
    return draft.documentId as string;
  };
  precepts = `c${await published({ catalog: 'dhammapada', name: '오계 지키기', description: '다섯 계', order: 1 })}`;
  await published({ catalog: 'dhammapada', level: 4, name: '4단계만', order: 2 });
  await practices.create({ data: { catalog: 'dhammapada', name: '아직 초안', order: 3 } as never });
  alice = await signIn('김앨리스');
  bob = await signIn('박밥');
  unpaid = await signIn('이미납');
  aliceGrade = await application(alice.id);
  bobGrade = await application(bob.id);
  unpaidGrade = await application(unpaid.id, 'applied');
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the week', () => {
  it('shows the published practices of the course and level, this week (Monday first) and the days that can change', async () => {
    const res = await week(alice, aliceGrade);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      grade: aliceGrade,
      today: '2030-07-10',
      week: ['2030-07-08', '2030-07-09', '2030-07-10', '2030-07-11', '2030-07-12', '2030-07-13', '2030-07-14'],
      changeable: ['2030-07-08', '2030-07-09', '2030-07-10'],
      own_max: 10,
    });
    expect(res.body.practices).toEqual([{ item: precepts, name: '오계 지키기', etc: '다섯 계', own: false, checked: [] }]);
  });

  it('is the owner’s alone: another learner’s grade is 404, a visitor 401', async () => {
    expect((await week(bob, aliceGrade)).status).toBe(404);
    expect((await toggle(bob, aliceGrade, precepts)).status).toBe(404);
    expect((await stack.call('GET', `/v1/grade/${aliceGrade}/lifestyle`)).status).toBe(401);
  });
});

describe('ticking', () => {
  it('toggles today’s check by default and a past day of this week when named', async () => {
    const on = await toggle(alice, aliceGrade, precepts);
    expect(on.body).toEqual({ item: precepts, date: '2030-07-10', checked: true });
    expect((await toggle(alice, aliceGrade, precepts, { date: '2030-07-08' })).body.checked).toBe(true);
    expect((await week(alice, aliceGrade)).body.practices[0].checked).toEqual(['2030-07-08', '2030-07-10']);
    const off = await toggle(alice, aliceGrade, precepts);
    expect(off.body).toEqual({ item: precepts, date: '2030-07-10', checked: false });
    expect((await week(alice, aliceGrade)).body.practices[0].checked).toEqual(['2030-07-08']);
    const score = await stack.call('GET', `/v1/grade/${aliceGrade}/score`, { token: alice.token });
    expect(score.body.lifestyle_checks).toBe(1);
  });

  it('refuses the future, last week, outside the term, a bad date, an unknown or unpublished practice and an unpaid grade, writing nothing', async () => {
    const before = await checks();
    const cases: [Learner, number, string, unknown, number, string][] = [
      [alice, aliceGrade, precepts, { date: '2030-07-11' }, 409, messages.lifestyle_day_future],
      [alice, aliceGrade, precepts, { date: '2030-07-07' }, 409, messages.lifestyle_day_past_week],
      [alice, aliceGrade, precepts, { date: '2030-06-30' }, 409, messages.lifestyle_day_outside_term],
      [alice, aliceGrade, precepts, { date: '10 July' }, 400, messages.lifestyle_day_invalid],
      [alice, aliceGrade, 'cnotapractice0000000000', {}, 404, messages.lifestyle_item_not_found],
      [alice, aliceGrade, 'o999999', {}, 404, messages.lifestyle_item_not_found],
      [unpaid, unpaidGrade, precepts, {}, 409, messages.grade_unpaid],
    ];
    for (const [who, grade, item, body, status, message] of cases) {
      const res = await toggle(who, grade, item, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    // The level-4 and the draft practice are not this class's to tick.
    const all = await stack.cms.strapi.documents('plugin::records.lifestyle-practice').findMany({ status: 'draft' });
    for (const doc of all.filter((d: any) => d.name !== '오계 지키기'))
      expect((await toggle(alice, aliceGrade, `c${doc.documentId}`)).status).toBe(404);
    expect(await checks()).toBe(before);
  });

  it('keeps one row per day when the same day is toggled twice at once', async () => {
    await Promise.all([toggle(bob, bobGrade, precepts), toggle(bob, bobGrade, precepts)]);
    expect(await q(CHECK).count({ where: { owner: bob.id, day: '2030-07-10' } })).toBeLessThanOrEqual(1);
    await expect(
      stack.cms.strapi.db.connection('records_lifestyle_checks').insert({
        owner: bob.id,
        application: bobGrade,
        item: precepts,
        day: '2030-07-09',
        created_at: new Date(),
        updated_at: new Date(),
      }),
    ).resolves.toBeDefined();
    await expect(
      stack.cms.strapi.db.connection('records_lifestyle_checks').insert({
        owner: bob.id,
        application: bobGrade,
        item: precepts,
        day: '2030-07-09',
        created_at: new Date(),
        updated_at: new Date(),
      }),
    ).rejects.toThrow();
  });
});

describe('the learner’s own practices', () => {
  it('adds one (name trimmed, etc optional), refuses a bad or duplicate one, ticks it and removes it with its checks', async () => {
    const bad: [unknown, string][] = [
      [{ name: '  ' }, messages.lifestyle_name_required],
      [{ name: '가'.repeat(31) }, messages.lifestyle_name_too_long],
      [{ name: '명상', etc: '나'.repeat(201) }, messages.lifestyle_etc_too_long],
      [{}, messages.lifestyle_name_required],
    ];
    for (const [body, message] of bad) {
      const res = await addOwn(alice, aliceGrade, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const added = await addOwn(alice, aliceGrade, { name: '  아침 명상 10분 ', etc: '' });
    expect(added.status).toBe(200);
    const own = added.body.practices.find((p: any) => p.own);
    expect(own).toMatchObject({ name: '아침 명상 10분', etc: null, own: true, checked: [] });
    const dup = await addOwn(alice, aliceGrade, { name: '아침 명상 10분' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(messages.lifestyle_duplicate);
    expect((await addOwn(bob, aliceGrade, { name: '남의 과정' })).status).toBe(404);

    expect((await toggle(alice, aliceGrade, own.item)).body.checked).toBe(true);
    // Bob cannot tick or remove Alice's own practice through his grade.
    expect((await toggle(bob, bobGrade, own.item)).status).toBe(404);
    expect((await stack.call('DELETE', `/v1/grade/${bobGrade}/lifestyle/${own.item}`, { token: bob.token })).status).toBe(404);
    expect((await stack.call('DELETE', `/v1/grade/${aliceGrade}/lifestyle/${precepts}`, { token: alice.token })).status).toBe(404);

    const removed = await stack.call('DELETE', `/v1/grade/${aliceGrade}/lifestyle/${own.item}`, { token: alice.token });
    expect(removed.status).toBe(200);
    expect(await q(CHECK).count({ where: { owner: alice.id, item: own.item } })).toBe(0);
    expect((await week(alice, aliceGrade)).body.practices.map((p: any) => p.name)).toEqual(['오계 지키기']);
  });

  it('allows ten of one’s own per grade', async () => {
    for (let i = 1; i <= 10; i++) expect((await addOwn(bob, bobGrade, { name: `실천 ${i}` })).status).toBe(200);
    const eleventh = await addOwn(bob, bobGrade, { name: '실천 11' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.message).toBe(messages.lifestyle_own_limit);
  });
});
