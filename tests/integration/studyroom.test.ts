import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CMS_CONTENT_REUSE_MS } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { cmsDir, startCms, type RunningCms } from '../support/strapi';
import { applicationRow, DHAMMAPADA, publishLessons, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * The study room over HTTP against a real Strapi. The test brings its own content (no demo seed):
 * a summer semester 2030SU whose term runs 2030-07-01 … 2030-07-28, the dhammapada level 5 course
 * (2030SU-D5, daily) with five published lessons and a draft, and the lotus sutra level 1 course
 * (2030SU-J1, lecture) with 22 lessons without tasks. The clock (DHARMA_NOW, read by the CMS in
 * this process) moves through the term: before it, day 3, day 25 and the day after it ends.
 */
const sharp = createRequire(path.join(cmsDir, 'package.json'))('sharp');
const at = (date: string) => `${date}T10:00:00+09:00`;
const setToday = (date: string) => {
  process.env.DHARMA_NOW = at(date);
};

const APP = 'plugin::enrolment.application';
const RESPONSE = 'plugin::studyroom.task-response';
const COMPLETION = 'plugin::studyroom.day-completion';
const D5 = '/v2/classes/2030SU/D5';
const J1 = '/v2/classes/2030SU/J1';

let stack: LearnerStack;
/** The CMS started again on the same database (the start-up test), stopped at the end instead. */
let restarted: RunningCms | undefined;
type Learner = { token: string; id: number };
let a: Learner; // D5 approved and J1 approved
let b: Learner; // D5 studying
let c: Learner; // D5 applied, fee unpaid
let d: Learner; // no class at all
const appIds: Record<string, number> = {};

let n = 0;
const learner = (): Promise<Learner> => stack.signedIn(`studyroom${++n}.${Date.now()}@example.com`, `학인${n}`);

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const counts = async () => ({ responses: await q(RESPONSE).count(), completions: await q(COMPLETION).count() });

const lesson = (catalog: string, level: number, number: number, tasks: unknown[], extra: Record<string, unknown> = {}) => ({
  catalog,
  level,
  number,
  opensOnDay: number,
  title: `${number}일차 공부`,
  body: [{ type: 'paragraph', children: [{ type: 'text', text: `${number}일차 본문` }] }],
  tasks,
  ...extra,
});
const check = (key: string, required = true) => ({ key, type: 'check', prompt: `${key} 확인`, required });
const text = (key: string, type = 'text', required = true) => ({ key, type, prompt: `${key} 쓰기`, required });

const application = (owner: number, courseCode: string, catalog: string, level: number, category: string, status: string, amountDue = 0) =>
  applicationRow(stack.cms.strapi, owner, '학인', { semesterCode: '2030SU', category, catalog, level, courseCode, status, amountDue });

beforeAll(async () => {
  setToday('2030-07-03');
  stack = await startLearnerStack('studyroom', { DHARMA_NOW: at('2030-07-03'), SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  // Levels 1–5, so the register wizard's level statuses list the classes below.
  const levels = [1, 2, 3, 4, 5];
  await seedSummer2030(strapi, {
    semesters: [SUMMER_2030],
    families: [
      { ...DHAMMAPADA, levels },
      { key: 'lotussutra', name: '법화경 강좌', category: 'lecture', levels },
    ],
    lessons: [
      lesson('dhammapada', 5, 1, [check('read'), text('reflection'), text('verse', 'verse', false)], {
        scripture: { book: '법구경', reference: '1장 1절', passage: '마음이 모든 것의 근본이다.' },
        video: { title: '1일차 법문', url: 'https://video.example/1' },
        story: '옛날 한 스님이 있었다.',
      }),
      lesson('dhammapada', 5, 2, [check('read'), text('reflection')]),
      ...[3, 4, 5].map((day) => lesson('dhammapada', 5, day, [text('reflection')])),
    ],
  });
  // A draft is not a day of the class.
  await strapi.documents('plugin::studyroom.lesson').create({ data: lesson('dhammapada', 5, 6, [text('reflection')]) });
  await publishLessons(
    strapi,
    Array.from({ length: 22 }, (_, i) => lesson('lotussutra', 1, i + 1, [])),
  );

  [a, b, c, d] = [await learner(), await learner(), await learner(), await learner()];
  appIds.aD5 = await application(a.id, '2030SU-D5', 'dhammapada', 5, 'daily', 'approved');
  appIds.aJ1 = await application(a.id, '2030SU-J1', 'lotussutra', 1, 'lecture', 'approved');
  appIds.bD5 = await application(b.id, '2030SU-D5', 'dhammapada', 5, 'daily', 'studying');
  appIds.cD5 = await application(c.id, '2030SU-D5', 'dhammapada', 5, 'daily', 'applied', 130000);
});

afterAll(async () => {
  if (restarted) {
    await restarted.stop();
    await stack.kakao.stop();
  } else {
    await stack?.stop();
  }
  delete process.env.DHARMA_NOW;
});

describe('who may open a class', () => {
  it('every study room route refuses an anonymous caller', async () => {
    for (const [method, path] of [
      ['GET', '/v2/my-courses'],
      ['GET', `/v2/my-courses/${appIds.aD5}`],
      ['GET', D5],
      ['GET', `${D5}/days/1`],
      ['GET', `${D5}/recent`],
      ['GET', `${D5}/completed`],
      ['PATCH', `${D5}/tasks`],
      ['PATCH', D5],
    ]) {
      const res = await stack.call(method, path, {
        body: method === 'PATCH' ? { type: 'check', task_id: '1:read', response: true } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await counts()).toEqual({ responses: 0, completions: 0 });
  });

  it("another learner's class, a class never applied for, or a path that names no class: 404, nothing leaked", async () => {
    for (const path of [
      D5,
      `${D5}/days/1`,
      `${D5}/recent`,
      `${D5}/completed`,
      '/v2/classes/2030SU/ZZ',
      '/v2/classes/nonsense/D5',
      '/v2/classes/2030SU/D5E',
    ]) {
      const res = await stack.call('GET', path, { token: d.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe(messages.class_not_found);
    }
    const other = await stack.call('GET', `/v2/my-courses/${appIds.aD5}`, { token: b.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: messages.class_not_found } });
    expect((await stack.call('GET', '/v2/my-courses/abc', { token: a.token })).status).toBe(404);
  });

  it('an unpaid application lists the class as unpaid with the fee, and the class stays shut (409)', async () => {
    const mine = await stack.call('GET', '/v2/my-courses', { token: c.token });
    expect(mine.status).toBe(200);
    expect(mine.body.all).toHaveLength(1);
    expect(mine.body.all[0]).toMatchObject({
      id: appIds.cD5,
      course_name: '2030SU-D5',
      status: 'unpaid',
      amount_due: 130000,
      today: null,
      progress: 0,
      credits: 0,
    });
    expect(mine.body.semester).toBe(0);
    for (const path of [D5, `${D5}/days/1`]) {
      const res = await stack.call('GET', path, { token: c.token });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(messages.class_unpaid);
    }
    const write = await stack.call('PATCH', `${D5}/tasks`, { token: c.token, body: { type: 'check', task_id: '1:read', response: true } });
    expect(write.status).toBe(409);
    expect(write.body.error.message).toBe(messages.class_unpaid);
    expect(await counts()).toEqual({ responses: 0, completions: 0 });
  });

  it('a learner with no class has empty lists', async () => {
    const { status, body } = await stack.call('GET', '/v2/my-courses', { token: d.token });
    expect(status).toBe(200);
    expect(body).toEqual({ current: [], all: [], credits: 0, credits_to_complete: 80, semester: 0 });
  });
});

describe('before the term starts', () => {
  it('the class is coming: no recent day, and nothing can be written yet', async () => {
    setToday('2030-06-28');
    try {
      const detail = await stack.call('GET', D5, { token: a.token });
      expect(detail.body.course).toMatchObject({ status: 'coming', today: null, days_left: 31 });
      expect(detail.body.days.map((day: any) => day.state)).toEqual(['future', 'future', 'future', 'future', 'future']);
      const recent = await stack.call('GET', `${D5}/recent`, { token: a.token });
      expect(recent.status).toBe(404);
      expect(recent.body.error.message).toBe(messages.day_not_found);
      const write = await stack.call('PATCH', `${D5}/tasks`, {
        token: a.token,
        body: { type: 'check', task_id: '1:read', response: true },
      });
      expect(write.status).toBe(409);
      expect(write.body.error.message).toBe(messages.day_not_open);
      expect(await counts()).toEqual({ responses: 0, completions: 0 });
      // Before the term, the current semester is none of the learner's.
      expect((await stack.call('GET', '/v2/my-courses', { token: a.token })).body.current).toEqual([]);
    } finally {
      setToday('2030-07-03');
    }
  });
});

describe('reading a class on day 3 of the term', () => {
  it('GET /v2/my-courses: the current classes with their numbers', async () => {
    const { status, body } = await stack.call('GET', '/v2/my-courses', { token: a.token });
    expect(status).toBe(200);
    expect(body.current.map((cl: any) => cl.course_name).sort()).toEqual(['2030SU-D5', '2030SU-J1']);
    const d5 = body.current.find((cl: any) => cl.course_name === '2030SU-D5');
    expect(d5).toEqual({
      id: appIds.aD5,
      course_name: '2030SU-D5',
      semester: '2030SU',
      course: 'D5',
      name: '법구경',
      category: 'daily',
      catalog: 'dhammapada',
      level: 5,
      status: 'studying',
      term_start: '2030-07-01',
      term_end: '2030-07-28',
      lessons: 5,
      completed_days: 0,
      progress: 0,
      pass_percent: 60,
      today: 3,
      days_left: 26,
      credits: 0,
      amount_due: 0,
      // No course-code image yet (this test brings its own content): see the class's picture below.
      image: null,
    });
    expect(body.current.find((cl: any) => cl.course_name === '2030SU-J1')).toMatchObject({
      name: '법화경 강좌',
      category: 'lecture',
      lessons: 22,
    });
    expect(body).toMatchObject({ credits: 0, credits_to_complete: 80, semester: 1 });
    expect(body.all).toHaveLength(2);
  });

  it('GET /v2/my-courses/{id}: one class by its application id', async () => {
    const { status, body } = await stack.call('GET', `/v2/my-courses/${appIds.aJ1}`, { token: a.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: appIds.aJ1, course_name: '2030SU-J1', course: 'J1', status: 'studying', lessons: 22 });
  });

  it('GET /v2/classes/{a}/{b}: the calendar of published lessons (done / open / missed / future)', async () => {
    const { status, body } = await stack.call('GET', D5, { token: a.token });
    expect(status).toBe(200);
    expect(body.course.course_name).toBe('2030SU-D5');
    expect(body.days).toEqual([
      { day: 1, date: '2030-07-01', title: '1일차 공부', state: 'missed', completed_at: null },
      { day: 2, date: '2030-07-02', title: '2일차 공부', state: 'missed', completed_at: null },
      { day: 3, date: '2030-07-03', title: '3일차 공부', state: 'open', completed_at: null },
      { day: 4, date: '2030-07-04', title: '4일차 공부', state: 'future', completed_at: null },
      { day: 5, date: '2030-07-05', title: '5일차 공부', state: 'future', completed_at: null },
    ]);
  });

  it('GET …/days/{day}: the lesson, scripture, video, story and tasks; a draft or missing day is 404', async () => {
    const { status, body } = await stack.call('GET', `${D5}/days/1`, { token: a.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      day: 1,
      date: '2030-07-01',
      state: 'missed',
      writable: true,
      title: '1일차 공부',
      scripture: { book: '법구경', reference: '1장 1절', passage: '마음이 모든 것의 근본이다.' },
      video: { title: '1일차 법문', url: 'https://video.example/1' },
      story: '옛날 한 스님이 있었다.',
      completed_at: null,
      previous: null,
      next: 2,
    });
    expect(body.body[0].children[0].text).toBe('1일차 본문');
    expect(body.course.course_name).toBe('2030SU-D5');
    expect(body.tasks).toEqual([
      { task_id: '1:read', key: 'read', type: 'check', prompt: 'read 확인', required: true, response: null },
      { task_id: '1:reflection', key: 'reflection', type: 'text', prompt: 'reflection 쓰기', required: true, response: null },
      { task_id: '1:verse', key: 'verse', type: 'verse', prompt: 'verse 쓰기', required: false, response: null },
    ]);
    const later = await stack.call('GET', `${D5}/days/4`, { token: a.token });
    expect(later.body).toMatchObject({ state: 'future', writable: false, previous: 3, next: 5, scripture: null, video: null, story: null });
    for (const day of ['6', '0', 'abc']) {
      const res = await stack.call('GET', `${D5}/days/${day}`, { token: a.token });
      expect(res.status, day).toBe(404);
      expect(res.body.error.message).toBe(messages.day_not_found);
    }
  });

  it("GET …/recent: today's lesson", async () => {
    const { status, body } = await stack.call('GET', `${D5}/recent`, { token: a.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ day: 3, state: 'open', writable: true, previous: 2, next: 4 });
  });
});

describe("the class's picture (its course-code image, spec §2)", () => {
  const codeImages = () => stack.cms.strapi.documents('api::course-code-image.course-code-image');
  let work: string;
  const upload = async (name: string, colour: string) => {
    const filepath = path.join(work, name);
    await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
      .png()
      .toFile(filepath);
    const [file] = await stack.cms.strapi
      .plugin('upload')
      .service('upload')
      .upload({ data: {}, files: { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size } });
    return file as { id: number; url: string };
  };
  const d5Image = async () => {
    const { body } = await stack.call('GET', '/v2/my-courses', { token: a.token });
    return body.current.find((cl: any) => cl.course_name === '2030SU-D5').image;
  };

  beforeAll(() => {
    setToday('2030-07-03');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'studyroom-images-'));
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("my-courses and the class page carry its image's url, size and alt; the catalogue has it by level", async () => {
    const file = await upload('d5-first.png', '#336699');
    await codeImages().create({ data: { code: 'D5', alt: '법구경 이야기 5단계', image: file.id } });
    // Within the CMS's reuse time (a read before this one may have kept the empty list).
    await expect.poll(d5Image, { timeout: CMS_CONTENT_REUSE_MS + 3000, interval: 250 }).not.toBeNull();
    expect(await d5Image()).toEqual({ url: file.url, alt: '법구경 이야기 5단계', width: 300, height: 200 });
    const served = await fetch(`${stack.cms.url}${file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');

    expect((await stack.call('GET', D5, { token: a.token })).body.course.image).toMatchObject({ alt: '법구경 이야기 5단계' });
    const catalogue = await stack.call('GET', '/v2/apply/courses', { secret: null });
    const dhammapada = catalogue.body.find((c: any) => c.catalog === 'dhammapada');
    expect(dhammapada.level_images).toEqual({ 5: { url: file.url, alt: '법구경 이야기 5단계', width: 300, height: 200 } });
    // J1 has no image of its code: nothing, not a broken picture.
    expect(
      (await stack.call('GET', '/v2/my-courses', { token: a.token })).body.current.find((cl: any) => cl.course === 'J1').image,
    ).toBeNull();
  });

  it("a level's own key (imageCode) picks one of the school's older codes", async () => {
    const file = await upload('l11.png', '#aa5500');
    await codeImages().create({ data: { code: 'L11', alt: '법화경 1학년 1학기', image: file.id } });
    const families = stack.cms.strapi.documents('api::course-family.course-family');
    const [lotus] = await families.findMany({ filters: { key: 'lotussutra' }, populate: { levels: true } });
    const levels = (lotus.levels as { level: number }[]).map(({ level }) => (level === 1 ? { level, imageCode: 'L11' } : { level }));
    await families.update({ documentId: lotus.documentId, data: { levels } as never });
    await families.publish({ documentId: lotus.documentId });
    const j1Image = async () =>
      (await stack.call('GET', '/v2/my-courses', { token: a.token })).body.current.find((cl: any) => cl.course === 'J1').image;
    await expect
      .poll(j1Image, { timeout: CMS_CONTENT_REUSE_MS + 3000, interval: 250 })
      .toMatchObject({ url: file.url, alt: '법화경 1학년 1학기' });
  });

  it('an editor who replaces the image sees the new one within the reuse time', async () => {
    const next = await upload('d5-second.png', '#993366');
    const [entry] = await codeImages().findMany({ filters: { code: 'D5' } });
    const replaced = Date.now();
    await codeImages().update({ documentId: entry.documentId, data: { image: next.id, alt: '법구경 이야기 5단계 (새 그림)' } as never });
    await expect
      .poll(d5Image, { timeout: CMS_CONTENT_REUSE_MS + 3000, interval: 250 })
      .toEqual({ url: next.url, alt: '법구경 이야기 5단계 (새 그림)', width: 300, height: 200 });
    expect(Date.now() - replaced).toBeLessThan(CMS_CONTENT_REUSE_MS + 3000);
  });
});

describe('writing responses and attendance', () => {
  const patchTask = (who: Learner, body: unknown, path = D5) => stack.call('PATCH', `${path}/tasks`, { token: who.token, body });
  const attend = (who: Learner, body: unknown, path = D5) => stack.call('PATCH', path, { token: who.token, body });

  it('refuses bad payloads with a Korean message and writes nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, messages.task_payload_invalid],
      [[], 400, messages.task_payload_invalid],
      [{ type: 'essay', task_id: '1:reflection', response: 'x' }, 400, messages.task_payload_invalid],
      [{ type: 'text', task_id: '1:reflection', response: 5 }, 400, messages.task_payload_invalid],
      [{ type: 'text', task_id: '1:reflection', response: '   ' }, 400, messages.task_response_required],
      [{ type: 'text', task_id: '1:reflection' }, 400, messages.task_response_required],
      [{ type: 'text', task_id: '1:reflection', response: '가'.repeat(2001) }, 400, messages.task_response_too_long],
      [{ type: 'check', task_id: '1:read', response: false }, 400, messages.task_check_required],
      [{ type: 'text', task_id: '1:reflection', response: 'x', owner: b.id }, 400, messages.task_payload_invalid],
      [{ type: 'text', task_id: 'reflection', response: 'x' }, 400, messages.task_payload_invalid],
      [{ type: 'text', task_id: '1:Reflection', response: 'x' }, 400, messages.task_payload_invalid],
      [{ type: 'text', task_id: '1:nope', response: 'x' }, 409, messages.task_unknown],
      [{ type: 'text', task_id: '1:read', response: 'x' }, 409, messages.task_type_mismatch],
      [{ type: 'check', task_id: '1:reflection', response: true }, 409, messages.task_type_mismatch],
      [{ type: 'text', task_id: '4:reflection', response: 'x' }, 409, messages.day_not_open],
      [{ type: 'text', task_id: '6:reflection', response: 'x' }, 404, messages.day_not_found],
    ];
    for (const [body, status, message] of cases) {
      const res = await patchTask(a, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    const attendance: [unknown, number, string][] = [
      [{ day: 'x' }, 400, messages.day_invalid],
      [{ day: 0 }, 400, messages.day_invalid],
      [{ day: 1, owner: b.id }, 400, messages.task_payload_invalid],
      [{ day: 1 }, 409, messages.day_tasks_missing],
      [{ day: 4 }, 409, messages.day_not_open],
      [{ day: 9 }, 404, messages.day_not_found],
    ];
    for (const [body, status, message] of attendance) {
      const res = await attend(a, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    expect(await counts()).toEqual({ responses: 0, completions: 0 });
  });

  it("writing into another learner's class answers 404 and writes nothing", async () => {
    const task = await patchTask(d, { type: 'check', task_id: '1:read', response: true });
    expect(task.status).toBe(404);
    expect(task.body.error.message).toBe(messages.class_not_found);
    expect((await attend(d, { day: 1 })).status).toBe(404);
    expect(await counts()).toEqual({ responses: 0, completions: 0 });
  });

  it('a day completes once its required tasks are answered (the optional one is not needed); a new answer replaces the old', async () => {
    const first = await patchTask(a, { type: 'check', task_id: '1:read', response: true });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ day: 1, task_id: '1:read', completed_at: null, completed_days: 0, progress: 0 });

    const second = await patchTask(a, { type: 'text', task_id: '1:reflection', response: '  <b>마음을</b> 살폈습니다.  ' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ day: 1, task_id: '1:reflection', completed_days: 1, progress: 20 });
    const completedAt = second.body.completed_at;
    // The school's one clock (pinned to 10:00 in Korea) stamps the completion.
    expect(completedAt).toBe('2030-07-03T01:00:00.000Z');

    const edited = await patchTask(a, { type: 'text', task_id: '1:reflection', response: '다시 썼습니다.' });
    expect(edited.body).toMatchObject({ completed_at: completedAt, completed_days: 1 });
    const optional = await patchTask(a, { type: 'verse', task_id: '1:verse', response: '마음이 근본' });
    expect(optional.status).toBe(200);

    const day = await stack.call('GET', `${D5}/days/1`, { token: a.token });
    expect(day.body).toMatchObject({ state: 'done', completed_at: completedAt });
    expect(day.body.tasks.map((t: any) => t.response)).toEqual([true, '다시 썼습니다.', '마음이 근본']);
    const rows = await q(RESPONSE).findMany({ where: { owner: a.id }, orderBy: { taskKey: 'asc' } });
    expect(rows.map((r: any) => [r.taskKey, r.type, r.response, r.application])).toEqual([
      ['read', 'check', null, appIds.aD5],
      ['reflection', 'text', '다시 썼습니다.', appIds.aD5],
      ['verse', 'verse', '마음이 근본', appIds.aD5],
    ]);

    // Attendance of a completed day is answered again, and its first completion time stays.
    const again = await attend(a, { day: 1 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ day: 1, completed_at: completedAt, completed_days: 1, progress: 20 });
    expect(await q(COMPLETION).count({ where: { owner: a.id } })).toBe(1);

    const completed = await stack.call('GET', `${D5}/completed`, { token: a.token });
    expect(completed.body).toEqual([{ day: 1, completed_at: completedAt }]);
    const mine = await stack.call('GET', `/v2/my-courses/${appIds.aD5}`, { token: a.token });
    expect(mine.body).toMatchObject({ completed_days: 1, progress: 20 });
    // The register wizard's level statuses show the same progress for the class in study.
    const passed = await stack.call('GET', '/v2/apply/courses/check/is-passed', { token: a.token });
    expect(passed.body.daily_course.dhammapada).toContainEqual(
      expect.objectContaining({ course_level: 5, status: 'STUDY', if_study_progress: 20 }),
    );
  });

  it('attendance (PATCH {day}) records a day whose required tasks are done, and only then', async () => {
    expect((await patchTask(a, { type: 'check', task_id: '2:read', response: 'on' })).status).toBe(200);
    const missing = await attend(a, { day: 2 });
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toBe(messages.day_tasks_missing);
    expect(await q(COMPLETION).count({ where: { owner: a.id, day: 2 } })).toBe(0);
    const answered = await patchTask(a, { type: 'text', task_id: '2:reflection', response: '둘째 날' });
    expect(answered.body).toMatchObject({ day: 2, completed_days: 2, progress: 40 });
    // A lesson with no task is completed by attendance alone.
    const lecture = await attend(a, { day: '1' }, J1);
    expect(lecture.status).toBe(200);
    expect(lecture.body).toMatchObject({ day: 1, completed_days: 1, progress: 4 });
  });

  it('attendance without a body (the spec’s call) is today’s: the class’s current day', async () => {
    const today = (await stack.call('GET', `${J1}/recent`, { token: a.token })).body.day;
    expect(today).toBeGreaterThan(1);
    for (const body of [undefined, {}]) {
      const res = await attend(a, body, J1);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body).toMatchObject({ day: today, completed_days: 2 });
    }
    expect(await q(COMPLETION).count({ where: { owner: a.id, courseCode: '2030SU-J1', day: today } })).toBe(1);
    // Today's attendance keeps today's rule: B has not answered today's task in D5.
    const tasksMissing = await attend(b, undefined);
    expect(tasksMissing.status).toBe(409);
    expect(tasksMissing.body.error.message).toBe(messages.day_tasks_missing);
  });

  it('the same task sent 50 times at once stores one row and one completion', async () => {
    expect((await patchTask(b, { type: 'check', task_id: '1:read', response: true })).status).toBe(200);
    const texts = Array.from({ length: 50 }, (_, i) => `동시에 쓴 답 ${i + 1}`);
    const answers = await Promise.all(texts.map((response) => patchTask(b, { type: 'text', task_id: '1:reflection', response })));
    expect(answers.map((r) => r.status)).toEqual(texts.map(() => 200));
    const rows = await q(RESPONSE).findMany({ where: { owner: b.id, day: 1, taskKey: 'reflection' } });
    expect(rows).toHaveLength(1);
    // The last write wins; which of 50 simultaneous writes is last is the database's order.
    expect(texts).toContain(rows[0].response);
    const completions = await q(COMPLETION).findMany({ where: { owner: b.id } });
    expect(completions).toHaveLength(1);
    const firstCompletion = new Date(completions[0].completedAt).toISOString();
    expect(new Set(answers.map((r) => r.body.completed_at))).toEqual(new Set([firstCompletion]));

    const attended = await Promise.all(Array.from({ length: 20 }, () => attend(b, { day: 1 })));
    expect(attended.map((r) => r.status)).toEqual(attended.map(() => 200));
    expect(await q(COMPLETION).count({ where: { owner: b.id } })).toBe(1);
  });
});

describe('a 90-lesson course in a 77-day term: the lessons that open within the term are the class’s', () => {
  // Spring 2030 runs 2030-03-09 (Saturday) … 2030-05-24 (Friday): 77 days, before the summer term
  // above, so the result of its classes is recorded without touching the summer's. Its course,
  // cheon level 1 (daily), has 90 published lessons, one a day: days 78–90 open after the term.
  const SPRING = {
    ...SUMMER_2030,
    code: '2030SP',
    label: '2030 봄학기',
    termStart: '2030-03-09',
    termEnd: '2030-05-24',
    applyStart: '2030-02-01',
    applyEnd: '2030-02-20',
    paymentDue: '2030-02-20',
  };
  const C1 = '/v2/classes/2030SP/C1';
  let e: Learner;
  let staff: string;
  let grade: number;
  const staffProgress = async () => {
    const page = await stack.call('GET', '/v1/staff/progress?semester=2030SP', { token: staff });
    expect(page.status).toBe(200);
    const [cls] = page.body.classes;
    return { cls, me: cls.learners.find((l: any) => l.learner === e.id) };
  };

  beforeAll(async () => {
    const strapi = stack.cms.strapi;
    await strapi.documents('api::semester.semester').create({ data: SPRING });
    await strapi.documents('api::course-family.course-family').create({
      data: { key: 'cheon', name: '천수경 공부반', category: 'daily', days: 90, levels: [{ level: 1 }] },
      status: 'published',
    });
    await publishLessons(
      strapi,
      Array.from({ length: 90 }, (_, i) => lesson('cheon', 1, i + 1, [])),
    );
    e = await learner();
    staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
    grade = await applicationRow(strapi, e.id, '학인', {
      semesterCode: '2030SP',
      category: 'daily',
      catalog: 'cheon',
      level: 1,
      courseCode: '2030SP-C1',
      status: 'approved',
    });
  });
  afterAll(() => setToday('2030-07-03'));

  it('on the term’s last day, 47 days done shows as 47 / 77 (61 %) to the learner and the office; days 78–90 are not the class’s', async () => {
    setToday('2030-05-24');
    for (let day = 1; day <= 47; day += 1)
      expect((await stack.call('PATCH', C1, { token: e.token, body: { day } })).status, String(day)).toBe(200);

    // Pages read the semesters' terms again within the CMS's reuse time: the new spring term shows by then.
    const mineNow = () => stack.call('GET', `/v2/my-courses/${grade}`, { token: e.token });
    await expect.poll(async () => (await mineNow()).status, { timeout: CMS_CONTENT_REUSE_MS + 3000, interval: 250 }).toBe(200);
    const mine = await mineNow();
    expect(mine.body).toMatchObject({ status: 'studying', lessons: 77, completed_days: 47, progress: 61, today: 77, days_left: 1 });
    const calendar = await stack.call('GET', C1, { token: e.token });
    expect(calendar.body.days).toHaveLength(77);
    expect(calendar.body.days.at(-1)).toMatchObject({ day: 77, date: '2030-05-24', state: 'open' });
    expect((await stack.call('GET', `${C1}/days/77`, { token: e.token })).body).toMatchObject({ next: null, writable: true });
    const beyond = await stack.call('GET', `${C1}/days/78`, { token: e.token });
    expect(beyond.status).toBe(404);
    expect(beyond.body.error.message).toBe(messages.day_not_found);

    const { cls, me } = await staffProgress();
    expect(cls).toMatchObject({ course_name: '2030SP-C1', lessons: 77, opened: 77 });
    expect(me).toMatchObject({ completed_days: 47, progress: 61, behind: false });
    // The course's name comes from the catalogue, which the CMS also reuses for a while: read
    // the CSV again until this test's new family has reached it.
    const csvRow = async () => {
      const csv = await fetch(`${stack.cms.url}/api/v1/staff/progress.csv?semester=2030SP`, {
        headers: { Authorization: `Bearer ${staff}`, 'x-dharma-server-secret': stack.secret },
      });
      expect(csv.status).toBe(200);
      const rows: string[][] = parse(await csv.text(), { bom: true });
      return rows.find((r) => r[2] === String(e.id));
    };
    await expect
      .poll(csvRow, { timeout: CMS_CONTENT_REUSE_MS + 3000, interval: 250 })
      .toEqual(['2030SP-C1', '천수경 공부반 1단계', String(e.id), expect.any(String), '47', '77', '77', '61', '']);
  });

  it('after the term, before its result, the pace still counts 77 days; the result completes the class with its credits', async () => {
    // A week after the term (the job has not run): days 78–85 have past dates but are still no
    // days of the class, so 47 done keeps the pace that reaches 60 %.
    setToday('2030-06-01');
    expect((await staffProgress()).me).toMatchObject({ status: 'studying', behind: false });
    expect(await stack.cms.strapi.plugin('studyroom').service('termResults').record()).toMatchObject({ completed: 1, failed: 0 });
    const row = await q(APP).findOne({ where: { id: grade } });
    expect(row.status).toBe('completed');
    expect(Number(row.progress)).toBe(61);
    expect((await stack.call('GET', `/v2/my-courses/${grade}`, { token: e.token })).body).toMatchObject({
      status: 'completed',
      lessons: 77,
      completed_days: 47,
      progress: 61,
      credits: 3,
    });
  });
});

describe('term results', () => {
  it('later in the term: catching up missed days', async () => {
    setToday('2030-07-25');
    // A: D5 days 1, 2 and 3 (3/5 = 60 %); J1 13 of 22 days (59 %). B: D5 days 1 and 2 (40 %).
    expect(
      (await stack.call('PATCH', `${D5}/tasks`, { token: a.token, body: { type: 'text', task_id: '3:reflection', response: '셋째 날' } }))
        .status,
    ).toBe(200);
    for (let day = 2; day <= 13; day += 1) expect((await stack.call('PATCH', J1, { token: a.token, body: { day } })).status).toBe(200);
    expect(
      (await stack.call('PATCH', `${D5}/tasks`, { token: b.token, body: { type: 'check', task_id: '2:read', response: true } })).status,
    ).toBe(200);
    expect(
      (await stack.call('PATCH', `${D5}/tasks`, { token: b.token, body: { type: 'text', task_id: '2:reflection', response: '둘째 날' } }))
        .status,
    ).toBe(200);

    const detail = await stack.call('GET', D5, { token: a.token });
    expect(detail.body.days.map((day: any) => day.state)).toEqual(['done', 'done', 'done', 'missed', 'missed']);
    expect(detail.body.course).toMatchObject({ completed_days: 3, progress: 60, today: 5, days_left: 4 });
    const recent = await stack.call('GET', `${J1}/recent`, { token: a.token });
    expect(recent.body).toMatchObject({ day: 22, previous: 21, next: null });
  });

  it('on its last day the term still runs: no result yet', async () => {
    setToday('2030-07-28');
    const result = await stack.cms.strapi.plugin('studyroom').service('termResults').record();
    expect(result).toMatchObject({ completed: 0, failed: 0 });
    expect((await q(APP).findOne({ where: { id: appIds.aD5 } })).status).toBe('approved');
  });

  it('after the term nothing can be written (409 term_over) and nothing is', async () => {
    setToday('2030-07-29');
    const before = await counts();
    const task = await stack.call('PATCH', `${D5}/tasks`, {
      token: a.token,
      body: { type: 'text', task_id: '4:reflection', response: '늦었습니다' },
    });
    expect(task.status).toBe(409);
    expect(task.body.error.message).toBe(messages.term_over);
    const attendance = await stack.call('PATCH', J1, { token: a.token, body: { day: 14 } });
    expect(attendance.status).toBe(409);
    expect(attendance.body.error.message).toBe(messages.term_over);
    expect(await counts()).toEqual(before);
    // Still readable, not writable.
    expect((await stack.call('GET', `${D5}/days/1`, { token: a.token })).body).toMatchObject({ writable: false, state: 'done' });
  });

  it('the daily job records 60 % as completed (with credits) and 59 % as failed; running again changes nothing', async () => {
    setToday('2030-07-29');
    const job = stack.cms.strapi.cron.jobs.find((j: { name: string }) => j.name === 'recordTermResults');
    expect(job).toBeDefined();
    // It runs at 00:05 in Korea (no summer time there): 15:05 UTC.
    const next: Date = job.job.nextInvocation();
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([15, 5]);
    await job.job.invoke();

    const row = async (id: number) => q(APP).findOne({ where: { id } });
    expect(await row(appIds.aD5)).toMatchObject({ status: 'completed' });
    expect(Number((await row(appIds.aD5)).progress)).toBe(60);
    expect(await row(appIds.aJ1)).toMatchObject({ status: 'failed' });
    expect(Number((await row(appIds.aJ1)).progress)).toBe(59);
    expect(await row(appIds.bD5)).toMatchObject({ status: 'failed' });
    expect(Number((await row(appIds.bD5)).progress)).toBe(40);
    // An unpaid application gets no result.
    expect(await row(appIds.cD5)).toMatchObject({ status: 'applied' });

    const infoA = await stack.call('GET', '/v2/info/semester', { token: a.token });
    expect(infoA.body).toMatchObject({ credits: 3, semester: 1 });
    expect((await stack.call('GET', '/v2/info/semester', { token: b.token })).body).toMatchObject({ credits: 0, semester: 1 });

    const mine = await stack.call('GET', '/v2/my-courses', { token: a.token });
    expect(mine.body.credits).toBe(3);
    expect(mine.body.all.find((cl: any) => cl.course_name === '2030SU-D5')).toMatchObject({
      status: 'completed',
      progress: 60,
      credits: 3,
      days_left: 0,
      today: null,
    });
    expect(mine.body.all.find((cl: any) => cl.course_name === '2030SU-J1')).toMatchObject({ status: 'failed', progress: 59, credits: 0 });
    // The finished semester is still the learner's current one (the latest that has started).
    expect(mine.body.current).toHaveLength(2);

    const snapshot = await q(APP).findMany({ orderBy: { id: 'asc' } });
    const again = await stack.cms.strapi.plugin('studyroom').service('termResults').record();
    expect(again).toMatchObject({ completed: 0, failed: 0 });
    expect(await q(APP).findMany({ orderBy: { id: 'asc' } })).toEqual(snapshot);
  });

  it('start-up records the results of terms that ended while the CMS was down', async () => {
    setToday('2030-07-29');
    // B's lecture class, approved but never studied, is found by the start-up run: 0 of 22 days.
    const id = await application(b.id, '2030SU-J1', 'lotussutra', 1, 'lecture', 'studying');
    const dbFile = stack.cms.dbFile;
    await stack.cms.stop();
    restarted = await startCms({ dbFile });
    const row = await restarted.strapi.db.query(APP).findOne({ where: { id } });
    expect(row).toMatchObject({ status: 'failed' });
    expect(Number(row.progress)).toBe(0);
    // Results recorded before are left as they were.
    expect(await restarted.strapi.db.query(APP).findOne({ where: { id: appIds.aD5 } })).toMatchObject({ status: 'completed' });
  });
});
