import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * Moderation of learners' posts on the demo seed, clock pinned to 2026-11-21 (Korea): staff list
 * the verses and stories by class, words and state; a hidden post leaves the class board and its
 * author reads staff's reason on their day page; shown again it is back; two hides record one;
 * every change is in the audit trail and, as a staff change of the author's data, in the access
 * log, like every read of the list. Anonymous callers get 401, learners 403.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const D5 = '/v2/classes/2026FA/D5';
let stack: LearnerStack;
let staff: string;
let bori: string;
let sumin: string;

const posts = (query = '', token = staff) => stack.call('GET', `/v1/staff/posts${query}`, { token });
const moderate = (id: number | string, body: unknown, token = staff) => stack.call('PATCH', `/v1/staff/posts/${id}`, { token, body });
const accessLog = (where: Record<string, unknown>) =>
  stack.cms.strapi.db.query('plugin::records.access-log-entry').findMany({ where, orderBy: { id: 'asc' } });

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  bori = (await stack.signIn('learner@example.com', null)).access_token;
  sumin = (await stack.signIn('sumin@example.com', null)).access_token;
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

/** 김보리's newest verse in dhammapada 5, as the office lists it. */
async function borisVerse() {
  const all = (await posts('?course=2026FA-D5')).body.entries;
  const mine = all.find((p: any) => p.author_name === '김보리' && p.type === 'verse');
  expect(mine, 'the demo learner wrote verses').toBeTruthy();
  return mine;
}

describe('the staff policy', () => {
  it('refuses the list and a change to anonymous callers (401) and learners (403), changing nothing', async () => {
    const post = await borisVerse();
    expect((await stack.call('GET', '/v1/staff/posts')).status).toBe(401);
    expect((await posts('', bori)).status).toBe(403);
    expect((await stack.call('PATCH', `/v1/staff/posts/${post.id}`, { body: { hidden: true, reason: 'x' } })).status).toBe(401);
    expect((await moderate(post.id, { hidden: true, reason: 'x' }, sumin)).status).toBe(403);
    expect((await posts('?course=2026FA-D5')).body.entries.find((p: any) => p.id === post.id).hidden).toBe(false);
  });
});

