import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The office's mentor–mentee pairs against a real Strapi: the staff policy on every route, the
 * form's validation (all four fields, Korean phone formats) with nothing written when refused,
 * edit and delete, the CSV for Excel (BOM, Korean, commas and quotes quoted), the audit trail and
 * the access log of every read of the list and the CSV.
 */
const PAIR = 'plugin::records.mentor-pair';
const AUDIT = 'plugin::records.audit-entry';
const ACCESS = 'plugin::records.access-log-entry';
let stack: LearnerStack;
let staff: string;
let learner: string;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const call = (method: string, path: string, body?: unknown, token = staff) =>
  stack.call(method, `/v1/staff/mentor-pairs${path}`, { token, body });
const valid = { mentee_name: '김멘티', mentee_phone: '010 1234 5678', mentor_name: '이멘토', mentor_phone: '02-123-4567' };

beforeAll(async () => {
  stack = await sharedLearnerStack('no-demo', { SEED_DEMO_CONTENT: 'false' });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  learner = (await stack.signIn(`mentor.learner.${Date.now()}@example.com`, '학인')).access_token;
});

afterAll(async () => {
  await stack?.stop();
});

describe('the staff policy', () => {
  it('refuses every route to anonymous callers (401) and learners (403), writing nothing', async () => {
    const existing = await call('POST', '', valid);
    expect(existing.status).toBe(200);
    const before = await q(PAIR).count();
    const routes: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['GET', '.csv', undefined],
      ['GET', `/${existing.body.id}`, undefined],
      ['POST', '', valid],
      ['PUT', `/${existing.body.id}`, { ...valid, mentee_name: '바뀜' }],
      ['DELETE', `/${existing.body.id}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await stack.call(method, `/v1/staff/mentor-pairs${path}`, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, body, learner)).status, `${method} ${path} learner`).toBe(403);
    }
    expect(await q(PAIR).count()).toBe(before);
    expect((await q(PAIR).findOne({ where: { id: existing.body.id } })).menteeName).toBe('김멘티');
    expect((await call('GET', '')).status).toBe(200);
  });
});

describe('the form', () => {
  it('stores a pair with the phones written the usual way, and writes an audit entry', async () => {
    const res = await call('POST', '', { ...valid, mentee_phone: '01098765432', mentor_phone: '031 123 4567' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mentee_name: '김멘티',
      mentee_phone: '010-9876-5432',
      mentor_name: '이멘토',
      mentor_phone: '031-123-4567',
    });
    const audit = await q(AUDIT).findMany({ where: { target: `mentor_pair:${res.body.id}` } });
    expect(audit.map((e: any) => [e.action, e.after?.mentor_phone])).toEqual([['mentor_pair.create', '031-123-4567']]);
  });

  it('refuses each missing or malformed field in Korean and writes nothing', async () => {
    const before = await q(PAIR).count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, mentee_name: '' }, messages.mentee_name_required],
      [{ ...valid, mentee_name: '   ' }, messages.mentee_name_required],
      [{ ...valid, mentor_name: undefined }, messages.mentor_name_required],
      [{ ...valid, mentor_name: '가'.repeat(31) }, messages.mentor_name_required],
      [{ ...valid, mentee_phone: '' }, messages.mentee_phone_invalid],
      [{ ...valid, mentee_phone: '010-123-4567' }, messages.mentee_phone_invalid],
      [{ ...valid, mentee_phone: '12345' }, messages.mentee_phone_invalid],
      [{ ...valid, mentor_phone: '+1 415 555 0100' }, messages.mentor_phone_invalid],
      [{ ...valid, mentor_phone: 5678 }, messages.mentor_phone_invalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const notAnObject = await call('POST', '', ['x']);
    expect(notAnObject.status).toBe(400);
    expect(await q(PAIR).count()).toBe(before);
  });

  it('edits and deletes a pair with before and after in the audit trail; an unknown pair is 404', async () => {
    const created = (await call('POST', '', valid)).body;
    const edited = await call('PUT', `/${created.id}`, { ...valid, mentor_name: '박멘토', mentor_phone: '010-2222-3333' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, mentor_name: '박멘토', mentor_phone: '010-2222-3333' });
    const bad = await call('PUT', `/${created.id}`, { ...valid, mentor_phone: 'x' });
    expect(bad.status).toBe(400);
    expect((await call('GET', `/${created.id}`)).body.mentor_name).toBe('박멘토');

    expect((await call('DELETE', `/${created.id}`)).status).toBe(200);
    expect(await q(PAIR).findOne({ where: { id: created.id } })).toBeNull();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', valid],
      ['DELETE', undefined],
    ] as const) {
      const gone = await call(method, `/${created.id}`, body);
      expect(gone.status).toBe(404);
      expect(gone.body.error.message).toBe(messages.mentor_pair_not_found);
    }
    const audit = await q(AUDIT).findMany({ where: { target: `mentor_pair:${created.id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((e: any) => e.action)).toEqual(['mentor_pair.create', 'mentor_pair.update', 'mentor_pair.delete']);
    expect(audit[1].before.mentor_name).toBe('이멘토');
    expect(audit[1].after.mentor_name).toBe('박멘토');
    expect(audit[2].before.mentor_name).toBe('박멘토');
  });
});

describe('the CSV', () => {
  it('is UTF-8 with a BOM, Korean intact, commas and quotes quoted, one row per pair', async () => {
    const tricky = (await call('POST', '', { ...valid, mentee_name: '홍"길동", 주니어', mentor_name: '성춘향' })).body;
    const res = await fetch(`${stack.cms.url}/api/v1/staff/mentor-pairs.csv`, {
      headers: { Authorization: `Bearer ${staff}`, 'x-dharma-server-secret': stack.secret },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toContain('mentor-pairs.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"홍""길동"", 주니어"');
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual(['멘티 이름', '멘티 전화번호', '멘토 이름', '멘토 전화번호', '등록일', '마지막 변경']);
    expect(rows.slice(1)).toContainEqual([
      '홍"길동", 주니어',
      '010-1234-5678',
      '성춘향',
      '02-123-4567',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    expect(rows.length - 1).toBe(await q(PAIR).count());
    expect(tricky.id).toBeGreaterThan(0);
  });
});

describe('the access log', () => {
  it('records each staff read of the pairs (the list, one pair and the CSV: names and phones) with who and the address', async () => {
    const staffId = (await q('plugin::users-permissions.user').findOne({ where: { email: 'staff@example.com' } })).id;
    const pairId = (await q(PAIR).findMany({ limit: 1 }))[0].id;
    const before = await q(ACCESS).count();
    expect((await stack.call('GET', '/v1/staff/mentor-pairs', { token: staff, ip: '10.6.0.1' })).status).toBe(200);
    expect((await stack.call('GET', `/v1/staff/mentor-pairs/${pairId}`, { token: staff, ip: '10.6.0.4' })).status).toBe(200);
    // A pair that does not exist shows no one's data: nothing is logged.
    expect((await stack.call('GET', '/v1/staff/mentor-pairs/999999', { token: staff, ip: '10.6.0.5' })).status).toBe(404);
    expect((await stack.call('GET', '/v1/staff/mentor-pairs.csv', { token: staff, ip: '10.6.0.2' })).status).toBe(200);
    // A learner refused the list read nothing: nothing is logged for them.
    expect((await stack.call('GET', '/v1/staff/mentor-pairs', { token: learner, ip: '10.6.0.3' })).status).toBe(403);
    const entries = await q(ACCESS).findMany({ orderBy: { id: 'asc' }, offset: before });
    expect(entries.map((e: any) => [e.action, e.actor, e.actorRole, e.detail, e.address])).toEqual([
      ['staff_read', staffId, 'staff', 'mentor pairs', '10.6.0.1'],
      ['staff_read', staffId, 'staff', `mentor pair ${pairId}`, '10.6.0.4'],
      ['staff_read', staffId, 'staff', 'mentor pairs csv', '10.6.0.2'],
    ]);
  });
});
