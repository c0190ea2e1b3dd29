import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, DHAMMAPADA, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * Verses, stories and votes over HTTP against a real Strapi, with content of the test's own (no
 * demo seed): summer 2030 (term 2030-07-01 … 2030-07-28) with two dhammapada classes, level 5
 * (2030SU-D5, about 210 learners) and level 4 (2030SU-D4). Every lesson asks for a verse
 * (required) and a story (optional) on a dhammapada verse: D5 day N is verse 220 + N, D4 day 2 is
 * verse 222 too, so verse 222 has posts in both classes. Posts are written through the task
 * API, as learners write them. Today is day 5 (2030-07-05) until the term-over test.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
const setToday = (date: string) => {
  process.env.DHARMA_NOW = at(date);
};

const RESPONSE = 'plugin::studyroom.task-response';
const VOTE = 'plugin::studyroom.vote';
const D5 = '/v2/classes/2030SU/D5';
const D4 = '/v2/classes/2030SU/D4';

let stack: LearnerStack;
type Learner = { token: string; id: number; name: string };
let alice: Learner; // D5, dharma name 보리행
let bob: Learner; // D5
let carol: Learner; // D5
let dave: Learner; // D4 only
let dora: Learner; // D4
let dina: Learner; // D4
let unpaid: Learner; // D5 applied, fee unpaid
let staff: Learner;
let crowd: Learner[] = []; // 200 more learners of D5

let n = 0;
const signIn = async (email: string, name: string): Promise<Learner> => ({ ...(await stack.signedIn(email, name)), name });
const learner = (name = `학인${++n}`) => signIn(`votes${++n}.${Date.now()}@example.com`, name);

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const voteRows = () => q(VOTE).count();

async function application(owner: number, courseCode: string, level: number, status = 'approved') {
  await applicationRow(stack.cms.strapi, owner, '학인', {
    semesterCode: '2030SU',
    level,
    courseCode,
    status,
    amountDue: status === 'applied' ? 130000 : 0,
  });
}

const tasks = [
  { key: 'read', type: 'check', prompt: '읽었습니다', required: true },
  { key: 'verse', type: 'verse', prompt: '게송을 옮겨 적어 보세요', required: true },
  { key: 'story', type: 'story', prompt: '이야기를 적어 보세요', required: false },
];
const lesson = (level: number, number: number, verse: number) => ({
  catalog: 'dhammapada',
  level,
  number,
  opensOnDay: number,
  title: `${number}일차`,
  body: [{ type: 'paragraph', children: [{ type: 'text', text: `${number}일차 본문` }] }],
  scripture: { book: '법구경', reference: `제${verse}게`, passage: `게송 ${verse}`, bookId: 1, verse },
  tasks,
});

