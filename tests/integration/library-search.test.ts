import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIBRARY_PAGE_SIZE } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';
import { hotRoutesOf } from '../../cms/src/middlewares/hot-routes';

/**
 * Scripture and video search over HTTP against a real Strapi, on a fixed corpus written here
 * through the document service (as the panel writes): three books, passages whose words hide
 * 자비 and 보시 inside longer words, Latin and digits, and videos in two playlists.
 */
const PASSAGE = 'plugin::library.passage';
const VIDEO = 'plugin::library.video';

/** The integration-postgres run (its cluster is provided); the integration run is on SQLite. */
const onPostgres = inject('postgresUrl') !== undefined;
let stack: LearnerStack;
let token: string;
const ids: Record<string, string> = {};
const docs = (uid: string) => stack.cms.strapi.documents(uid);

const PASSAGES: [string, string, number, number, string][] = [
  // name, book key, chapter, verse, text
  ['d1', 'dhammapada', 1, 1, '마음이 모든 것에 앞선다.'],
  ['d5', 'dhammapada', 1, 5, '원한은 자비심으로만 풀린다.'],
  ['d3', 'dhammapada', 1, 3, '자비로운 이는 두려움이 없다.'],
  ['d60', 'dhammapada', 5, 60, '잠 못 드는 이에게 밤은 길다. Dharma 108 염주'],
  ['g1', 'diamond', 4, 1, '머무름 없는 법보시의 복덕은 크다.'],
  ['g2', 'diamond', 4, 2, '보시하되 상에 머물지 말라. 자비와 보시'],
  ['t1', 'thousand-hands', 1, 1, '천 개의 손과 천 개의 눈으로 자비를 베푼다.'],
];
// Twelve more passages with 무상, for paging (book order: 법구경 chapter 9).
const MANY = Array.from(
  { length: 12 },
  (_, i) => [`m${i + 1}`, 'dhammapada', 9, i + 1, `모든 것은 무상하다 ${i + 1}`] as [string, string, number, number, string],
);

const search = (query: string, who = token) => stack.call('GET', `/v1/scripture/search?${query}`, { token: who });
const videos = (query: string) => stack.call('GET', `/v1/videos/search?${query}`, { token });
const found = (body: any) => body.results.map((r: any) => Object.keys(ids).find((k) => ids[k] === r.id));

