import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { termEndFor } from '@dharma/config/rules';
import { startLearnerStack, type LearnerStack } from '../support/learners';

/**
 * A summer semester, as an editor would add one in the panel, takes applications like a regular
 * one: the semester content type and the course-code rule accept the same four seasons.
 *
 * The clock is pinned to 2027-05-10 (Korea). The seed then opens 2027 autumn (2027FA, term from
 * 2027-09-11); the summer semester added here starts sooner (2027-06-05) with its window open the
 * same day, so it is the semester applications are for.
 */
const TODAY = '2027-05-10T10:00:00+09:00';
const SEMESTER = 'api::semester.semester';
const APP = 'plugin::enrolment.application';
let stack: LearnerStack;

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await startLearnerStack('semester-seasons', { DHARMA_NOW: TODAY });
  const [template] = await stack.cms.strapi.documents(SEMESTER).findMany({ filters: { code: '2027FA' } });
  expect(template, 'the seed opens 2027FA on the pinned day').toBeTruthy();
  await stack.cms.strapi.documents(SEMESTER).create({
    data: {
      code: '2027SU',
      label: '2027 여름학기',
      termStart: '2027-06-05',
      termEnd: termEndFor('2027-06-05'),
      applyStart: '2027-05-01',
      applyEnd: '2027-06-04',
      registrationFee: template.registrationFee,
      admissionFee: template.admissionFee,
      bankAccount: template.bankAccount,
      paymentDue: '2027-06-04',
    },
  });
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

const codes = (...list: string[]) => list.map((course_name) => ({ course_name }));

describe('a summer semester (2027SU)', () => {
  it('is the semester whose window is open', async () => {
    const { status, body } = await stack.call('GET', '/v2/apply/semester-check', { secret: null });
    expect(status).toBe(200);
    expect(body).toMatchObject({ semester: '2027SU', open: true, term_start: '2027-06-05' });
  });

  it('a learner applies with 2027SU codes; sati level 3 is added as 2027SU-S3', async () => {
    const email = `summer.${Date.now()}@example.com`;
    const { access_token: token } = await stack.signIn(email, '여름학인');
    const user = await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });

    const res = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SU-D5', '2027SU-J1') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.semester).toBe('2027SU');
    expect(res.body.courses.map((c: any) => [c.course_name, c.category])).toEqual([
      ['2027SU-D5', 'daily'],
      ['2027SU-J1', 'lecture'],
      ['2027SU-S3', 'required'],
    ]);

    const rows = await stack.cms.strapi.db.query(APP).findMany({ where: { owner: user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r: any) => [r.semesterCode, r.courseCode])).toEqual([
      ['2027SU', '2027SU-D5'],
      ['2027SU', '2027SU-J1'],
      ['2027SU', '2027SU-S3'],
    ]);
    expect((await stack.call('GET', '/v2/apply/check/is-applied', { token })).body).toBe(true);
  });

  it('codes of another season are for another semester: refused, nothing written', async () => {
    const email = `autumn.${Date.now()}@example.com`;
    const { access_token: token } = await stack.signIn(email, '가을학인');
    const res = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027FA-J1') });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(messages.wrong_semester);
    const user = await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
    expect(await stack.cms.strapi.db.query(APP).count({ where: { owner: user.id } })).toBe(0);
  });

  it('the CMS refuses a semester code outside the four seasons', async () => {
    const before = await stack.cms.strapi.db.query(SEMESTER).count();
    await expect(
      stack.cms.strapi.documents(SEMESTER).create({
        data: {
          code: '2027AU',
          label: '2027 가을',
          termStart: '2027-09-11',
          termEnd: '2027-11-26',
          applyStart: '2027-08-01',
          applyEnd: '2027-09-10',
          registrationFee: 100000,
          admissionFee: 30000,
          bankAccount: '농협 351-1234-5678-93',
        },
      }),
    ).rejects.toThrow();
    expect(await stack.cms.strapi.db.query(SEMESTER).count()).toBe(before);
  });
});
