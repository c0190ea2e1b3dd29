import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * Enrolment over HTTP against a real Strapi. The clock is pinned to 2026-11-21 (Korea): the seeded
 * 2027 spring semester (2027SP) is open for applications; its term starts 2027-03-06.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
let stack: LearnerStack;
const APP = 'plugin::enrolment.application';

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
});

afterAll(async () => {
  await stack?.stop();
});

let n = 0;
const learner = () => stack.signedIn(`learner${++n}.${Date.now()}@example.com`, `학인${n}`);
const codes = (...list: string[]) => list.map((course_name) => ({ course_name }));
const rowsOf = (owner: number) => stack.cms.strapi.db.query(APP).findMany({ where: { owner }, orderBy: { id: 'asc' } });
const countAll = () => stack.cms.strapi.db.query(APP).count();

describe('catalogue and semester (public)', () => {
  it('GET /v2/apply/courses lists the catalogue with credits 3 (daily) and 2 (lecture)', async () => {
    const { status, body } = await stack.call('GET', '/v2/apply/courses', { secret: null });
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    const lotus = body.find((c: any) => c.catalog === 'lotussutra');
    expect(lotus).toMatchObject({ name: '법화경 강좌', days: 90, credit: 2, category: 'lecture' });
    expect(lotus.image).toMatch(/^\/uploads\//);
    expect(body.find((c: any) => c.catalog === 'dhammapada')).toMatchObject({ credit: 3, category: 'daily' });
  });

  it("GET /v2/apply/courses: each level's picture is its course-code image, url and alt (spec §2)", async () => {
    const { body } = await stack.call('GET', '/v2/apply/courses', { secret: null });
    const images = (catalog: string) => body.find((c: any) => c.catalog === catalog).level_images;
    // The course code without its semester: 2027SP-D5 → D5, 2027SP-B1E → B1E, 2027SP-S3 → S3.
    expect(images('dhammapada')['5']).toMatchObject({ alt: '법구경 이야기 5단계', url: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    expect(images('bodhisattva')['1'].alt).toBe('보살 수행 1단계');
    expect(images('sati')['3'].alt).toBe('사띠 수행 3단계 (필수)');
    // A level whose own key names one of the school's older codes: dhammapada 1 → D1E, bodhisattva 2 → B2.
    expect(images('dhammapada')['1'].alt).toBe('법구경 이야기 1단계');
    expect(images('bodhisattva')['2'].alt).toBe('보살 수행 2단계');
    // A level still being prepared with no image of its code (lotus sutra 3: J3) has none.
    expect(Object.keys(images('lotussutra'))).toEqual(['1', '2']);
    const d5 = images('dhammapada')['5'];
    expect(d5.width).toBeGreaterThan(0);
    expect(d5.height).toBeGreaterThan(0);
    const file = await fetch(`${stack.cms.url}${d5.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/png');
  });

  it('GET /v2/apply/courses/{id}/level and /v2/apply/courses/level', async () => {
    const all = await stack.call('GET', '/v2/apply/courses/level', { secret: null });
    expect(all.body).toHaveLength(12);
    const lotus = all.body.find((f: any) => f.catalog === 'lotussutra');
    const one = await stack.call('GET', `/v2/apply/courses/${lotus.id}/level`, { secret: null });
    expect(one.body.map((l: any) => [l.course_level, l.ready])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect((await stack.call('GET', '/v2/apply/courses/99999/level', { secret: null })).status).toBe(404);
  });

  it('GET /v2/apply/semester-check: the 2027 spring window is open', async () => {
    const { body } = await stack.call('GET', '/v2/apply/semester-check', { secret: null });
    expect(body).toMatchObject({
      semester: '2027SP',
      open: true,
      term_start: '2027-03-06',
      registration_fee: 100000,
      admission_fee: 30000,
    });
  });

  it('learner endpoints refuse anonymous callers', async () => {
    // The demo seed's applications are there already: nothing is added to them.
    const before = await countAll();
    for (const [method, path] of [
      ['GET', '/v2/apply/courses/check/is-passed'],
      ['GET', '/v2/apply/check/is-applied'],
      ['POST', '/v2/apply/courses'],
      ['PUT', '/v2/apply/courses'],
      ['POST', '/v2/apply/public-course'],
      ['POST', '/v2/apply/self-study'],
      ['POST', '/v1/apply/2027SP-J1'],
      ['POST', '/v1/applications'],
      ['PATCH', '/v1/user/membership?number=1234'],
    ]) {
      const res = await stack.call(method, path, { body: method === 'GET' ? undefined : [] });
      expect([401, 403], `${method} ${path}`).toContain(res.status);
    }
    expect(await countAll()).toBe(before);
  });
});

describe('GET /v2/apply/coming', () => {
  it('refuses an anonymous caller with 401', async () => {
    const res = await stack.call('GET', '/v2/apply/coming');
    expect(res.status).toBe(401);
    expect(res.body.data ?? null).toBeNull();
  });

  it("shows a learner their own upcoming application with the fee, and nobody else's", async () => {
    const { token } = await learner();
    expect((await stack.call('GET', '/v2/apply/coming', { token })).body).toEqual([]);
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J1') })).status).toBe(200);
    const { status, body } = await stack.call('GET', '/v2/apply/coming', { token });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ semester: '2027SP', label: '2027 봄학기', term_start: '2027-03-06', amount_due: 130000 });
    expect(body[0].courses.map((c: any) => c.course_name)).toEqual(['2027SP-J1', '2027SP-S3']);
    expect(body[0].courses.map((c: any) => c.image?.alt)).toEqual(['법화경 강좌 1', '사띠 수행 3단계 (필수)']);
    const other = await learner();
    expect((await stack.call('GET', '/v2/apply/coming', { token: other.token })).body).toEqual([]);
  });
});

describe('per-level status', () => {
  it('a new learner: the first level of a family, every sati level, and dhammapada level 5 only', async () => {
    const { token } = await learner();
    const { status, body } = await stack.call('GET', '/v2/apply/courses/check/is-passed', { token });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['daily_course', 'lecture_course']);
    const lotus = body.lecture_course.lotussutra;
    expect(lotus.map((l: any) => [l.course_level, l.status, l.action])).toEqual([
      [1, 'UNREGISTERED', 'apply'],
      [2, 'UNREGISTERED', null],
      [3, 'UNREGISTERED', null],
    ]);
    expect(body.daily_course.sati.map((l: any) => l.action)).toEqual(['apply', 'apply', null]);
    expect(body.daily_course.dhammapada).toEqual([
      { course_level: 5, status: 'UNREGISTERED', if_study_progress: 0, action: 'apply', ready: true },
    ]);
  });

  it('completed, failed and studying levels from earlier semesters', async () => {
    const { token, id } = await learner();
    const db = stack.cms.strapi.db.query(APP);
    await db.create({
      data: {
        owner: id,
        semesterCode: '2025FA',
        category: 'lecture',
        catalog: 'lotussutra',
        level: 1,
        courseCode: '2025FA-J1',
        status: 'completed',
      },
    });
    await db.create({
      data: {
        owner: id,
        semesterCode: '2025FA',
        category: 'daily',
        catalog: 'bodhisattva',
        level: 1,
        courseCode: '2025FA-B1E',
        status: 'failed',
      },
    });
    await db.create({
      data: {
        owner: id,
        semesterCode: '2025FA',
        category: 'required',
        catalog: 'sati',
        level: 3,
        courseCode: '2025FA-S3',
        status: 'completed',
      },
    });
    await db.create({
      data: {
        owner: id,
        semesterCode: '2025SP',
        category: 'lecture',
        catalog: 'geum',
        level: 1,
        courseCode: '2025SP-G1',
        status: 'studying',
        progress: 64.5,
      },
    });
    const { body } = await stack.call('GET', '/v2/apply/courses/check/is-passed', { token });
    expect(body.lecture_course.lotussutra.map((l: any) => [l.status, l.action])).toEqual([
      ['COMPLETED', null],
      ['UNREGISTERED', 'apply'],
      ['UNREGISTERED', null],
    ]);
    expect(body.daily_course.bodhisattva[0]).toMatchObject({ status: 'FAILED', action: 'retake' });
    expect(body.lecture_course.geum[0]).toMatchObject({ status: 'STUDY', if_study_progress: 64.5, action: 'extend' });
    // The required course is part of every application, even after it was completed once.
    expect(body.daily_course.sati[2]).toMatchObject({ status: 'COMPLETED', action: null });

    // The student menu: 2 (lecture) + 3 (required daily) credits from completed terms, in 2 semesters.
    const info = await stack.call('GET', '/v2/info/semester', { token });
    expect(info.body).toMatchObject({ credits: 5, semester: 2 });

    // COMPLETED is refused, the next level and the retake are accepted; no admission fee the second time.
    const completed = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J1') });
    expect(completed.status).toBe(409);
    expect(completed.body.error.message).toContain(messages.level_completed);
    const ok = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J2', '2027SP-B1E') });
    expect(ok.status).toBe(200);
    expect(ok.body.amount_due).toBe(100000);
    const kinds = (await rowsOf(id)).filter((r: any) => r.semesterCode === '2027SP').map((r: any) => [r.courseCode, r.kind]);
    expect(kinds).toEqual([
      ['2027SP-J2', 'apply'],
      ['2027SP-B1E', 'retake'],
      ['2027SP-S3', 'required'],
    ]);
  });
});

describe('POST and PUT /v2/apply/courses', () => {
  it('applies: sati level 3 added, fee 130,000 the first time, is-applied true; a second POST is 409', async () => {
    const { token, id } = await learner();
    expect((await stack.call('GET', '/v2/apply/check/is-applied', { token })).body).toBe(false);
    const res = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-D5', '2027SP-J1') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ semester: '2027SP', amount_due: 130000 });
    expect(res.body.courses.map((c: any) => [c.course_name, c.category])).toEqual([
      ['2027SP-D5', 'daily'],
      ['2027SP-J1', 'lecture'],
      ['2027SP-S3', 'required'],
    ]);
    expect((await stack.call('GET', '/v2/apply/check/is-applied', { token })).body).toBe(true);

    const again = await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-F1') });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('이미 이번 학기 수강신청을 하셨습니다. 변경은 변경 완료로 해 주세요.');
    expect((await rowsOf(id)).map((r: any) => r.courseCode)).toEqual(['2027SP-D5', '2027SP-J1', '2027SP-S3']);
  });

  it('PUT replaces the application in one go; a PUT without an application is 404', async () => {
    const { token, id } = await learner();
    const none = await stack.call('PUT', '/v2/apply/courses', { token, body: codes('2027SP-F1') });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe(messages.not_applied);
    await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-D5', '2027SP-J1') });
    const changed = await stack.call('PUT', '/v2/apply/courses', { token, body: codes('2027SP-F1') });
    expect(changed.status).toBe(200);
    expect((await rowsOf(id)).map((r: any) => r.courseCode).sort()).toEqual(['2027SP-F1', '2027SP-S3']);
  });

  it.each([
    ['not a list', { course_name: '2027SP-J1' }, 400, messages.apply_payload_invalid],
    ['empty list', [], 400, messages.nothing_selected],
    ['wrong type', [{ course_name: 7 }], 400, messages.course_code_invalid],
    ['extra field', [{ course_name: '2027SP-J1', price: 0 }], 400, messages.apply_payload_invalid],
    ['unknown letter', codes('2027SP-Z1'), 400, `${messages.course_code_invalid} (2027SP-Z1)`],
    ['bodhisattva without E', codes('2027SP-B1'), 400, `${messages.course_code_invalid} (2027SP-B1)`],
    ['another semester', codes('2025FA-J1'), 400, `${messages.wrong_semester} (2025FA-J1)`],
    ['a level that does not exist', codes('2027SP-J9'), 400, `${messages.unknown_course} (2027SP-J9)`],
    ['two lecture courses', codes('2027SP-J1', '2027SP-F1'), 400, messages.two_in_slot],
    ['two daily courses', codes('2027SP-D5', '2027SP-B1E'), 400, messages.two_in_slot],
    ['too many', codes('2027SP-D5', '2027SP-J1', '2027SP-S1', '2027SP-F1'), 400, messages.too_many_courses],
    ['a level not yet open', codes('2027SP-J2'), 409, `${messages.level_not_open} (2027SP-J2)`],
    ['a level being prepared', codes('2027SP-J3'), 409, `${messages.level_not_open} (2027SP-J3)`],
    ['dhammapada below level 5', codes('2027SP-D1'), 409, `${messages.level_not_open} (2027SP-D1)`],
  ])('%s: refused with its status and message, nothing written', async (_label, body, status, message) => {
    const { token, id } = await learner();
    const before = await countAll();
    // The checks come before anything is stored or replaced: PUT answers as POST does.
    for (const method of ['POST', 'PUT']) {
      const res = await stack.call(method, '/v2/apply/courses', { token, body });
      expect(res.status, method).toBe(status);
      expect(res.body.error.message, method).toBe(message);
    }
    expect(await countAll()).toBe(before);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('POST /v1/apply/{code} applies one level from the study room, keeping the rest', async () => {
    const { token, id } = await learner();
    expect((await stack.call('POST', '/v1/apply/2027SP-J1', { token })).status).toBe(200);
    expect((await rowsOf(id)).map((r: any) => r.courseCode).sort()).toEqual(['2027SP-J1', '2027SP-S3']);
    expect((await stack.call('POST', '/v1/apply/2027SP-D5', { token })).status).toBe(200);
    expect((await rowsOf(id)).map((r: any) => r.courseCode).sort()).toEqual(['2027SP-D5', '2027SP-J1', '2027SP-S3']);
    expect((await stack.call('POST', '/v1/apply/2027SP-F1', { token })).status).toBe(200);
    expect((await rowsOf(id)).map((r: any) => r.courseCode).sort()).toEqual(['2027SP-D5', '2027SP-F1', '2027SP-S3']);
    expect((await stack.call('POST', '/v1/apply/nonsense', { token })).status).toBe(400);
  });

  it('POST /v1/apply/{code} extends a level the learner is studying from an earlier semester', async () => {
    const { token, id } = await learner();
    await stack.cms.strapi.db.query(APP).create({
      data: {
        owner: id,
        semesterCode: '2025FA',
        category: 'lecture',
        catalog: 'geum',
        level: 1,
        courseCode: '2025FA-G1',
        kind: 'apply',
        status: 'studying',
        progress: 41,
      },
    });
    const status = await stack.call('GET', '/v2/apply/courses/check/is-passed', { token });
    expect(status.body.lecture_course.geum[0]).toMatchObject({ status: 'STUDY', action: 'extend' });

    const res = await stack.call('POST', '/v1/apply/2027SP-G1', { token });
    expect(res.status).toBe(200);
    // Not the first semester: registration fee only.
    expect(res.body.amount_due).toBe(100000);
    const rows = (await rowsOf(id)).filter((r: any) => r.semesterCode === '2027SP');
    expect(rows.map((r: any) => [r.courseCode, r.kind, r.status])).toEqual([
      ['2027SP-G1', 'extend', 'applied'],
      ['2027SP-S3', 'required', 'applied'],
    ]);
    // The earlier semester's row is history and stays as it was.
    expect((await rowsOf(id)).filter((r: any) => r.semesterCode === '2025FA').map((r: any) => [r.courseCode, r.status])).toEqual([
      ['2025FA-G1', 'studying'],
    ]);
  });

  it('PUT replaces in one transaction: while changes keep coming a reader never finds the application gone', async () => {
    const { token, id } = await learner();
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-D5', '2027SP-J1') })).status).toBe(200);
    const choices = [codes('2027SP-F1'), codes('2027SP-D5', '2027SP-J1'), codes('2027SP-B1E', '2027SP-G1'), codes('2027SP-J1')];
    let done = false;
    const seen: number[] = [];
    const applied: unknown[] = [];
    const statuses: number[] = [];
    // Readers in the same process as the CMS, each reading in bursts (so one is nearly always
    // waiting for the database) and pausing between bursts (so requests still get served): any
    // moment between a delete and its insert would be seen by one of them. On SQLite with its one
    // connection the two run back to back unless something is awaited between them, so a lost
    // transaction shows here once they are apart in time, as they always are on a network database.
    const stopAt = Date.now() + 60_000;
    const readers = [
      ...Array.from({ length: 4 }, async () => {
        while (!done && Date.now() < stopAt) {
          for (let k = 0; k < 25; k++)
            seen.push(await stack.cms.strapi.db.query(APP).count({ where: { owner: id, semesterCode: '2027SP' } }));
          await new Promise((resolve) => setImmediate(resolve));
        }
      }),
      (async () => {
        while (!done && Date.now() < stopAt) applied.push((await stack.call('GET', '/v2/apply/check/is-applied', { token })).body);
      })(),
    ];
    // Four clients keep changing the application until both readers have looked many times.
    const enough = () => statuses.length >= 40 && seen.length >= 50 && applied.length >= 50;
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let i = worker; !enough() && Date.now() < stopAt; i += 4) {
          statuses.push((await stack.call('PUT', '/v2/apply/courses', { token, body: choices[i % choices.length] })).status);
        }
      }),
    );
    done = true;
    await Promise.all(readers);
    expect(enough()).toBe(true);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(seen.filter((n) => n < 2)).toEqual([]);
    expect(applied.filter((a) => a !== true)).toEqual([]);
    // What is left is one whole choice plus the required course.
    const left = (await rowsOf(id)).map((r: any) => r.courseCode).sort();
    const whole = choices.map((c) => [...c.map((x) => x.course_name), '2027SP-S3'].sort());
    expect(whole).toContainEqual(left);
  }, 120_000);

  it('concurrent PUTs and POSTs leave exactly one consistent application', async () => {
    const put = codes('2027SP-F1', '2027SP-D5');
    const post = codes('2027SP-J1', '2027SP-B1E');
    const whole = (c: { course_name: string }[]) => [...c.map((x) => x.course_name), '2027SP-S3'].sort();

    // A learner who already applied: every POST is refused, every PUT replaces.
    const a = await learner();
    expect((await stack.call('POST', '/v2/apply/courses', { token: a.token, body: codes('2027SP-G1') })).status).toBe(200);
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        stack.call(i % 2 ? 'POST' : 'PUT', '/v2/apply/courses', { token: a.token, body: i % 2 ? post : put }),
      ),
    );
    expect(mixed.filter((_, i) => i % 2).map((r) => r.status)).toEqual(Array(15).fill(409));
    expect(mixed.filter((_, i) => i % 2 === 0).map((r) => r.status)).toEqual(Array(15).fill(200));
    expect((await rowsOf(a.id)).map((r: any) => r.courseCode).sort()).toEqual(whole(put));

    // A learner who has not applied yet: one POST gets in, PUTs before it find nothing (404),
    // PUTs after it replace it; in the end one whole application, one row per slot.
    const b = await learner();
    const raced = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        stack.call(i % 2 ? 'POST' : 'PUT', '/v2/apply/courses', { token: b.token, body: i % 2 ? post : put }),
      ),
    );
    const posts = raced.filter((_, i) => i % 2).map((r) => r.status);
    const puts = raced.filter((_, i) => i % 2 === 0).map((r) => r.status);
    expect(posts.filter((s) => s === 200)).toHaveLength(1);
    expect(posts.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(puts.filter((s) => s !== 200 && s !== 404)).toEqual([]);
    const rows = await rowsOf(b.id);
    expect(new Set(rows.map((r: any) => r.category)).size).toBe(rows.length);
    const left = rows.map((r: any) => r.courseCode).sort();
    expect(puts.includes(200) ? whole(put) : whole(post)).toEqual(left);
  }, 120_000);

  it('200 concurrent submits by one learner store exactly one application', async () => {
    const { token, id } = await learner();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-D5', '2027SP-J1') })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect((await rowsOf(id)).map((r: any) => r.courseCode)).toEqual(['2027SP-D5', '2027SP-J1', '2027SP-S3']);
  });

  it('500 distinct learners at once: exactly 500 applications', async () => {
    const learners = [];
    for (let i = 0; i < 500; i++) learners.push(await learner());
    const before = await stack.cms.strapi.db.query(APP).count({ where: { category: 'required' } });
    const results = await Promise.all(
      learners.map(({ token }) => stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J1') })),
    );
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual([]);
    const after = await stack.cms.strapi.db.query(APP).count({ where: { category: 'required' } });
    expect(after - before).toBe(500);
    const owners = await stack.cms.strapi.db
      .query(APP)
      .findMany({ where: { owner: { $in: learners.map((l) => l.id) } }, select: ['owner'] });
    expect(new Set(owners.map((o: any) => o.owner)).size).toBe(500);
    // Each learner's own choice, not only the required course that every application carries.
    const stored = await stack.cms.strapi.db.query(APP).findMany({
      where: { owner: { $in: learners.map((l) => l.id) } },
      select: ['owner', 'courseCode', 'kind', 'documentId', 'createdAt'],
    });
    expect(stored).toHaveLength(1000);
    // Whole entries, as the panel and the staff pages read them: each row its own document id and
    // the moment it was made.
    expect(new Set(stored.map((row: any) => row.documentId)).size).toBe(1000);
    expect(stored.filter((row: any) => typeof row.documentId !== 'string' || !row.createdAt)).toEqual([]);
    const byOwner = new Map<number, string[]>();
    for (const row of stored) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), `${row.courseCode}:${row.kind}`]);
    const missing = learners.filter(
      ({ id }) => JSON.stringify(byOwner.get(id)?.sort()) !== JSON.stringify(['2027SP-J1:apply', '2027SP-S3:required']),
    );
    expect(missing.map((l) => [l.id, byOwner.get(l.id)])).toEqual([]);
  }, 120_000);
});

describe('public class, self-study and membership', () => {
  const open = async () =>
    (await stack.cms.strapi.documents('api::public-class.public-class').findMany({ sort: { startedAt: 'desc' } }))[0];

  it('public class: applied once; the same again is 409 이미 신청한 강좌입니다.', async () => {
    const { token } = await learner();
    const offering = await open();
    const body = { course_name: offering.slug, started_at: offering.startedAt, ended_at: offering.endedAt };
    expect((await stack.call('POST', '/v2/apply/public-course', { token, body })).status).toBe(200);
    const again = await stack.call('POST', '/v2/apply/public-course', { token, body });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('이미 신청한 강좌입니다.');
  });

  it('public class: bad payloads, wrong dates, unknown and ended classes change nothing', async () => {
    const { token, id } = await learner();
    const offering = await open();
    const cases: [unknown, number][] = [
      [{ course_name: offering.slug }, 400],
      [{ course_name: offering.slug, started_at: '2026/11/28', ended_at: offering.endedAt }, 400],
      [{ course_name: offering.slug, started_at: '2026-01-01', ended_at: offering.endedAt }, 400],
      [{ course_name: 'no-such-class', started_at: '2026-01-01', ended_at: '2026-02-01' }, 404],
      [{ course_name: '2025-summer', started_at: '2025-05-12', ended_at: '2025-09-05' }, 409],
    ];
    for (const [body, status] of cases)
      expect((await stack.call('POST', '/v2/apply/public-course', { token, body })).status, JSON.stringify(body)).toBe(status);
    expect(await stack.cms.strapi.db.query('plugin::enrolment.public-class-application').count({ where: { owner: id } })).toBe(0);
  });

  it('self-study: one at a time — another while one is in progress is 409 with the self-study message', async () => {
    const { token, id } = await learner();
    const [first] = await stack.cms.strapi.documents('api::self-study.self-study').findMany({ sort: { startedAt: 'desc' } });
    const second = await stack.cms.strapi.documents('api::self-study.self-study').create({
      data: {
        slug: 'winter-retreat',
        name: '겨울 안거 자율학습',
        minutesPerDay: 20,
        startedAt: '2026-12-20',
        endedAt: '2027-01-16',
        days: 28,
      },
    });
    expect((await stack.call('POST', '/v2/apply/self-study', { token, body: codes(first.slug) })).status).toBe(200);
    for (const slug of [first.slug, second.slug]) {
      const res = await stack.call('POST', '/v2/apply/self-study', { token, body: codes(slug) });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(messages.self_study_busy);
    }
    expect((await stack.call('POST', '/v2/apply/self-study', { token, body: codes('a', 'b') })).status).toBe(400);
    expect((await stack.call('POST', '/v2/apply/self-study', { token, body: codes('saturday-service-2024') })).status).toBe(409);
    expect(await stack.cms.strapi.db.query('plugin::enrolment.self-study-application').count({ where: { owner: id } })).toBe(1);
  });

  it('self-study: two different ones applied for at the same moment store exactly one', async () => {
    const offerings = await stack.cms.strapi
      .documents('api::self-study.self-study')
      .findMany({ filters: { endedAt: { $gte: '2026-11-21' } } });
    expect(offerings.length).toBeGreaterThanOrEqual(2);
    const [a, b] = offerings;
    for (let round = 0; round < 3; round++) {
      const { token, id } = await learner();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => stack.call('POST', '/v2/apply/self-study', { token, body: codes((i % 2 ? a : b).slug) })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((r) => r.status === 409))
        expect(refused.body.error.message).toBe('현재 진행 중인 과정이라 신청이 불가능합니다. 나의 공부방을 확인해 주세요.');
      expect(await stack.cms.strapi.db.query('plugin::enrolment.self-study-application').count({ where: { owner: id } })).toBe(1);
    }
  });

  it('membership: religion name and consent; once; the number is digits', async () => {
    const { token, id } = await learner();
    const refused = await stack.call('POST', '/v1/applications', { token, body: { religion_name: '법현', agreed: false } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.consent_required);
    expect((await stack.call('POST', '/v1/applications', { token, body: { religion_name: '  ', agreed: true } })).body.error.message).toBe(
      messages.religion_name_required,
    );
    expect((await stack.call('POST', '/v1/applications', { token, body: { religion_name: '🙏', agreed: true } })).body.error.message).toBe(
      messages.religion_name_unreadable,
    );
    expect(await stack.cms.strapi.db.query('plugin::enrolment.membership-application').count({ where: { owner: id } })).toBe(0);
    expect((await stack.call('POST', '/v1/applications', { token, body: { religion_name: '법현', agreed: true } })).status).toBe(200);
    expect((await stack.call('POST', '/v1/applications', { token, body: { religion_name: '법현', agreed: true } })).status).toBe(409);
    expect((await stack.call('PATCH', '/v1/user/membership?number=12ab', { token })).status).toBe(400);
    expect((await stack.call('PATCH', '/v1/user/membership?number=20261121', { token })).status).toBe(200);
    const row = await stack.cms.strapi.db.query('plugin::enrolment.membership-application').findOne({ where: { owner: id } });
    expect(row).toMatchObject({ religionName: '법현', membershipNumber: '20261121', agreed: true });
  });
});

describe('membership number bounds', () => {
  const membershipOf = (owner: number) =>
    stack.cms.strapi.db.query('plugin::enrolment.membership-application').findOne({ where: { owner } });

  it.each([
    ['4 digits', '1234'],
    ['20 digits', '1'.repeat(20)],
  ])('%s (%s) is stored', async (_label, number) => {
    const { token, id } = await learner();
    const res = await stack.call('PATCH', `/v1/user/membership?number=${number}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ membership_number: number });
    expect((await membershipOf(id)).membershipNumber).toBe(number);
  });

  it.each([
    ['3 digits', '123'],
    ['21 digits', '1'.repeat(21)],
  ])('%s (%s) is a 400 with the Korean message, nothing stored', async (_label, number) => {
    const { token, id } = await learner();
    const res = await stack.call('PATCH', `/v1/user/membership?number=${number}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('회원 번호는 숫자 4~20자리로 입력해 주세요.');
    expect(await membershipOf(id)).toBeNull();
  });
});

describe('the clock moves on', () => {
  it('the semester number counts an approved semester from the first day of its term, not from its approval', async () => {
    const { token, id } = await learner();
    const db = stack.cms.strapi.db.query(APP);
    await db.create({
      data: {
        owner: id,
        semesterCode: '2025FA',
        category: 'lecture',
        catalog: 'geum',
        level: 1,
        courseCode: '2025FA-G1',
        status: 'completed',
      },
    });
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J1') })).status).toBe(200);
    await db.updateMany({ where: { owner: id, semesterCode: '2027SP' }, data: { status: 'approved' } });
    const numbers = async () => [
      (await stack.call('GET', '/v2/info/semester', { token })).body.semester,
      (await stack.call('GET', '/v2/my-courses', { token })).body.semester,
    ];
    try {
      // Approved in November, the term starts on 2027-03-06: the day before, she has studied one semester.
      process.env.DHARMA_NOW = '2027-03-05T23:59:00+09:00';
      expect(await numbers()).toEqual([1, 1]);
      process.env.DHARMA_NOW = '2027-03-06T00:00:00+09:00';
      expect(await numbers()).toEqual([2, 2]);
      // Cancelled (by staff, or closed unpaid) never counts, even once its term has started.
      await db.updateMany({ where: { owner: id, semesterCode: '2027SP' }, data: { status: 'cancelled' } });
      expect(await numbers()).toEqual([1, 1]);
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
  });

  it('after the window closes a new application is refused; after the term starts a change is refused', async () => {
    const { token, id } = await learner();
    expect((await stack.call('POST', '/v2/apply/courses', { token, body: codes('2027SP-J1') })).status).toBe(200);
    const late = await learner();
    try {
      process.env.DHARMA_NOW = '2027-03-07T09:00:00+09:00';
      const closed = await stack.call('POST', '/v2/apply/courses', { token: late.token, body: codes('2027SP-J1') });
      expect(closed.status).toBe(409);
      expect(closed.body.error.message).toBe('지금은 수강신청 기간이 아닙니다.');
      const blocked = await stack.call('PUT', '/v2/apply/courses', { token, body: codes('2027SP-F1') });
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.message).toBe('학습이 시작되어 변경이 불가능합니다.');
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
    expect((await rowsOf(id)).map((r: any) => r.courseCode).sort()).toEqual(['2027SP-J1', '2027SP-S3']);
    expect(await rowsOf(late.id)).toEqual([]);
  });
});
