import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { expectTwoPages } from '../support/paging';
import { applicationRow, DHAMMAPADA, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * The back office's students against a real Strapi: the staff policy, the search by name,
 * e-mail, phone and member number (staff accounts are not students), a student's page with their
 * class, credits and membership, the CSV for Excel (BOM, Korean, commas and quotes quoted),
 * every read in the access log, and a search past one page. The clock is pinned inside a term.
 */
const NOW = '2030-07-05T10:00:00+09:00';
const USER = 'plugin::users-permissions.user';
let stack: LearnerStack;
let staff: string;
const ids: Record<string, number> = {};
let learnerToken: string;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const get = (path: string, token = staff) => stack.call('GET', `/v1/staff/students${path}`, { token });

beforeAll(async () => {
  process.env.DHARMA_NOW = NOW;
  stack = await startLearnerStack('admin-students', { DHARMA_NOW: NOW, SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi, { semesters: [SUMMER_2030], families: [{ ...DHAMMAPADA, name: '법구경 이야기' }], lessons: [] });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  for (const [key, name, phone] of [
    ['bori', '김보리', '010-1111-2222'],
    ['tricky', '홍"길동", 주니어', null],
    ['yeon', '이연화', '010-3333-4444'],
  ] as const) {
    const email = `${key}.${Date.now()}@example.com`;
    const tokens = await stack.signIn(email, key === 'tricky' ? '홍길동' : name);
    const user = await q(USER).findOne({ where: { email } });
    await q(USER).update({ where: { id: user.id }, data: { name, phone } });
    ids[key] = user.id;
    if (key === 'bori') learnerToken = tokens.access_token;
  }
  // 김보리: a temple member with a number, studying dhammapada 5 this term.
  expect(
    (await stack.call('POST', '/v1/applications', { token: learnerToken, body: { religion_name: '보리심', agreed: true } })).status,
  ).toBe(200);
  expect((await stack.call('PATCH', '/v1/user/membership?number=20300042', { token: learnerToken })).status).toBe(200);
  await applicationRow(strapi, ids.bori, '김보리', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the staff policy', () => {
  it('refuses the list, a student and the CSV to anonymous callers (401) and learners (403)', async () => {
    for (const path of ['', `/${ids.yeon}`, '.csv']) {
      expect((await stack.call('GET', `/v1/staff/students${path}`)).status, `${path} anonymous`).toBe(401);
      expect((await get(path, learnerToken)).status, `${path} learner`).toBe(403);
      expect((await get(path)).status, `${path} staff`).toBe(200);
    }
  });
});

describe('the search', () => {
  it('finds learners by name, e-mail, phone (as typed or without hyphens) and member number; never staff', async () => {
    const found = async (query: string) => (await get(`?q=${encodeURIComponent(query)}`)).body.entries.map((e: any) => e.id);
    expect(await found('보리')).toEqual([ids.bori]);
    expect(await found('YEON.')).toEqual([ids.yeon]);
    expect(await found('01033334444')).toEqual([ids.yeon]);
    expect(await found('3333-4444')).toEqual([ids.yeon]);
    expect(await found('0300042')).toEqual([ids.bori]);
    expect(await found('사무장')).toEqual([]);
    expect(await found('staff@example.com')).toEqual([]);
    const all = await get('');
    expect(all.body.total).toBe(3);
    expect(all.body.entries.map((e: any) => e.name)).toEqual(['김보리', '이연화', '홍"길동", 주니어']);
    expect(all.body.entries[0]).toMatchObject({
      id: ids.bori,
      dharma_name: '보리심',
      phone: '010-1111-2222',
      membership_number: '20300042',
      credits: 0,
      semesters: 1,
    });
  });

  it('refuses a bad page or an overlong search in Korean', async () => {
    const bad = await get('?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.search_page_invalid);
    expect((await get(`?q=${'가'.repeat(61)}`)).body.error.message).toBe(messages.audit_filter_invalid);
  });
});

describe('a student’s page', () => {
  it('shows their class with progress, credits and membership, and logs the read', async () => {
    const res = await get(`/${ids.bori}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: '김보리',
      dharma_name: '보리심',
      credits: 0,
      credits_to_complete: 80,
      membership: { religion_name: '보리심', membership_number: '20300042' },
    });
    expect(res.body.classes).toEqual([
      expect.objectContaining({ course_name: '2030SU-D5', name: '법구경 이야기', level: 5, status: 'studying', completed_days: 0 }),
    ]);
    const log = await q('plugin::records.access-log-entry').findMany({ where: { subject: ids.bori, action: 'staff_read' } });
    expect(log.map((e: any) => e.detail)).toContain('student page');
  });

  it('is 404 for an unknown learner, a staff account and a bad id', async () => {
    const staffId = (await q(USER).findOne({ where: { email: 'staff@example.com' } })).id;
    for (const path of ['/999999', `/${staffId}`, '/abc']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe(messages.student_not_found);
    }
  });
});

describe('the CSV', () => {
  it('is UTF-8 with a BOM, Korean intact, commas and quotes quoted, the search applied', async () => {
    const fetchCsv = (query = '') =>
      fetch(`${stack.cms.url}/api/v1/staff/students.csv${query}`, {
        headers: { Authorization: `Bearer ${staff}`, 'x-dharma-server-secret': stack.secret },
      });
    const res = await fetchCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toContain('students.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('"홍""길동"", 주니어"');
    const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual(['번호', '이름', '법명', '이메일', '전화번호', '회원번호', '학점', '수강 학기', '가입일']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['김보리', '이연화', '홍"길동", 주니어']);
    expect(rows[1]).toEqual([
      String(ids.bori),
      '김보리',
      '보리심',
      expect.stringMatching(/^bori\./),
      '010-1111-2222',
      '20300042',
      '0',
      '1',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);

    // 가입일 is the Korean day: an account made at 00:30 in Seoul (15:30 UTC the day before) is that day.
    await q('plugin::users-permissions.user').update({
      where: { id: ids.bori },
      data: { createdAt: new Date('2026-03-05T00:30:00+09:00') },
    });
    const again: string[][] = parse(Buffer.from(await (await fetchCsv()).arrayBuffer()).toString('utf8'), { bom: true });
    expect(again[1]![8]).toBe('2026-03-05');

    const searched: string[][] = parse(Buffer.from(await (await fetchCsv('?q=%EC%9D%B4%EC%97%B0')).arrayBuffer()).toString('utf8'), {
      bom: true,
    });
    expect(searched.slice(1).map((r) => r[1])).toEqual(['이연화']);
  });
});

// Last: it adds learners the tests above do not expect.
describe('paging', () => {
  it('pages a search past 50 learners: page 2 holds the rest, the total counts all, no learner on both', async () => {
    const made: number[] = [];
    // 52 learners, four at a time (each signs in and signs up over HTTP); the name is what the search finds.
    for (let i = 0; i < 52; i += 4) {
      const batch = await Promise.all(
        Array.from({ length: 4 }, async (_, k) => {
          const email = `page${i + k}.${Date.now()}@example.com`;
          await stack.signIn(email, `쪽학인${String(i + k).padStart(2, '0')}`);
          return (await q(USER).findOne({ where: { email } })).id as number;
        }),
      );
      made.push(...batch);
    }
    const search = (page: number) => get(`?q=${encodeURIComponent('쪽학인')}&page=${page}`);
    const [first, second, third] = [await search(1), await search(2), await search(3)];
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(made).toHaveLength(52);
    expectTwoPages([first, second, third], 'id', made);
    // By name across the pages: 쪽학인00 … 쪽학인49, then 쪽학인50 and 쪽학인51.
    expect(second.body.entries.map((e: any) => e.name)).toEqual(['쪽학인50', '쪽학인51']);
    expect(first.body.entries.map((e: any) => e.name)).toEqual(Array.from({ length: 50 }, (_, i) => `쪽학인${String(i).padStart(2, '0')}`));
    // Every page read is in the access log.
    const log = await q('plugin::records.access-log-entry').findMany({
      where: { action: 'staff_read', detail: { $startsWith: 'students search page ' } },
    });
    expect(log.map((e: any) => e.detail)).toEqual(
      expect.arrayContaining(['students search page 1', 'students search page 2', 'students search page 3']),
    );
  });
});