describe('the list', () => {
  it('filters by class, words (wildcards taken literally) and state, newest first, as text', async () => {
    const all = await posts('?course=2026FA-D5');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(0);
    expect(all.body.entries.every((p: any) => p.course_code === '2026FA-D5' && ['verse', 'story'].includes(p.type))).toBe(true);
    const times = all.body.entries.map((p: any) => p.written_at);
    expect(times).toEqual([...times].sort().reverse());
    const sample = all.body.entries[0];
    const words = sample.text.slice(0, 6);
    const found = await posts(`?course=2026FA-D5&q=${encodeURIComponent(words)}`);
    expect(found.body.entries.map((p: any) => p.id)).toContain(sample.id);
    expect(found.body.entries.every((p: any) => p.text.toLowerCase().includes(words.toLowerCase()))).toBe(true);
    expect((await posts('?q=%25')).body.total).toBe(0);
    expect((await posts('?q=_')).body.total).toBe(0);
    const bad = await posts('?state=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.audit_filter_invalid);
  });
});

describe('hiding and showing', () => {
  it('hides a post from the board, tells its author why, and shows it again; each in the audit trail', async () => {
    const post = await borisVerse();
    const onBoard = async () =>
      ((await stack.call('GET', `${D5}/verses?day=${post.day}`, { token: sumin })).body.verses ?? []).map((p: any) => p.id);
    expect(await onBoard()).toContain(post.id);

    const hidden = await moderate(post.id, { hidden: true, reason: '개인 연락처가 들어 있어 숨깁니다.' });
    expect(hidden.status).toBe(200);
    expect(await onBoard()).not.toContain(post.id);
    const day = await stack.call('GET', `${D5}/days/${post.day}`, { token: bori });
    const task = day.body.tasks.find((t: any) => t.type === 'verse');
    expect(task).toMatchObject({ response: post.text, hidden: true, hidden_reason: '개인 연락처가 들어 있어 숨깁니다.' });
    expect((await posts('?state=hidden')).body.entries.map((p: any) => [p.id, p.hidden_reason])).toContainEqual([
      post.id,
      '개인 연락처가 들어 있어 숨깁니다.',
    ]);

    const again = await moderate(post.id, { hidden: true, reason: '한 번 더' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.post_already_hidden);

    expect((await moderate(post.id, { hidden: false })).status).toBe(200);
    expect(await onBoard()).toContain(post.id);
    const after = await stack.call('GET', `${D5}/days/${post.day}`, { token: bori });
    expect(after.body.tasks.find((t: any) => t.type === 'verse').hidden).toBeUndefined();
    expect((await moderate(post.id, { hidden: false })).body.error.message).toBe(messages.post_already_shown);

    const audit = await stack.cms.strapi.db
      .query('plugin::records.audit-entry')
      .findMany({ where: { target: `post:${post.id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((e: any) => [e.action, e.after])).toEqual([
      ['post.hide', { hidden: true, reason: '개인 연락처가 들어 있어 숨깁니다.' }],
      ['post.show', { hidden: false }],
    ]);
  });

  it('records one hide when two staff members hide the same post at once', async () => {
    const post = (await posts('?course=2026FA-D5&state=shown')).body.entries.find((p: any) => p.author_name !== '김보리');
    const answers = await Promise.all([
      moderate(post.id, { hidden: true, reason: '가' }),
      moderate(post.id, { hidden: true, reason: '나' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stack.cms.strapi.db.query('plugin::records.audit-entry').count({ where: { target: `post:${post.id}` } })).toBe(1);
  });

  it('needs a reason to hide; an unknown post or a task that is no post is 404; nothing changes', async () => {
    const post = (await posts('?course=2026FA-D5&state=shown')).body.entries[0];
    for (const [body, message] of [
      [{ hidden: true }, messages.moderation_reason_required],
      [{ hidden: true, reason: '  ' }, messages.moderation_reason_required],
      [{ hidden: true, reason: '가'.repeat(201) }, messages.moderation_reason_required],
      [{ hidden: 'yes' }, messages.moderation_payload_invalid],
    ] as const) {
      const res = await moderate(post.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const check = await stack.cms.strapi.db.query('plugin::studyroom.task-response').findOne({ where: { type: 'check' } });
    for (const id of [999999, check.id, 'abc']) {
      const res = await moderate(id, { hidden: true, reason: 'x' });
      expect(res.status, String(id)).toBe(404);
      expect(res.body.error.message).toBe(messages.post_not_found);
    }
    expect((await posts('?course=2026FA-D5')).body.entries.find((p: any) => p.id === post.id).hidden).toBe(false);
  });
});

describe('the access log', () => {
  it('records hiding and showing a post as staff changes of its author’s data, with the address; a refused change adds nothing', async () => {
    const post = (await posts('?course=2026FA-D5&state=shown')).body.entries.find((p: any) => p.author_name === '한수민');
    expect(post, 'the demo classmate wrote posts').toBeTruthy();
    const staffId = (await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'staff@example.com' } }))
      .id;
    const before = (await accessLog({ subject: post.author, action: 'staff_change' })).length;
    expect(
      (await stack.call('PATCH', `/v1/staff/posts/${post.id}`, { token: staff, body: { hidden: true, reason: '광고 글' }, ip: '10.5.0.1' }))
        .status,
    ).toBe(200);
    expect(
      (await stack.call('PATCH', `/v1/staff/posts/${post.id}`, { token: staff, body: { hidden: true, reason: '두 번째' }, ip: '10.5.0.2' }))
        .status,
    ).toBe(409);
    expect(
      (await stack.call('PATCH', `/v1/staff/posts/${post.id}`, { token: staff, body: { hidden: false }, ip: '10.5.0.3' })).status,
    ).toBe(200);
    const entries = (await accessLog({ subject: post.author, action: 'staff_change' })).slice(before);
    expect(entries.map((e: any) => [e.actor, e.actorRole, e.detail, e.address])).toEqual([
      [staffId, 'staff', `post ${post.id} hidden`, '10.5.0.1'],
      [staffId, 'staff', `post ${post.id} shown`, '10.5.0.3'],
    ]);
  });

  it('records each read of the list (authors’ names and texts) as a staff read with the page and the address', async () => {
    const staffId = (await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'staff@example.com' } }))
      .id;
    const read = async (query: string, ip: string) => {
      expect((await stack.call('GET', `/v1/staff/posts${query}`, { token: staff, ip })).status).toBe(200);
      return accessLog({ action: 'staff_read', address: ip });
    };
    expect((await read('', '10.5.1.1')).map((e: any) => [e.actor, e.actorRole, e.subject, e.detail])).toEqual([
      [staffId, 'staff', null, 'posts page 1'],
    ]);
    expect((await read('?page=2', '10.5.1.2')).map((e: any) => e.detail)).toEqual(['posts page 2']);
  });
});
