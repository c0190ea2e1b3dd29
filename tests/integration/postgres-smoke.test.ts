import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { getJson } from '../support/strapi';
import { POSTGRES_MISSING, startPostgres, type RunningPostgres } from '../support/postgres';

/**
 * The CMS on PostgreSQL 15 through the one switch (DATABASE_URL): the seed, the public reads and
 * learner applications behave as on SQLite, and the uniqueness rules hold because PostgreSQL's
 * unique indexes say no. A machine without PostgreSQL fails here rather than skipping, so a
 * missing install is never mistaken for a pass.
 * The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring semester is open.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const APP = 'plugin::enrolment.application';
let pg: RunningPostgres | null = null;
let stack: LearnerStack;

beforeAll(async () => {
  pg = await startPostgres();
  if (!pg) throw new Error(POSTGRES_MISSING);
  process.env.DHARMA_NOW = TODAY;
  stack = await startLearnerStack('postgres-smoke', { DHARMA_NOW: TODAY, DATABASE_URL: pg.url });
});

afterAll(async () => {
  await stack?.stop();
  await pg?.stop();
  delete process.env.DATABASE_URL;
});

let n = 0;
const learner = async () => {
  const email = `pg-learner${++n}.${Date.now()}@example.com`;
  const tokens = await stack.signIn(email, `학인${n}`);
  const user = await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
  return { token: tokens.access_token, id: user.id as number };
};
const codes = (...list: string[]) => list.map((course_name) => ({ course_name }));
const rowsOf = (owner: number) => stack.cms.strapi.db.query(APP).findMany({ where: { owner }, orderBy: { id: 'asc' } });

describe('the CMS on PostgreSQL', () => {
  it('runs on the throwaway cluster, not on SQLite', async () => {
    expect(stack.cms.strapi.db.dialect.client).toBe('postgres');
    const rows = await stack.cms.strapi.db.connection.raw(
      'select current_database() as db, count(*)::int as n from enrolment_applications',
    );
    // The demo seed's applications, stored in this database.
    expect(rows.rows[0]).toEqual({ db: 'dharma', n: await stack.cms.strapi.db.query('plugin::enrolment.application').count() });
    expect(rows.rows[0].n).toBeGreaterThan(0);
    const indexes = await stack.cms.strapi.db.connection.raw(
      "select indexname from pg_indexes where tablename like 'enrolment_%' and indexdef like 'CREATE UNIQUE INDEX%' order by indexname",
    );
    expect(indexes.rows.map((r: any) => r.indexname)).toEqual(
      expect.arrayContaining([
        'enrolment_app_owner_semester_category_unique',
        'enrolment_membership_owner_unique',
        'enrolment_public_owner_course_unique',
        'enrolment_self_study_owner_course_unique',
      ]),
    );
  });

  it('the seed ran: catalogue, semesters, classes and articles', async () => {
    const total = async (type: string) => (await getJson(`${stack.cms.url}/api/${type}?pagination[pageSize]=1`)).body.meta.pagination.total;
    expect(await total('course-families')).toBe(12);
    expect(await total('semesters')).toBe(3);
    expect(await total('public-classes')).toBe(2);
    expect(await total('self-studies')).toBe(2);
    expect(await total('articles')).toBeGreaterThanOrEqual(20);
  });

  it('public reads: GET /api/articles and /api/v2/apply/courses', async () => {
    const articles = await getJson(`${stack.cms.url}/api/articles?sort=publishedAt:desc&pagination[pageSize]=5`);
    expect(articles.status).toBe(200);
    expect(articles.body.data).toHaveLength(5);
    expect(articles.body.data[0].title).toEqual(expect.any(String));
    const courses = await stack.call('GET', '/v2/apply/courses', { secret: null });
    expect(courses.status).toBe(200);
    expect(courses.body).toHaveLength(12);
    expect(courses.body.find((c: any) => c.catalog === 'lotussutra')).toMatchObject({
      name: '법화경 강좌',
      credit: 2,
      category: 'lecture',
    });
    expect((await stack.call('GET', '/v2/apply/semester-check', { secret: null })).body).toMatchObject({ semester: '2027SP', open: true });
  });

  it('10 first sign-ins at once with one Kakao account: all signed in, one user', async () => {
    const email = `pg-twin.${Date.now()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        stack.call('POST', '/v1/session/exchange', {
          body: { kakao_access_token: stack.kakao.issueAccessToken({ email, nickname: 'n' }) },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await stack.cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } })).toBe(1);
  });

  it('a learner applies (fee 130,000, required course added); a second POST is 409 and PUT replaces', async () => {
    const { token, id } = await learner();
    const res = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-D5', '2027SP-J1') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ semester: '2027SP', amount_due: 130000 });
    const again = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-F1') });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.already_applied);
    expect((await rowsOf(id)).map((r: any) => r.courseCode)).toEqual(['2027SP-D5', '2027SP-J1', '2027SP-S3']);
    expect((await stack.call('PUT', '/v2/apply/courses', { token, body: codes('2027SP-F1') })).status).toBe(200);
    expect((await rowsOf(id)).map((r: any) => r.courseCode).sort()).toEqual(['2027SP-F1', '2027SP-S3']);
    expect((await stack.call('GET', '/v2/apply/check/is-applied', { token })).body).toBe(true);
  });

  it('20 concurrent POSTs by one learner: 200 once, 409 otherwise, one application stored', async () => {
    const { token, id } = await learner();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-D5', '2027SP-J1') })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.message).toBe(messages.already_applied);
    expect((await rowsOf(id)).map((r: any) => r.courseCode)).toEqual(['2027SP-D5', '2027SP-J1', '2027SP-S3']);
  });

  it('12 concurrent PUTs by one learner all succeed and leave exactly one of the submitted applications', async () => {
    const { token, id } = await learner();
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J1') })).status).toBe(200);
    const choices = ['2027SP-F1', '2027SP-J1', '2027SP-D5'];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => stack.call('PUT', '/v2/apply/courses', { token, body: codes(choices[i % choices.length]) })),
    );
    expect(results.map((r) => `${r.status} ${r.body?.error?.message ?? ''}`)).toEqual(Array(12).fill('200 '));
    const stored = (await rowsOf(id)).map((r: any) => r.courseCode).sort();
    expect(choices.map((c) => [c, '2027SP-S3'].sort())).toContainEqual(stored);
  });

  it('10 concurrent public-class applications and 10 membership applications: one each', async () => {
    const { token, id } = await learner();
    const [offering] = await stack.cms.strapi.documents('api::public-class.public-class').findMany({ sort: { startedAt: 'desc' } });
    const body = { course_name: offering.slug, started_at: offering.startedAt, ended_at: offering.endedAt };
    const classes = await Promise.all(Array.from({ length: 10 }, () => stack.call('POST', '/v2/apply/public-course', { token, body })));
    expect(classes.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(classes.find((r) => r.status === 409)!.body.error.message).toBe(messages.public_duplicate);
    expect(await stack.cms.strapi.db.query('plugin::enrolment.public-class-application').count({ where: { owner: id } })).toBe(1);

    const members = await Promise.all(
      Array.from({ length: 10 }, () => stack.call('POST', '/v1/applications', { token, body: { religion_name: '법현', agreed: true } })),
    );
    expect(members.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await stack.cms.strapi.db.query('plugin::enrolment.membership-application').count({ where: { owner: id } })).toBe(1);
  });
});