/** Writes a post through the task API; answers the post's id (the response row's id). */
async function post(who: Learner, type: 'verse' | 'story', day: number, text: string, path = D5): Promise<number> {
  const res = await stack.call('PATCH', `${path}/tasks`, { token: who.token, body: { type, task_id: `${day}:${type}`, response: text } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await q(RESPONSE).findOne({
    where: { owner: who.id, day, taskKey: type, courseCode: path === D5 ? '2030SU-D5' : '2030SU-D4' },
  });
  return row.id as number;
}
const vote = (who: Learner, body: unknown, path = D5) => stack.call('POST', `${path}/vote`, { token: who.token, body });
const board = (who: Learner, day: number | string, path = D5) => stack.call('GET', `${path}/verses?day=${day}`, { token: who.token });
const tally = (who: Learner, day: number | string, path = D5) => stack.call('GET', `${path}/${day}/vote`, { token: who.token });

/** Runs `work` on every item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

const posts: Record<string, number> = {};

beforeAll(async () => {
  setToday('2030-07-05');
  stack = await startLearnerStack('votes', { DHARMA_NOW: at('2030-07-05'), SEED_DEMO_CONTENT: 'false' });
  await seedSummer2030(stack.cms.strapi, {
    semesters: [SUMMER_2030],
    families: [{ ...DHAMMAPADA, levels: [1, 2, 3, 4, 5] }],
    lessons: [...[1, 2, 3, 4, 5].map((day) => lesson(5, day, 220 + day)), lesson(4, 1, 300), lesson(4, 2, 222)],
  });

  [alice, bob, carol, dave, dora, dina, unpaid] = [
    await learner('김앨리스'),
    await learner('박밥'),
    await learner('최캐럴'),
    await learner('정데이브'),
    await learner(),
    await learner(),
    await learner(),
  ];
  staff = await signIn('staff@example.com', '담당자');
  for (const who of [alice, bob, carol]) await application(who.id, '2030SU-D5', 5);
  for (const who of [dave, dora, dina]) await application(who.id, '2030SU-D4', 4);
  await application(unpaid.id, '2030SU-D5', 5, 'applied');
  // Alice gives her dharma name with her temple membership: the boards show her by it.
  const membership = await stack.call('POST', '/v1/applications', { token: alice.token, body: { religion_name: '보리행', agreed: true } });
  expect(membership.status).toBe(200);

  crowd = await inBatches(
    Array.from({ length: 200 }, (_, i) => i),
    10,
    () => learner(),
  );
  for (const who of crowd) await application(who.id, '2030SU-D5', 5);
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the board of a day', () => {
  it('lists the verses and stories of the class’s day, oldest first, by display name, as plain text', async () => {
    posts.aliceVerse = await post(alice, 'verse', 3, '<b>분노</b>를 버리고 자만을 버려라.');
    posts.aliceStory = await post(alice, 'story', 3, '로히니의 이야기가 마음에 남았습니다.');
    posts.bobVerse = await post(bob, 'verse', 3, '화를 붙잡아 다스리는 사람이 참된 마부입니다.');
    posts.bobStory = await post(bob, 'story', 3, '나무의 신이 손을 거두는 장면이 좋았습니다.');
    posts.carolVerse = await post(carol, 'verse', 3, '성냄은 성내지 않음으로 이긴다.');
    posts.daveVerse = await post(dave, 'verse', 1, '다른 반의 게송입니다.', D4);

    const res = await board(bob, 3);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ day: 3, voting_open: true, my_votes: { verse: null, story: null } });
    expect(res.body.verses.map((p: any) => [p.id, p.author, p.text, p.mine, p.votes, p.voted])).toEqual([
      [posts.aliceVerse, '보리행', '<b>분노</b>를 버리고 자만을 버려라.', false, 0, false],
      [posts.bobVerse, '박밥', '화를 붙잡아 다스리는 사람이 참된 마부입니다.', true, 0, false],
      [posts.carolVerse, '최캐럴', '성냄은 성내지 않음으로 이긴다.', false, 0, false],
    ]);
    expect(res.body.stories.map((p: any) => [p.id, p.author, p.type, p.day])).toEqual([
      [posts.aliceStory, '보리행', 'story', 3],
      [posts.bobStory, '박밥', 'story', 3],
    ]);
    expect(res.body.verses[0].created_at <= res.body.verses[1].created_at).toBe(true);
    // A check is no post; another day has its own (empty) board.
    expect((await board(bob, 2)).body).toMatchObject({ day: 2, verses: [], stories: [] });
    // The post carries its lesson's book and verse.
    expect(await q(RESPONSE).findOne({ where: { id: posts.aliceVerse } })).toMatchObject({ bookId: 1, verse: 223, hidden: false });
  });

  it('staff read any class’s board, and cannot vote', async () => {
    const res = await board(staff, 3);
    expect(res.status).toBe(200);
    expect(res.body.voting_open).toBe(false);
    expect(res.body.verses.map((p: any) => p.id)).toEqual([posts.aliceVerse, posts.bobVerse, posts.carolVerse]);
    const before = await voteRows();
    expect((await vote(staff, { type: 'verse', id: posts.aliceVerse })).status).toBe(404);
    expect(await voteRows()).toBe(before);
  });

  it('another class’s learner, an unpaid learner and a visitor read nothing and write nothing', async () => {
    const before = await voteRows();
    for (const res of [await board(dave, 3), await tally(dave, 3), await vote(dave, { type: 'verse', id: posts.aliceVerse })]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: messages.class_not_found } });
    }
    // Dave's own class does not show D5's posts either.
    expect((await board(dave, 1, D4)).body.verses.map((p: any) => p.id)).toEqual([posts.daveVerse]);
    for (const res of [await board(unpaid, 3), await tally(unpaid, 3), await vote(unpaid, { type: 'verse', id: posts.aliceVerse })]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(messages.class_unpaid);
    }
    for (const [method, path] of [
      ['GET', `${D5}/verses?day=3`],
      ['GET', `${D5}/3/vote`],
      ['POST', `${D5}/vote`],
      ['GET', '/v2/books/1/verses/best/223'],
      ['GET', '/v2/books/1/stories/best/223'],
    ]) {
      const res = await stack.call(method, path, { body: method === 'POST' ? { type: 'verse', id: posts.aliceVerse } : undefined });
      expect(res.status, path).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain('분노');
    }
    expect(await voteRows()).toBe(before);
  });

  it('a board without a day (the spec’s call) is the class’s current day’s', async () => {
    const current = await stack.call('GET', `${D5}/verses`, { token: bob.token });
    expect(current.status).toBe(200);
    // The clock stands on 2030-07-05: day 5 of the class.
    expect(current.body.day).toBe(5);
    expect(current.body).toEqual((await board(bob, 5)).body);
  });

  it('a board needs a day of the class', async () => {
    for (const [path, status, message] of [
      [`${D5}/verses?day=0`, 400, messages.day_invalid],
      [`${D5}/verses?day=x`, 400, messages.day_invalid],
      [`${D5}/verses?day=9`, 404, messages.day_not_found],
      [`${D5}/9/vote`, 404, messages.day_not_found],
      [`${D5}/x/vote`, 404, messages.day_not_found],
      ['/v2/classes/2030SU/ZZ/verses?day=1', 404, messages.class_not_found],
    ] as const) {
      const res = await stack.call('GET', path, { token: bob.token });
      expect(res.status, path).toBe(status);
      expect(res.body.error.message, path).toBe(message);
    }
  });
});

describe('voting', () => {
  it('a vote counts for the post; the tally and the board show it and the voter’s own vote', async () => {
    const res = await vote(bob, { type: 'verse', id: posts.aliceVerse });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      day: 3,
      verses: [{ id: posts.aliceVerse, votes: 1 }],
      stories: [],
      my_votes: { verse: posts.aliceVerse, story: null },
    });
    expect((await vote(carol, { type: 'verse', id: String(posts.aliceVerse) })).status).toBe(200);
    expect((await vote(carol, { type: 'story', id: posts.bobStory })).status).toBe(200);
    const mine = await tally(carol, 3);
    expect(mine.body).toEqual({
      day: 3,
      verses: [{ id: posts.aliceVerse, votes: 2 }],
      stories: [{ id: posts.bobStory, votes: 1 }],
      my_votes: { verse: posts.aliceVerse, story: posts.bobStory },
    });
    // Another learner of the class sees the same tallies and no vote of their own.
    expect((await tally(alice, 3)).body).toMatchObject({
      verses: [{ id: posts.aliceVerse, votes: 2 }],
      my_votes: { verse: null, story: null },
    });
    const seen = await board(carol, 3);
    expect(seen.body.verses.find((p: any) => p.id === posts.aliceVerse)).toMatchObject({ votes: 2, voted: true });
    expect(seen.body.my_votes).toEqual({ verse: posts.aliceVerse, story: posts.bobStory });
  });

  it('voting again moves the vote: the old post loses it, still one vote per learner, day and type', async () => {
    const res = await vote(bob, { type: 'verse', id: posts.carolVerse });
    expect(res.status).toBe(200);
    expect(res.body.verses).toEqual([
      { id: posts.aliceVerse, votes: 1 },
      { id: posts.carolVerse, votes: 1 },
    ]);
    expect(res.body.my_votes.verse).toBe(posts.carolVerse);
    expect(await q(VOTE).count({ where: { voter: bob.id, day: 3, type: 'verse' } })).toBe(1);
    // The same vote again changes nothing.
    expect((await vote(bob, { type: 'verse', id: posts.carolVerse })).body.verses).toEqual(res.body.verses);
  });

  it('refuses one’s own post, another type, another class’s post, a non-post, an unknown post and bad payloads, writing nothing', async () => {
    const check = await q(RESPONSE).create({
      data: { owner: alice.id, application: 1, courseCode: '2030SU-D5', day: 3, taskKey: 'read', type: 'check', response: null },
    });
    const before = await q(VOTE).findMany({ orderBy: { id: 'asc' } });
    const cases: [Learner, unknown, number, string][] = [
      [alice, { type: 'verse', id: posts.aliceVerse }, 409, messages.vote_own_post],
      [bob, { type: 'story', id: posts.aliceVerse }, 409, messages.vote_type_mismatch],
      [bob, { type: 'verse', id: posts.aliceStory }, 409, messages.vote_type_mismatch],
      [bob, { type: 'verse', id: posts.daveVerse }, 404, messages.post_not_found],
      [bob, { type: 'verse', id: check.id }, 404, messages.post_not_found],
      [bob, { type: 'verse', id: 999999 }, 404, messages.post_not_found],
      [bob, {}, 400, messages.vote_payload_invalid],
      [bob, [], 400, messages.vote_payload_invalid],
      [bob, { type: 'text', id: posts.aliceVerse }, 400, messages.vote_payload_invalid],
      [bob, { type: 'verse', id: 'abc' }, 400, messages.vote_payload_invalid],
      [bob, { type: 'verse', id: 0 }, 400, messages.vote_payload_invalid],
      [bob, { type: 'verse', id: posts.aliceVerse, voter: alice.id }, 400, messages.vote_payload_invalid],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await vote(who, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    // Dave may not vote in his own class for a post of D5 either.
    expect((await vote(dave, { type: 'verse', id: posts.aliceVerse }, D4)).body.error.message).toBe(messages.post_not_found);
    expect(await q(VOTE).findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    await q(RESPONSE).delete({ where: { id: check.id } });
  });

  it('200 learners of the class voting for one post at once: exactly 200 votes', async () => {
    posts.aliceDay4 = await post(alice, 'verse', 4, '넷째 날의 게송');
    const results = await Promise.all(crowd.map((who) => vote(who, { type: 'verse', id: posts.aliceDay4 })));
    expect(results.map((r) => r.status)).toEqual(crowd.map(() => 200));
    const res = await tally(alice, 4);
    expect(res.body.verses).toEqual([{ id: posts.aliceDay4, votes: 200 }]);
    expect(await q(VOTE).count({ where: { post: posts.aliceDay4 } })).toBe(200);
  });

  it('one learner voting 20 times at once for different posts: exactly one vote stands', async () => {
    const writers = crowd.slice(0, 20);
    const ids = await inBatches(writers, 5, (who) => post(who, 'verse', 5, `${who.name}의 다섯째 날 게송`));
    const results = await Promise.all(ids.map((id) => vote(bob, { type: 'verse', id })));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const rows = await q(VOTE).findMany({ where: { voter: bob.id, courseCode: '2030SU-D5', day: 5 } });
    expect(rows).toHaveLength(1);
    expect(ids).toContain(rows[0].post);
    const res = await tally(bob, 5);
    expect(res.body.verses).toEqual([{ id: rows[0].post, votes: 1 }]);
    expect(res.body.my_votes.verse).toBe(rows[0].post);
  });

  it('a hidden post leaves the board, the tallies and the voter’s own vote, and cannot be voted for', async () => {
    expect((await tally(carol, 3)).body.stories).toEqual([{ id: posts.bobStory, votes: 1 }]);
    await q(RESPONSE).update({ where: { id: posts.bobStory }, data: { hidden: true } });
    try {
      const seen = await board(carol, 3);
      expect(seen.body.stories.map((p: any) => p.id)).toEqual([posts.aliceStory]);
      expect(seen.body.my_votes.story).toBeNull();
      expect((await tally(carol, 3)).body).toMatchObject({ stories: [], my_votes: { story: null } });
      const before = await voteRows();
      const res = await vote(alice, { type: 'story', id: posts.bobStory });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(messages.post_not_found);
      expect(await voteRows()).toBe(before);
    } finally {
      await q(RESPONSE).update({ where: { id: posts.bobStory }, data: { hidden: false } });
    }
  });
});

describe('a verse’s best posts across classes', () => {
  it('most votes first, a tie going to the earlier post; hidden posts and posts without votes left out', async () => {
    // Verse 222: D5 day 2 and D4 day 2. Written in this order: carol (D5), dora (D4), alice (D5), bob (D5).
    const first = await post(carol, 'verse', 2, '먼저 쓴 게송');
    const second = await post(dora, 'verse', 2, '다른 반의 게송', D4);
    const third = await post(alice, 'verse', 2, '가장 많이 받은 게송');
    const unvoted = await post(bob, 'verse', 2, '아무도 뽑지 않은 게송');
    const hidden = await post(crowd[0], 'verse', 2, '숨겨질 게송');
    const story = await post(bob, 'story', 2, '둘째 날의 이야기');
    for (const [who, id, path] of [
      [alice, first, D5],
      [bob, first, D5],
      [dave, second, D4],
      [dina, second, D4],
      [bob, third, D5],
      [carol, third, D5],
      [crowd[1], third, D5],
      [crowd[2], hidden, D5],
      [crowd[3], hidden, D5],
      [crowd[4], hidden, D5],
      [crowd[5], hidden, D5],
    ] as [Learner, number, string][]) {
      expect((await vote(who, { type: 'verse', id }, path)).status).toBe(200);
    }
    // Bob's vote moved from `first` to `third`: `first` gets its second vote from the crowd.
    expect((await vote(crowd[6], { type: 'verse', id: first })).status).toBe(200);
    expect((await vote(carol, { type: 'story', id: story })).status).toBe(200);
    await q(RESPONSE).update({ where: { id: hidden }, data: { hidden: true } });

    const res = await stack.call('GET', '/v2/books/1/verses/best/222', { token: dave.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ book: { id: 1, key: 'dhammapada', name: '법구경' }, verse: 222, type: 'verse' });
    expect(res.body.posts.map((p: any) => [p.id, p.votes, p.course_name])).toEqual([
      [third, 3, '2030SU-D5'],
      [first, 2, '2030SU-D5'],
      [second, 2, '2030SU-D4'],
    ]);
    expect(res.body.posts[0]).toMatchObject({ author: '보리행', text: '가장 많이 받은 게송' });
    expect(res.body.posts.map((p: any) => p.id)).not.toContain(unvoted);

    const stories = await stack.call('GET', '/v2/books/1/stories/best/222', { token: alice.token });
    expect(stories.body.posts.map((p: any) => [p.id, p.votes, p.author])).toEqual([[story, 1, '박밥']]);
    // Verse 224 (D5 day 4) has its own best post; verse 300 (D4 day 1) has a post without votes.
    expect(
      (await stack.call('GET', '/v2/books/1/verses/best/224', { token: alice.token })).body.posts.map((p: any) => [p.id, p.votes]),
    ).toEqual([[posts.aliceDay4, 200]]);
    expect((await stack.call('GET', '/v2/books/1/verses/best/300', { token: alice.token })).body.posts).toEqual([]);
  });

  it('an unknown book or a verse that is no number: 404', async () => {
    for (const [path, message] of [
      ['/v2/books/99/verses/best/222', messages.book_not_found],
      ['/v2/books/x/stories/best/222', messages.book_not_found],
      ['/v2/books/1/verses/best/0', messages.verse_not_found],
      ['/v2/books/1/verses/best/abc', messages.verse_not_found],
      ['/v2/books/1/verses/best/10000', messages.verse_not_found],
    ]) {
      const res = await stack.call('GET', path, { token: alice.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message, path).toBe(message);
    }
  });
});

describe('the class board and the day page', () => {
  const classBoard = (who: Learner, path = D5) => stack.call('GET', `${path}/board`, { token: who.token });
  const best = (day: any) => [day.day, day.verse && [day.verse.id, day.verse.votes], day.story && [day.story.id, day.story.votes]];

  it('the best verse and story of every opened day, latest first: most votes, a tie to the earlier post, hidden posts out', async () => {
    const res = await classBoard(bob);
    expect(res.status).toBe(200);
    expect(res.body.course_name).toBe('2030SU-D5');
    // Day 2: a hidden post with 4 votes is left out, so Alice's 3 votes win. Day 3: Alice's verse and
    // Carol's have one vote each, and Alice wrote hers first. Day 1 has no votes yet.
    const bobStory = (await board(bob, 2)).body.stories[0].id;
    const day5 = (await tally(bob, 5)).body.verses[0].id;
    const third = (await board(bob, 2)).body.verses.find((p: any) => p.text === '가장 많이 받은 게송').id;
    expect(res.body.days.map(best)).toEqual([
      [5, [day5, 1], null],
      [4, [posts.aliceDay4, 200], null],
      [3, [posts.aliceVerse, 1], [posts.bobStory, 1]],
      [2, [third, 3], [bobStory, 1]],
      [1, null, null],
    ]);
    expect(res.body.days[2]).toMatchObject({
      date: '2030-07-03',
      title: '3일차',
      verse: { author: '보리행', text: '<b>분노</b>를 버리고 자만을 버려라.' },
    });
    // Staff read it too; a day whose post is hidden falls back to the next best one.
    await q(RESPONSE).update({ where: { id: third }, data: { hidden: true } });
    try {
      const seen = await classBoard(staff);
      expect(seen.status).toBe(200);
      expect(seen.body.days.find((d: any) => d.day === 2).verse.text).toBe('먼저 쓴 게송');
    } finally {
      await q(RESPONSE).update({ where: { id: third }, data: { hidden: false } });
    }
  });

  it('another class’s learner gets the class’s 404, a visitor 401; their own board is their class’s', async () => {
    const res = await classBoard(dave);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(messages.class_not_found);
    expect((await stack.call('GET', `${D5}/board`, {})).status).toBe(401);
    const own = await classBoard(dave, D4);
    expect(own.body.days.map(best)).toEqual([
      [2, [(await board(dave, 2, D4)).body.verses[0].id, 2], null],
      [1, null, null],
    ]);
  });

  it('the day call carries the day’s posts as the board call answers them, and the passage’s verse', async () => {
    const day = await stack.call('GET', `${D5}/days/3`, { token: carol.token });
    expect(day.status).toBe(200);
    expect(day.body.posts).toEqual((await board(carol, 3)).body);
    expect(day.body.posts.verses.find((p: any) => p.id === posts.carolVerse)).toMatchObject({ mine: true });
    expect(day.body.scripture_ref).toEqual({ book_id: 1, verse: 223 });
  });
});

describe('after the term', () => {
  it('votes are refused (409) and nothing is written; the boards stay readable', async () => {
    setToday('2030-07-29');
    try {
      const before = await q(VOTE).findMany({ orderBy: { id: 'asc' } });
      const res = await vote(alice, { type: 'verse', id: posts.carolVerse });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(messages.vote_closed);
      expect(await q(VOTE).findMany({ orderBy: { id: 'asc' } })).toEqual(before);
      const seen = await board(alice, 3);
      expect(seen.status).toBe(200);
      expect(seen.body.voting_open).toBe(false);
      expect((await tally(alice, 3)).status).toBe(200);
    } finally {
      setToday('2030-07-05');
    }
  });
});
