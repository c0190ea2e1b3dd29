import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, DHAMMAPADA, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * Volunteer confirmation in the back office against a real Strapi: the list of entries waiting
 * for confirmation with the learner's name, confirming one (it moves to the confirmed list and is
 * locked for the learner), the staff policy and the access log. The clock is pinned inside a term.
 */
const NOW = '2030-07-05T10:00:00+09:00';
let stack: LearnerStack;
let staff: string;
let learner: string;
let entryId: number;

const list = (query = '', token = staff) => stack.call('GET', `/v1/staff/volunteers${query}`, { token });

beforeAll(async () => {
  process.env.DHARMA_NOW = NOW;
  stack = await startLearnerStack('admin-volunteers', { DHARMA_NOW: NOW, SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi, { semesters: [SUMMER_2030], families: [{ ...DHAMMAPADA, name: '법구경 이야기' }], lessons: [] });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  learner = (await stack.signIn(`volunteer.${Date.now()}@example.com`, '봉사하는 학인')).access_token;
  const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { name: '봉사하는 학인' } });
  const grade = await applicationRow(strapi, user.id, '봉사하는 학인', {
    semesterCode: '2030SU',
    courseCode: '2030SU-D5',
    status: 'approved',
  });
  const entry = await stack.call('POST', `/v1/grade/${grade}/volunteer`, {
    token: learner,
    body: { date: '2030-07-03', hrs: 2.5, content: '법당 청소, "연등" 달기' },
  });
  expect(entry.status).toBe(200);
  entryId = entry.body.id;
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('volunteer confirmation', () => {
  it('is for staff only', async () => {
    expect((await stack.call('GET', '/v1/staff/volunteers')).status).toBe(401);
    expect((await list('', learner)).status).toBe(403);
  });

  it('lists the entries waiting, confirms one, and then lists it as confirmed', async () => {
    const waiting = await list();
    expect(waiting.status).toBe(200);
    expect(waiting.body.entries).toEqual([
      expect.objectContaining({
        id: entryId,
        learner_name: '봉사하는 학인',
        date: '2030-07-03',
        hrs: 2.5,
        content: '법당 청소, "연등" 달기',
        confirmed: false,
      }),
    ]);

    expect((await stack.call('PATCH', `/v1/staff/volunteers/${entryId}/confirm`, { token: staff })).status).toBe(200);
    expect((await list()).body.total).toBe(0);
    const confirmed = await list('?state=confirmed');
    expect(confirmed.body.entries.map((e: any) => [e.id, e.confirmed])).toEqual([[entryId, true]]);
    // Confirmed at the one clock's instant (decision 041), not the machine's.
    expect(new Date(confirmed.body.entries[0].confirmed_at).toISOString()).toBe(new Date(NOW).toISOString());
    // A second confirmation (another staff member's click) changes nothing and records nothing.
    const audits = () => stack.cms.strapi.db.query('plugin::records.audit-entry').count({ where: { target: `volunteer:${entryId}` } });
    expect(await audits()).toBe(1);
    const again = await stack.call('PATCH', `/v1/staff/volunteers/${entryId}/confirm`, { token: staff });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.volunteer_already_confirmed);
    expect(await audits()).toBe(1);

    const log = await stack.cms.strapi.db
      .query('plugin::records.access-log-entry')
      .findMany({ where: { action: 'staff_read', detail: { $startsWith: 'volunteers ' } } });
    expect(log.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad filter in Korean', async () => {
    const bad = await list('?state=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.audit_filter_invalid);
  });
});
