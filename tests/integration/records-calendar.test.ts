import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * The learner's calendar and private iCalendar feed over HTTP against a real Strapi, with content
 * of the test's own: summer 2030 (term 2030-07-01 … 2030-07-28, applications 06-01 … 06-20,
 * payment due 06-25) and one dhammapada level 5 class whose 4 lessons open on term days 1–4.
 * Today is 2030-07-03: day 1 is done, day 2 missed, days 3 and 4 to come. A public class runs
 * 07-10 … 07-12, a self-study 2030-08-02 … 08-03.
 */
const TODAY = '2030-07-03';
const D5 = '/v2/classes/2030SU/D5';
let stack: LearnerStack;
type Learner = { token: string; id: number };
let alice: Learner;
let bob: Learner;

const signIn = (email: string): Promise<Learner> => stack.signedIn(email, '학인');
const feedOf = (token: string, secret?: string | null) => stack.call('GET', `/v1/calendar/feed/${token}`, { secret });

/** The events of an iCalendar text: each VEVENT's fields by name (parameters dropped), after unfolding lines. */
function events(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]] = line.slice(colon + 1);
    }
  }
  return out;
}

beforeAll(async () => {
  process.env.DHARMA_NOW = `${TODAY}T10:00:00+09:00`;
  stack = await startLearnerStack('records-calendar', { DHARMA_NOW: `${TODAY}T10:00:00+09:00`, SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi, {
    semesters: [{ ...SUMMER_2030, paymentDue: '2030-06-25' }],
    lessons: [1, 2, 3, 4].map((number) => ({
      catalog: 'dhammapada',
      level: 5,
      number,
      opensOnDay: number,
      title: `${number}일차`,
      tasks: [{ key: 'read', type: 'check', prompt: '읽었습니다', required: true }],
    })),
  });
  await strapi
    .documents('api::public-class.public-class')
    .create({ data: { slug: 'summer-talk', name: '여름 법문', startedAt: '2030-07-10', endedAt: '2030-07-12' } });
  await strapi.documents('api::self-study.self-study').create({
    data: { slug: 'aug-sitting', name: '8월 좌선', minutesPerDay: 30, startedAt: '2030-08-02', endedAt: '2030-08-03', days: 2 },
  });

  alice = await signIn(`cal.alice.${Date.now()}@example.com`);
  bob = await signIn(`cal.bob.${Date.now()}@example.com`);
  await applicationRow(strapi, alice.id, '학인', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  // Day 1 studied on its own day.
  process.env.DHARMA_NOW = '2030-07-01T10:00:00+09:00';
  const done = await stack.call('PATCH', `${D5}/tasks`, { token: alice.token, body: { type: 'check', task_id: '1:read', response: true } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  process.env.DHARMA_NOW = `${TODAY}T10:00:00+09:00`;
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('GET /v1/calendar', () => {
  it('shows the learner’s study days with their state and the school’s dates of the month', async () => {
    const res = await stack.call('GET', '/v1/calendar?month=2030-07', { token: alice.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ month: '2030-07', today: TODAY, previous: '2030-06', next: '2030-08' });
    expect(res.body.items.map((i: any) => [i.date, i.kind, i.state ?? null])).toEqual([
      ['2030-07-01', 'study', 'done'],
      ['2030-07-01', 'term_start', null],
      ['2030-07-02', 'study', 'missed'],
      ['2030-07-03', 'study', 'upcoming'],
      ['2030-07-04', 'study', 'upcoming'],
      ['2030-07-10', 'public_class', null],
      ['2030-07-28', 'term_end', null],
    ]);
    expect(res.body.items[0]).toMatchObject({ title: '법구경 5단계 1일차', href: '/studyroom/courses/2030SU-D5/1' });
  });

  it('shows application windows and the payment due date in their month, and the current month by default', async () => {
    const june = await stack.call('GET', '/v1/calendar?month=2030-06', { token: alice.token });
    expect(june.body.items.map((i: any) => [i.date, i.kind])).toEqual([
      ['2030-06-01', 'apply_start'],
      ['2030-06-20', 'apply_end'],
      ['2030-06-25', 'payment_due'],
    ]);
    const current = await stack.call('GET', '/v1/calendar', { token: alice.token });
    expect(current.body.month).toBe('2030-07');
    const august = await stack.call('GET', '/v1/calendar?month=2030-08', { token: alice.token });
    expect(august.body.items.map((i: any) => [i.date, i.end, i.kind])).toEqual([['2030-08-02', '2030-08-03', 'self_study']]);
  });

  it('shows another learner only the school’s dates', async () => {
    const res = await stack.call('GET', '/v1/calendar?month=2030-07', { token: bob.token });
    expect(res.body.items.map((i: any) => i.kind)).toEqual(['term_start', 'public_class', 'term_end']);
  });

  it('refuses a bad month in Korean and a visitor with 401', async () => {
    for (const month of ['2030-13', '2030-7', 'july', '1999-01', '2030-07-01']) {
      const res = await stack.call('GET', `/v1/calendar?month=${month}`, { token: alice.token });
      expect(res.status, month).toBe(400);
      expect(res.body.error.message).toBe(messages.calendar_month_invalid);
    }
    expect((await stack.call('GET', '/v1/calendar?month=2030-07')).status).toBe(401);
  });
});

describe('the private iCalendar feed', () => {
  let first = '';

  it('has none until the learner makes one, then serves valid iCalendar by its token', async () => {
    expect((await stack.call('GET', '/v1/calendar/feed', { token: alice.token })).body).toEqual({ active: false });
    expect((await stack.call('GET', '/v1/calendar?month=2030-07', { token: alice.token })).body.feed_active).toBe(false);
    const made = await stack.call('POST', '/v1/calendar/feed', { token: alice.token });
    expect(made.status).toBe(200);
    expect(made.body.active).toBe(true);
    first = made.body.token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stack.call('GET', '/v1/calendar/feed', { token: alice.token })).body).toEqual({ active: true });
    expect((await stack.call('GET', '/v1/calendar?month=2030-07', { token: alice.token })).body.feed_active).toBe(true);
    // Only the hash is stored.
    const rows = await stack.cms.strapi.db.query('plugin::records.calendar-feed').findMany({ where: { owner: alice.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(first);

    const feed = await feedOf(first);
    expect(feed.status).toBe(200);
    const text = feed.body as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('X-WR-TIMEZONE:Asia/Seoul');
    const all = events(text);
    // 4 study days, term start and end, 2 application dates, the payment due, a public class, a self-study.
    expect(all).toHaveLength(11);
    const byUid = new Map(all.map((e) => [e.UID, e]));
    expect(byUid.get('study-2030SU-D5-1@calendar.dharma-school')).toMatchObject({
      DTSTART: '20300701',
      DTEND: '20300702',
      SUMMARY: '법구경 5단계 1일차 (완료)',
    });
    expect(byUid.get('study-2030SU-D5-2@calendar.dharma-school')?.SUMMARY).toBe('법구경 5단계 2일차 (놓침)');
    expect(byUid.get('study-2030SU-D5-4@calendar.dharma-school')).toMatchObject({
      DTSTART: '20300704',
      SUMMARY: '법구경 5단계 4일차 (예정)',
    });
    expect(byUid.get('public-class-summer-talk@calendar.dharma-school')).toMatchObject({ DTSTART: '20300710', DTEND: '20300713' });
    expect(byUid.get('payment-due-2030SU@calendar.dharma-school')).toMatchObject({ DTSTART: '20300625' });
    // The same UIDs on every fetch, so calendar apps update events instead of duplicating them.
    expect(events((await feedOf(first)).body as string).map((e) => e.UID)).toEqual(all.map((e) => e.UID));
  });

  it('is served only to the web server', async () => {
    expect((await feedOf(first, null)).status).toBe(401);
  });

  it('stops the old address at once when renewed, and every address when turned off', async () => {
    const renewed = await stack.call('POST', '/v1/calendar/feed', { token: alice.token });
    const second = renewed.body.token as string;
    expect(second).not.toBe(first);
    const old = await feedOf(first);
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe(messages.calendar_feed_not_found);
    expect((await feedOf(second)).status).toBe(200);

    const off = await stack.call('DELETE', '/v1/calendar/feed', { token: alice.token });
    expect(off.body).toEqual({ active: false });
    expect((await feedOf(second)).status).toBe(404);
    expect((await stack.call('GET', '/v1/calendar/feed', { token: alice.token })).body).toEqual({ active: false });
  });

  it('answers 404 to a token that was never made or is not a token', async () => {
    for (const token of ['x'.repeat(43), 'short', '..%2F..%2Fetc']) expect((await feedOf(token)).status).toBe(404);
  });

  it('keeps each learner’s feed their own', async () => {
    const bobs = (await stack.call('POST', '/v1/calendar/feed', { token: bob.token })).body.token as string;
    const alices = (await stack.call('POST', '/v1/calendar/feed', { token: alice.token })).body.token as string;
    expect(events((await feedOf(bobs)).body).some((e) => e.UID.startsWith('study-'))).toBe(false);
    expect(events((await feedOf(alices)).body).some((e) => e.UID.startsWith('study-'))).toBe(true);
  });
});
