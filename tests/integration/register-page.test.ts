import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The register wizard's one learner call (GET /v2/apply/page) and the fee a learner owes, over
 * HTTP against a real Strapi. The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring
 * semester (2027SP, registration 100,000, admission 30,000) is open for applications.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
let stack: LearnerStack;

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
});

afterAll(async () => {
  await stack?.stop();
});

let n = 0;
const learner = () => stack.signedIn(`page${++n}.${Date.now()}@example.com`, `학인${n}`);

describe('GET /v2/apply/page', () => {
  it('refuses anonymous callers', async () => {
    const res = await stack.call('GET', '/v2/apply/page');
    expect(res.status).toBe(401);
    expect(res.body.data ?? null).toBeNull();
  });

  it('a new learner: the level statuses of is-passed, not applied, and 130,000 due (admission included)', async () => {
    const { token } = await learner();
    const page = await stack.call('GET', '/v2/apply/page', { token });
    expect(page.status).toBe(200);
    const passed = await stack.call('GET', '/v2/apply/courses/check/is-passed', { token });
    // The window is open: the depositor name to write on the transfer is given already (name, then digits).
    expect(page.body).toEqual({
      passed: passed.body,
      applied: false,
      current: null,
      fee_due: 130000,
      depositor: expect.stringMatching(/^학인\d{4}$/),
    });

    const info = await stack.call('GET', '/v2/info/semester', { token });
    expect(info.body).toEqual({ credits: 0, semester: 0, username: `학인${n}`, fee_due: 130000 });
  });

  it('after applying: applied, and the current application as the next-semester page shows it', async () => {
    const { token } = await learner();
    const applied = await stack.call('POST', '/v2/apply/courses', {
      token,
      body: [{ course_name: '2027SP-D5' }, { course_name: '2027SP-J1' }],
    });
    expect(applied.status).toBe(200);

    const page = await stack.call('GET', '/v2/apply/page', { token });
    expect(page.body.applied).toBe(true);
    expect(page.body.fee_due).toBe(130000);
    expect(page.body.current).toMatchObject({
      semester: '2027SP',
      label: expect.any(String),
      term_start: '2027-03-06',
      amount_due: 130000,
    });
    expect(page.body.current.courses.map((c: any) => [c.course_name, c.category])).toEqual([
      ['2027SP-D5', 'daily'],
      ['2027SP-J1', 'lecture'],
      ['2027SP-S3', 'required'],
    ]);
    const coming = await stack.call('GET', '/v2/apply/coming', { token });
    expect(page.body.current).toEqual(coming.body.find((c: any) => c.semester === '2027SP'));
    expect(page.body.passed.daily_course.dhammapada[0]).toMatchObject({ course_level: 5, status: 'STUDY', action: 'extend' });
  });

  it('a learner who studied an earlier semester owes the registration fee only', async () => {
    const { token, id } = await learner();
    await stack.cms.strapi.db.query('plugin::enrolment.application').create({
      data: {
        owner: id,
        semesterCode: '2026SP',
        category: 'lecture',
        catalog: 'geum',
        level: 1,
        courseCode: '2026SP-G1',
        status: 'completed',
      },
    });
    const page = await stack.call('GET', '/v2/apply/page', { token });
    expect(page.body).toMatchObject({ applied: false, current: null, fee_due: 100000 });
    expect(page.body.passed.lecture_course.geum[0]).toMatchObject({ status: 'COMPLETED' });

    const info = await stack.call('GET', '/v2/info/semester', { token });
    expect(info.body).toMatchObject({ credits: 2, semester: 1, fee_due: 100000 });
  });
});
