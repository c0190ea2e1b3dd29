import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lessonDate, TERM_LENGTH_DAYS } from '@dharma/config/rules';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { seedData } from '../../cms/src/seed/data';
import { seedVerseBoards } from '../../cms/src/seed/studyroom-votes';

/**
 * A fresh demo shows every state of the study room. The clock is pinned to 2026-11-21 (Korea):
 * the seed adds 2026 autumn as the semester whose term runs that day (from 2026-10-31, three weeks
 * earlier), its lessons, a demo learner studying in it who also has last year's classes, and
 * learners whose applications wait for payment. Applications still open for 2027 spring.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const DAY = '2026-11-21';
const RUNNING = '2026FA';
const LESSON = 'plugin::studyroom.lesson';
const APP = 'plugin::enrolment.application';
const RESPONSE = 'plugin::studyroom.task-response';
const COMPLETION = 'plugin::studyroom.day-completion';
const VOTE = 'plugin::studyroom.vote';
let stack: LearnerStack;

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await startLearnerStack('studyroom-seed', { DHARMA_NOW: TODAY });
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

const db = (uid: string) => stack.cms.strapi.db.query(uid);
const demoUser = () => db('plugin::users-permissions.user').findOne({ where: { email: 'learner@example.com' } });

describe('the study room demo', () => {
  it('2026 autumn is running on the seeding day, its window over; applications go to 2027 spring', async () => {
    const [running] = await stack.cms.strapi.documents('api::semester.semester').findMany({ filters: { code: RUNNING } });
    expect(running).toMatchObject({
      label: '2026 가을학기',
      termStart: addDays(DAY, -21),
      termEnd: addDays(addDays(DAY, -21), TERM_LENGTH_DAYS - 1),
    });
    expect(running.termStart <= DAY && DAY <= running.termEnd).toBe(true);
    expect(running.applyEnd < DAY).toBe(true);
    const check = await stack.call('GET', '/v2/apply/semester-check', { secret: null });
    expect(check.body).toMatchObject({ semester: '2027SP', open: true });
  });

  it('has published lessons: 77 of sati 3 and of dhammapada 5 (one a day), 12 weekly lotus sutra lectures with videos', async () => {
    const published = (catalog: string, level: number) =>
      stack.cms.strapi
        .documents(LESSON)
        .findMany({ filters: { catalog, level }, status: 'published', populate: '*', sort: 'number:asc', limit: 200 });
    const sati = await published('sati', 3);
    const dhamma = await published('dhammapada', 5);
    const lotus = await published('lotussutra', 1);
    expect([sati.length, dhamma.length, lotus.length]).toEqual([77, 77, 12]);
    for (const lessons of [sati, dhamma, lotus]) {
      expect(new Set(lessons.map((l: any) => l.title)).size).toBe(lessons.length);
      expect(lessons.map((l: any) => l.number)).toEqual(lessons.map((_: any, i: number) => i + 1));
      expect(lessons.every((l: any) => l.body?.[0]?.type === 'paragraph' && l.tasks.some((t: any) => t.required))).toBe(true);
    }
    expect(sati.map((l: any) => l.opensOnDay)).toEqual(sati.map((l: any) => l.number));
    expect(
      dhamma.every(
        (l: any) =>
          l.scripture?.passage &&
          l.story &&
          l.tasks.some((t: any) => t.type === 'verse' && t.required) &&
          l.tasks.some((t: any) => t.type === 'story'),
      ),
    ).toBe(true);
    expect(lotus.map((l: any) => l.opensOnDay)).toEqual([1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78].slice(0, 12));
    expect(lotus.every((l: any) => l.video?.title && l.video.url.startsWith('https://'))).toBe(true);
    // Editors find them published in the panel: a draft row beside each published one.
    expect(await db(LESSON).count({ where: { publishedAt: null } })).toBe(166);
  });

  it('the demo learner signs in with Kakao under learner@example.com, already signed up', async () => {
    const before = await demoUser();
    expect(before).toMatchObject({ name: '김보리' });
    const { access_token: token } = await stack.signIn('learner@example.com', null);
    expect((await demoUser()).id).toBe(before.id);
    const info = await stack.call('GET', '/v2/info/semester', { token });
    expect(info.status).toBe(200);
    // Studied in 2025 autumn and 2026 autumn.
    expect(info.body).toMatchObject({ username: '김보리', semester: 2 });
    const coming = await stack.call('GET', '/v2/apply/coming', { token });
    expect(coming.status).toBe(200);
    expect(coming.body.map((s: any) => s.semester)).toEqual([RUNNING]);
  });

  it('studies three approved classes of the running term, about two thirds of the past days done', async () => {
    const user = await demoUser();
    const apps = await db(APP).findMany({ where: { owner: user.id, semesterCode: RUNNING }, orderBy: { courseCode: 'asc' } });
    expect(apps.map((a: any) => [a.courseCode, a.status])).toEqual([
      ['2026FA-D5', 'approved'],
      ['2026FA-J1', 'approved'],
      ['2026FA-S3', 'approved'],
    ]);
    const termStart = addDays(DAY, -21);
    for (const app of apps) {
      const lessons = await stack.cms.strapi
        .documents(LESSON)
        .findMany({ filters: { catalog: app.catalog, level: app.level }, status: 'published', populate: ['tasks'], limit: 200 });
      const past = lessons.filter((l: any) => lessonDate(termStart, l.opensOnDay) < DAY);
      const done = await db(COMPLETION).findMany({ where: { owner: user.id, courseCode: app.courseCode } });
      expect(done.length / past.length, app.courseCode).toBeCloseTo(2 / 3, 1);
      // Some past days missed, and today's day still open.
      expect(done.length).toBeLessThan(past.length);
      for (const completion of done) {
        const lesson = lessons.find((l: any) => l.number === completion.day);
        expect(lessonDate(termStart, lesson.opensOnDay) < DAY).toBe(true);
        const answered = await db(RESPONSE).findMany({ where: { owner: user.id, courseCode: app.courseCode, day: completion.day } });
        const required = lesson.tasks.filter((t: any) => t.required).map((t: any) => t.key);
        expect(answered.map((r: any) => r.taskKey)).toEqual(expect.arrayContaining(required));
        expect(answered.every((r: any) => r.application === app.id)).toBe(true);
      }
    }
    // Nothing is answered for a day that has not opened.
    const late = await db(RESPONSE).findMany({ where: { owner: user.id, courseCode: { $startsWith: RUNNING }, day: { $gt: 22 } } });
    expect(late).toEqual([]);
  });

  it('has last year: 2025 autumn sati 3 with 50 of 77 days done and lotus sutra 1 with 3 of 12', async () => {
    const user = await demoUser();
    const apps = await db(APP).findMany({ where: { owner: user.id, semesterCode: '2025FA' }, orderBy: { courseCode: 'asc' } });
    expect(apps.map((a: any) => a.courseCode)).toEqual(['2025FA-J1', '2025FA-S3']);
    expect(await db(COMPLETION).count({ where: { owner: user.id, courseCode: '2025FA-S3' } })).toBe(50);
    expect(await db(COMPLETION).count({ where: { owner: user.id, courseCode: '2025FA-J1' } })).toBe(3);
  });

  it('has learners whose applications wait for payment, for 2027 spring and for the running term', async () => {
    const waiting = await db(APP).findMany({ where: { status: 'applied' } });
    const owners = new Set(waiting.map((a: any) => a.owner));
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(new Set(waiting.map((a: any) => a.semesterCode))).toEqual(new Set(['2027SP', RUNNING]));
    // Each waits with the fee on its required course.
    for (const owner of owners) {
      const mine = waiting.filter((a: any) => a.owner === owner);
      expect(mine.find((a: any) => a.kind === 'required')?.amountDue).toBe(130000);
    }
  });

  it('the demo learner’s dhammapada class has classmates whose verses and stories carry votes', async () => {
    const { access_token: token } = await stack.signIn('learner@example.com', null);
    const user = await demoUser();
    const D5 = `/v2/classes/${RUNNING}/D5`;
    // Yesterday (day 21): several classmates wrote, some are shown by their dharma name.
    const res = await stack.call('GET', `${D5}/verses?day=21`, { token });
    expect(res.status).toBe(200);
    expect(res.body.voting_open).toBe(true);
    const authors = new Set(res.body.verses.map((p: any) => p.author));
    expect(authors.size).toBeGreaterThanOrEqual(4);
    expect(authors).toContain('보현');
    expect(res.body.verses.some((p: any) => p.votes > 0)).toBe(true);
    expect(res.body.stories.length).toBeGreaterThan(0);
    expect(new Set(res.body.verses.map((p: any) => p.text)).size).toBe(res.body.verses.length);
    const tally = await stack.call('GET', `${D5}/21/vote`, { token });
    expect(tally.body.verses[0].votes).toBeGreaterThan(1);

    // Every past day has votes; nobody voted twice of a kind in a day nor for their own post.
    const votes = await db(VOTE).findMany({ where: { courseCode: `${RUNNING}-D5` } });
    expect(new Set(votes.map((v: any) => v.day)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(votes.map((v: any) => `${v.voter}:${v.day}:${v.type}`)).size).toBe(votes.length);
    const posts = await db(RESPONSE).findMany({ where: { id: { $in: votes.map((v: any) => v.post) } } });
    const byId = new Map(posts.map((p: any) => [p.id, p]));
    for (const vote of votes) {
      const post: any = byId.get(vote.post);
      expect(post.owner).not.toBe(vote.voter);
      expect([post.courseCode, post.day, post.type]).toEqual([vote.courseCode, vote.day, vote.type]);
    }
    // The demo learner's own posts are among those voted for, and carry their verse.
    const mine = posts.filter((p: any) => p.owner === user.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p: any) => p.bookId === 1 && p.verse >= 221 && p.verse <= 289)).toBe(true);

    // A verse's best posts gather them (day 1 is verse 221).
    const best = await stack.call('GET', '/v2/books/1/verses/best/221', { token });
    expect(best.status).toBe(200);
    expect(best.body.posts.length).toBeGreaterThan(1);
    expect(best.body.posts[0].votes).toBeGreaterThanOrEqual(best.body.posts[1].votes);
  });

  it('a database seeded before lessons named their verse gets them once, and nothing more', async () => {
    // As a database seeded at the previous version: passages and posts without a book id.
    const SCRIPTURE = 'studyroom.scripture';
    await db(SCRIPTURE).updateMany({ where: { book: '법구경' }, data: { bookId: null, verse: null } });
    const user = await demoUser();
    await db(RESPONSE).updateMany({ where: { owner: user.id, type: { $in: ['verse', 'story'] } }, data: { bookId: null, verse: null } });
    const count = async () => [
      await db(VOTE).count(),
      await db(RESPONSE).count(),
      await db('plugin::users-permissions.user').count(),
      await db(APP).count(),
    ];
    const before = await count();

    await seedVerseBoards(
      stack.cms.strapi,
      seedData.semesters[seedData.semesters.length - 1],
      seedData.privacyPolicy.version,
      new Date(TODAY),
    );

    expect(await count()).toEqual(before);
    const passages = await db(SCRIPTURE).findMany({ where: { book: '법구경' } });
    // Each of the 77 lessons has a draft and a published passage.
    expect(passages).toHaveLength(154);
    expect(
      passages.every(
        (p: any) => p.bookId === 1 && (p.reference.endsWith(`제${p.verse}게`) || p.reference.endsWith(`제${p.verse}게 (다시 읽기)`)),
      ),
    ).toBe(true);
    const mine = await db(RESPONSE).findMany({ where: { owner: user.id, courseCode: `${RUNNING}-D5`, type: { $in: ['verse', 'story'] } } });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p: any) => p.bookId === 1 && p.verse >= 221)).toBe(true);
  });
});
