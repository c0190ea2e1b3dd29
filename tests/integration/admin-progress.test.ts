import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonDate, PASS_PERCENT } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * This semester's progress for the office, on the demo seed with the clock pinned to 2026-11-21
 * (Korea), three weeks into 2026 autumn: per class, each paid learner's days done out of the
 * lessons (from the study room's own records), who is below the pace that reaches the pass line,
 * the CSV, the access log, and the staff policy. Also the curriculum search over the seeded
 * families, levels and lessons.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const DAY = '2026-11-21';
const RUNNING = '2026FA';
let stack: LearnerStack;
let staff: string;

const db = (uid: string) => stack.cms.strapi.db.query(uid);
const progress = (query = '', token = staff) => stack.call('GET', `/v1/staff/progress${query}`, { token });

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the staff policy', () => {
  it('refuses the table and the CSV to anonymous callers (401) and learners (403)', async () => {
    const learner = (await stack.signIn(`progress.${Date.now()}@example.com`, '학인')).access_token;
    for (const path of ['/v1/staff/progress', '/v1/staff/progress.csv']) {
      expect((await stack.call('GET', path)).status, path).toBe(401);
      expect((await stack.call('GET', path, { token: learner })).status, path).toBe(403);
      expect((await stack.call('GET', path, { token: staff })).status, path).toBe(200);
    }
  });
});

describe('a semester’s progress', () => {
  it('shows the running semester’s classes with each paid learner’s days, progress and pace, as the records say', async () => {
    const res = await progress();
    expect(res.status).toBe(200);
    expect(res.body.semester.code).toBe(RUNNING);
    const d5 = res.body.classes.find((c: any) => c.course_name === `${RUNNING}-D5`);
    expect(d5).toMatchObject({ name: '법구경 이야기', level: 5, category: 'daily' });

    // The demo learner and classmates study it; learners still waiting for payment are not in any class.
    const users = await db('plugin::users-permissions.user').findMany({ select: ['id', 'name', 'email'] });
    const byId = new Map<number, { name: string; email: string }>(users.map((u: any) => [u.id, u] as const));
    expect(d5.learners.map((l: any) => byId.get(l.learner)?.email)).toContain('learner@example.com');
    const everyone = res.body.classes.flatMap((c: any) => c.learners.map((l: any) => byId.get(l.learner)?.email));
    expect(everyone).not.toContain('daon@example.com');
    expect(everyone).not.toContain('haneul@example.com');

    // Every number is the study room's records: days done, lessons opened by today, the pace rule.
    const lessons = await db('plugin::studyroom.lesson').findMany({
      where: { catalog: 'dhammapada', level: 5, publishedAt: { $notNull: true } },
    });
    const [semester] = await stack.cms.strapi.documents('api::semester.semester').findMany({ filters: { code: RUNNING } });
    const opened = new Set(lessons.filter((l: any) => lessonDate(semester.termStart, l.opensOnDay) <= DAY).map((l: any) => l.number)).size;
    expect(d5.opened).toBe(opened);
    expect(d5.lessons).toBe(new Set(lessons.map((l: any) => l.number)).size);
    for (const l of d5.learners) {
      const done = await db('plugin::studyroom.day-completion').count({ where: { owner: l.learner, courseCode: `${RUNNING}-D5` } });
      expect(l.completed_days, byId.get(l.learner)?.name).toBe(done);
      expect(l.progress).toBe(Math.floor((done * 100) / d5.lessons));
      expect(l.behind).toBe(done < Math.ceil((opened * PASS_PERCENT) / 100));
      expect(l.name).toBe(byId.get(l.learner)?.name);
    }
    // The slowest first, so the office sees who needs a call.
    const shown = d5.learners.map((l: any) => l.progress);
    expect(shown).toEqual([...shown].sort((a: number, b: number) => a - b));

    const log = await db('plugin::records.access-log-entry').findMany({ where: { action: 'staff_read', detail: `progress ${RUNNING}` } });
    expect(log.length).toBeGreaterThan(0);
  });

  it('shows an earlier semester when asked, and refuses an unknown one in Korean', async () => {
    const last = await progress('?semester=2025FA');
    expect(last.status).toBe(200);
    expect(last.body.semester.code).toBe('2025FA');
    expect(last.body.classes.flatMap((c: any) => c.learners).every((l: any) => l.behind === false)).toBe(true);
    const unknown = await progress('?semester=1999XX');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.semester_not_found);
    const hostile = await progress('?semester=%27%3B--');
    expect(hostile.status).toBe(400);
    expect(hostile.body.error.message).toBe(messages.semester_not_found);
  });

  it('downloads as CSV for Excel: BOM, Korean, one row per learner and class', async () => {
    const page = (await progress()).body;
    const res = await fetch(`${stack.cms.url}/api/v1/staff/progress.csv`, {
      headers: { Authorization: `Bearer ${staff}`, 'x-dharma-server-secret': stack.secret },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual(['반', '과정', '학습자 번호', '학습자', '마친 날', '열린 날', '전체 날', '진도(%)', '뒤처짐']);
    expect(rows.length - 1).toBe(page.classes.reduce((n: number, c: any) => n + c.learners.length, 0));
    const bori = page.classes.find((c: any) => c.course_name === `${RUNNING}-D5`).learners.find((l: any) => l.name === '김보리');
    expect(rows).toContainEqual([
      `${RUNNING}-D5`,
      '법구경 이야기 5단계',
      String(bori.learner),
      '김보리',
      String(bori.completed_days),
      expect.any(String),
      expect.any(String),
      String(bori.progress),
      bori.behind ? '뒤처짐' : '',
    ]);
  });
});

describe('the curriculum search', () => {
  const search = (q: string, token = staff) => stack.call('GET', `/v1/staff/curriculum?${new URLSearchParams({ q })}`, { token });

  it('is for staff only', async () => {
    const learner = (await stack.signIn(`curriculum.${Date.now()}@example.com`, '학인')).access_token;
    expect((await stack.call('GET', '/v1/staff/curriculum?q=%EB%B2%95')).status).toBe(401);
    expect((await search('법', learner)).status).toBe(403);
  });

  it('finds a family by its name and lessons by title, story and scripture passage, with where it matched', async () => {
    const byName = await search('법구경');
    expect(byName.status).toBe(200);
    expect(byName.body.levels).toContainEqual({
      catalog: 'dhammapada',
      name: '법구경 이야기',
      level: null,
      title: null,
      match: '법구경 이야기',
    });

    const lessons = await stack.cms.strapi
      .documents('plugin::studyroom.lesson')
      .findMany({ status: 'published', fields: ['documentId', 'title', 'story', 'number', 'level', 'catalog'], limit: 500 });
    const titled = lessons[0];
    const byTitle = await search(titled.title);
    expect(byTitle.body.lessons).toContainEqual(
      expect.objectContaining({
        document_id: titled.documentId,
        number: titled.number,
        level: titled.level,
        catalog: titled.catalog,
        title: titled.title,
      }),
    );

    const told = lessons.find((l: any) => (l.story ?? '').length > 20)!;
    const words = told.story.slice(5, 15);
    const byStory = await search(words);
    const found = byStory.body.lessons.find((l: any) => l.document_id === told.documentId);
    expect(found?.match).toContain(words);
  });

  it('refuses no words or too many in Korean; odd characters are only words', async () => {
    for (const q of ['', '   ', '가'.repeat(41)]) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error.message).toBe(messages.curriculum_query_invalid);
    }
    for (const q of ["%' OR 1=1 --", '*', '_']) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(res.body.lessons).toEqual([]);
    }
  });
});