beforeAll(async () => {
  stack = await sharedLearnerStack('no-demo', { SEED_DEMO_CONTENT: 'false' });
  token = (await stack.signIn(`library.${Date.now()}@example.com`, '검색학인')).access_token;
  const books: Record<string, number> = {};
  for (const [key, name, order] of [
    ['dhammapada', '법구경', 1],
    ['diamond', '금강경', 2],
    ['thousand-hands', '천수경', 3],
  ] as const) {
    books[key] = (await docs('plugin::library.book').create({ data: { key, name, order } })).id;
  }
  for (const [name, book, chapter, verse, text] of [...PASSAGES, ...MANY]) {
    const doc = await docs(PASSAGE).create({
      data: { book: books[book], chapter, chapterName: `${chapter}품`, verse, text },
      status: 'published',
    });
    ids[name] = doc.documentId;
  }
  const talks = (await docs('plugin::library.playlist').create({ data: { key: 'talks', name: '법문', order: 1 } })).id;
  const sati = (await docs('plugin::library.playlist').create({ data: { key: 'sati', name: '사띠 안내', order: 2 } })).id;
  for (const [name, playlist, title, description, url, date] of [
    ['v1', talks, '자비의 마음', '자비심을 키우는 법문입니다.', 'https://www.youtube.com/watch?v=abcdefghij1', '2025-03-02'],
    ['v2', sati, '호흡 알아차림', '들숨과 날숨을 알아차립니다.', 'https://youtu.be/abcdefghij2', '2025-04-10'],
    ['v3', talks, '보시의 공덕', '법보시와 재보시', 'abcdefghij3', '2025-01-05'],
  ] as const) {
    ids[name] = (
      await docs(VIDEO).create({ data: { playlist, title, description, youtubeId: url, duration: 600, date }, status: 'published' })
    ).documentId;
  }
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('scripture search', () => {
  it('finds a 2-syllable word inside longer words, in book, chapter and verse order', async () => {
    const res = await search(`keyword=${encodeURIComponent('자비')}`);
    expect(res.status).toBe(200);
    expect(found(res.body)).toEqual(['d3', 'd5', 'g2', 't1']);
    expect(res.body.total).toBe(4);
    expect(res.body.books.map((b: any) => b.name)).toEqual(['법구경', '금강경', '천수경']);
    const d5 = res.body.results[1];
    expect(d5).toMatchObject({ book: { key: 'dhammapada', name: '법구경' }, chapter: 1, chapterName: '1품', verse: 5 });
    expect(d5.parts).toEqual([
      { text: '원한은 ', match: false },
      { text: '자비', match: true },
      { text: '심으로만 풀린다.', match: false },
    ]);
    expect(found((await search(`keyword=${encodeURIComponent('보시')}`)).body)).toEqual(['g1', 'g2']);
  });

  it('matches 3+ syllables as a phrase, and all words of a query', async () => {
    expect(found((await search(`keyword=${encodeURIComponent('자비심')}`)).body)).toEqual(['d5']);
    expect(found((await search(`keyword=${encodeURIComponent('법보시')}`)).body)).toEqual(['g1']);
    expect(found((await search(`keyword=${encodeURIComponent('자비 보시')}`)).body)).toEqual(['g2']);
    expect((await search(`keyword=${encodeURIComponent('비보')}`)).body.total).toBe(0);
  });

  it('answers 1 syllable, Latin (any case) and digits', async () => {
    const one = await search(`keyword=${encodeURIComponent('밤')}`);
    expect(one.status).toBe(200);
    expect(found(one.body)).toEqual(['d60']);
    expect(found((await search('keyword=DHARMA')).body)).toEqual(['d60']);
    expect(found((await search('keyword=108')).body)).toEqual(['d60']);
    expect((await search('keyword=')).body.total).toBe(PASSAGES.length + MANY.length);
  });

  it('pages and filters by book names', async () => {
    const first = await search(`keyword=${encodeURIComponent('무상')}`);
    expect(first.body).toMatchObject({ total: 12, pages: 2, page: 1, pageSize: LIBRARY_PAGE_SIZE });
    expect(found(first.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10']);
    expect(found((await search(`keyword=${encodeURIComponent('무상')}&page=2`)).body)).toEqual(['m11', 'm12']);
    const beyond = await search(`keyword=${encodeURIComponent('무상')}&page=3`);
    expect(beyond.body).toMatchObject({ total: 12, results: [] });
    expect(found((await search(`keyword=${encodeURIComponent('자비')}&names=${encodeURIComponent('금강경,천수경')}`)).body)).toEqual([
      'g2',
      't1',
    ]);
  });

  it('refuses hostile or oversized input without a fault', async () => {
    for (const keyword of ['") OR 1=1 --', '*', '"', "'", 'NEAR(자비 보시)', '자비 OR 보시', '%', '_', '\\']) {
      const res = await search(`keyword=${encodeURIComponent(keyword)}`);
      expect(res.status, keyword).toBe(200);
    }
    // Punctuation alone holds no word: it lists everything, like an empty keyword (never a LIKE wildcard).
    expect((await search(`keyword=${encodeURIComponent('%')}`)).body.total).toBe(PASSAGES.length + MANY.length);
    expect((await search(`keyword=${encodeURIComponent('%밤')}`)).body.total).toBe(1);
    const long = await search(`keyword=${'가'.repeat(500)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(messages.search_keyword_too_long);
    expect((await search('page=0')).status).toBe(400);
    expect((await search('keyword=a&keyword=b')).status).toBe(400);
  });

  it('is for signed-in learners only, and says so in Korean to a client without a sign-in', async () => {
    for (const path of ['/v1/scripture/search?keyword=abc', '/v1/videos/search?keyword=abc', `/v1/videos/${ids.v1}`]) {
      for (const token of [undefined, 'not-a-token']) {
        const res = await stack.call('GET', path, { token });
        expect(res.status, path).toBe(401);
        expect(res.body.error.message, `${path} ${token}`).toBe(messages.unauthorized);
      }
    }
    // Nor does an address no route answers, or a learner's token on a staff call, speak English.
    const missing = await stack.call('GET', '/v1/no-such-call', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ data: null, error: { status: 404, message: messages.not_found } });
    const staffOnly = await stack.call('GET', '/v1/staff/applications', { token });
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.body.error.message).toBe(messages.staff_only);
  });

  it('is answered before the router (a hot route), refusing exactly as the router does', async () => {
    // The table global::hot-routes serves: the two searches at the paths callers use.
    expect(hotRoutesOf(stack.cms.strapi).map((r) => r.key)).toEqual(['GET /api/v1/scripture/search', 'GET /api/v1/videos/search']);
    // A refusal from a hot route and from a route the router serves (a video's page) look alike.
    const viaRouter = await stack.call('GET', `/v1/videos/${ids.v1}`, { token: 'not-a-token' });
    for (const path of ['/v1/scripture/search?keyword=abc', '/v1/videos/search?keyword=abc']) {
      for (const who of [undefined, 'not-a-token']) {
        const hot = await stack.call('GET', path, { token: who });
        expect(hot.status, path).toBe(401);
        expect(hot.body, path).toEqual(viaRouter.body);
      }
    }
    expect(viaRouter.body).toMatchObject({ data: null, error: { status: 401, name: 'UnauthorizedError' } });
    // Both carry Strapi's security headers (helmet stands before the hot routes).
    const headersOf = async (path: string) =>
      (await fetch(`${stack.cms.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).headers;
    const [hotHeaders, routerHeaders] = await Promise.all([
      headersOf('/v1/scripture/search?keyword=abc'),
      headersOf(`/v1/videos/${ids.v1}`),
    ]);
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security']) {
      expect(hotHeaders.get(name), name).toBeTruthy();
      expect(hotHeaders.get(name), name).toBe(routerHeaders.get(name));
    }
    // What shows the search skipped the rest of the stack: no header from a later middleware.
    expect(routerHeaders.get('x-powered-by')).toContain('Strapi');
    expect(hotHeaders.get('x-powered-by')).toBeNull();
  });
});

describe('video search', () => {
  it('lists newest first, filters by playlist, highlights title and description, keeps YouTube ids', async () => {
    const all = await videos('keyword=');
    expect(found(all.body)).toEqual(['v2', 'v1', 'v3']);
    expect(all.body.results.map((r: any) => r.youtubeId)).toEqual(['abcdefghij2', 'abcdefghij1', 'abcdefghij3']);
    const talks = await videos(`keyword=${encodeURIComponent('자비')}&playlist=talks`);
    expect(found(talks.body)).toEqual(['v1']);
    expect(talks.body.results[0].titleParts).toEqual([
      { text: '자비', match: true },
      { text: '의 마음', match: false },
    ]);
    expect(talks.body.results[0].date).toBe('2025-03-02');
    expect(found((await videos(`keyword=${encodeURIComponent('보시')}&playlist=sati`)).body)).toEqual([]);
  });

  it('shows a video with its playlist neighbours; unknown ids are 404', async () => {
    const res = await stack.call('GET', `/v1/videos/${ids.v1}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: '자비의 마음',
      playlist: { key: 'talks', name: '법문' },
      youtubeId: 'abcdefghij1',
      date: '2025-03-02',
    });
    expect(res.body.neighbours.map((n: any) => [n.id, n.current])).toEqual([
      [ids.v3, false],
      [ids.v1, true],
    ]);
    const missing = await stack.call('GET', '/v1/videos/nosuchvideo', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.video_not_found);
  });
});

describe('the index follows editors', () => {
  it("lists passages and videos for the panel (its home's recent-entries widgets read them with findMany)", async () => {
    const passages = await docs(PASSAGE).findMany({ status: 'published', limit: 3 });
    expect(passages.length).toBeGreaterThan(0);
    const videos = await docs(VIDEO).findMany({ limit: 3 });
    expect(videos.length).toBeGreaterThan(0);
  });

  it('finds a published edit, and loses unpublished and deleted passages', async () => {
    // The count of 자비 is now kept by this process (counted once, reused for a few seconds) …
    const before = (await search(`keyword=${encodeURIComponent('자비')}`)).body.total;
    await docs(PASSAGE).update({ documentId: ids.d1, data: { text: '마음이 모든 것에 앞선다. 자비희사' } });
    // A saved draft is not yet what learners read.
    expect(found((await search(`keyword=${encodeURIComponent('자비희사')}`)).body)).toEqual([]);
    await docs(PASSAGE).publish({ documentId: ids.d1 });
    expect(found((await search(`keyword=${encodeURIComponent('자비희사')}`)).body)).toEqual(['d1']);
    await docs(PASSAGE).unpublish({ documentId: ids.d3 });
    await docs(PASSAGE).delete({ documentId: ids.t1 });
    const after = (await search(`keyword=${encodeURIComponent('자비')}`)).body;
    expect(found(after)).toEqual(['d1', 'd5', 'g2']);
    // … and an editor's change makes it count again at once, in the process that indexed it.
    expect(after.total).toBe(3);
    expect(before).toBeGreaterThan(3);
    await expect(docs(VIDEO).update({ documentId: ids.v3, data: { youtubeId: 'https://example.com/x' } })).rejects.toThrow(
      messages.youtube_id_invalid,
    );
    await docs(VIDEO).delete({ documentId: ids.v2 });
    expect(found((await videos('keyword=')).body)).toEqual(['v1', 'v3']);
  });

  it('rebuilds to the same answers', async () => {
    const before = (await search(`keyword=${encodeURIComponent('자비')}`)).body;
    await stack.cms.strapi.plugin('library').service('indexer').rebuild();
    const after = (await search(`keyword=${encodeURIComponent('자비')}`)).body;
    expect(after.results).toEqual(before.results);
  });

  // PostgreSQL's rule only: SQLite's search plans need no statistics (FTS5 and the primary key),
  // and the rebuild gathers none there, so on SQLite this test would pass having checked nothing.
  if (onPostgres)
    it('leaves PostgreSQL statistics of the rebuilt index for its planner', async () => {
      const knex = stack.cms.strapi.db.connection;
      expect(stack.cms.strapi.db.dialect.client).toBe('postgres');
      const analyzedAt = async () =>
        (await knex.raw(`select last_analyze from pg_stat_user_tables where relname = 'library_index'`)).rows[0]?.last_analyze ?? null;
      const before = await analyzedAt();
      await stack.cms.strapi.plugin('library').service('indexer').rebuild();
      const after = await analyzedAt();
      expect(after).not.toBeNull();
      if (before) expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    });
});
