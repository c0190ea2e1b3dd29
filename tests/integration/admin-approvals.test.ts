import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';
import { expectTwoPages } from '../support/paging';

/**
 * The school office's approval of a semester's applications over HTTP against a real Strapi: the
 * staff policy, approve (payment received: who and when), cancel with a reason the learner sees
 * (their place is free again), bulk approval and bulk cancellation with one reason, two staff
 * members approving at once, the audit trail and the access log (staff reads of the table, staff
 * changes of a learner's application), the state filters and paging past one page. The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring semester (2027SP) is
 * open for applications.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const APP = 'plugin::enrolment.application';
const AUDIT = 'plugin::records.audit-entry';
const ACCESS = 'plugin::records.access-log-entry';
const MIGRATION = '2026.11.29T00.00.00.audit-entries-without-depositor-names.js';
let stack: LearnerStack;
let staff: string;
let staffId: number;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const rowsOf = (owner: number) => q(APP).findMany({ where: { owner, semesterCode: '2027SP' }, orderBy: { id: 'asc' } });
const auditOf = (subject: number) => q(AUDIT).findMany({ where: { subject }, orderBy: { id: 'asc' } });
/** The access log's staff changes of this learner's data, as [actor, detail, address]. */
const changesOf = async (subject: number) =>
  (await q(ACCESS).findMany({ where: { subject, action: 'staff_change' }, orderBy: { id: 'asc' } })).map((e: any) => [
    e.actor,
    e.actorRole,
    e.detail,
    e.address,
  ]);

let n = 0;
/** A new learner who applied for lotus sutra level 1 (a lecture) in 2027SP; the required course comes with it. */
async function applicant(name = `신청자${++n}`) {
  const email = `approve${++n}.${Date.now()}@example.com`;
  const tokens = await stack.signIn(email, name);
  const user = await q('plugin::users-permissions.user').findOne({ where: { email } });
  const applied = await stack.call('POST', '/v2/apply/courses', { token: tokens.access_token, body: [{ course_name: '2027SP-J1' }] });
  expect(applied.status).toBe(200);
  return { token: tokens.access_token, id: user.id as number, name };
}

const list = (query = '') => stack.call('GET', `/v1/staff/applications${query}`, { token: staff });
const approve = (learner: number | string, token = staff) =>
  stack.call('POST', `/v1/staff/applications/${learner}/approve`, { token, body: {} });
const cancel = (learner: number | string, body: unknown, token = staff) =>
  stack.call('POST', `/v1/staff/applications/${learner}/cancel`, { token, body });
const cancelMany = (body: unknown, token = staff, ip?: string) => stack.call('POST', '/v1/staff/applications/cancel', { token, body, ip });
const statusesOf = async (learner: number) => (await rowsOf(learner)).map((r: any) => r.status);

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  staffId = (await q('plugin::users-permissions.user').findOne({ where: { email: 'staff@example.com' } })).id;
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the staff policy', () => {
  it('refuses every approval route to anonymous callers (401) and learners (403), changing nothing', async () => {
    const learner = await applicant();
    const routes: [string, string, unknown][] = [
      ['GET', '/v1/staff/applications', undefined],
      ['POST', `/v1/staff/applications/${learner.id}/approve`, {}],
      ['POST', '/v1/staff/applications/approve', { learners: [learner.id] }],
      ['POST', `/v1/staff/applications/${learner.id}/cancel`, { reason: '사유' }],
      ['POST', '/v1/staff/applications/cancel', { learners: [learner.id], reason: '사유' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await stack.call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await stack.call(method, path, { token: learner.token, body })).status, `${method} ${path} learner`).toBe(403);
    }
    expect((await rowsOf(learner.id)).map((r: any) => r.status)).toEqual(['applied', 'applied']);
    expect(await auditOf(learner.id)).toEqual([]);
    expect(await changesOf(learner.id)).toEqual([]);
    expect((await list()).status).toBe(200);
  });
});

describe('this semester’s applications', () => {
  it('lists one line per learner with courses, amount due and date, filtered by state and name', async () => {
    const learner = await applicant('목록확인');
    const { status, body } = await list('?state=awaiting&name=목록');
    expect(status).toBe(200);
    expect(body.semester).toEqual({ code: '2027SP', label: expect.any(String) });
    expect(body.semesters.map((s: any) => s.code)).toContain('2027SP');
    expect(body.total).toBe(1);
    expect(body.entries[0]).toMatchObject({
      learner: learner.id,
      name: '목록확인',
      state: 'awaiting',
      amount_due: 130000,
      paid_at: null,
      courses: [
        { course_name: '2027SP-J1', category: 'lecture', level: 1, status: 'applied' },
        { course_name: '2027SP-S3', category: 'required', level: 3, status: 'applied' },
      ],
    });
    // The day she applied by the school's clock (pinned here), not the machine's.
    expect(body.entries[0].applied_at).toBe(new Date(TODAY).toISOString());
    expect((await list('?state=approved&name=목록')).body.total).toBe(0);
  });

  it('refuses a bad filter in Korean', async () => {
    const bad = await list('?state=paid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.audit_filter_invalid);
    const unknown = await list('?semester=1999XX');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.semester_not_found);
  });
});

describe('approval', () => {
  it('records who approved and when, opens the class and writes one audit entry', async () => {
    const learner = await applicant();
    const res = await approve(learner.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      learner: learner.id,
      state: 'approved',
      approved_by: staffId,
      approved_by_name: '사무장',
      paid_at: '2026-11-21T01:00:00.000Z',
    });

    const rows = await rowsOf(learner.id);
    expect(rows.map((r: any) => [r.status, r.approvedBy, new Date(r.paidAt).toISOString()])).toEqual([
      ['approved', staffId, '2026-11-21T01:00:00.000Z'],
      ['approved', staffId, '2026-11-21T01:00:00.000Z'],
    ]);
    // The learner sees it approved on their next-semester page.
    const coming = await stack.call('GET', '/v2/apply/coming', { token: learner.token });
    expect(coming.body[0].courses.map((c: any) => c.status)).toEqual(['approved', 'approved']);

    const audit = await auditOf(learner.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: staffId,
      action: 'application.approve',
      target: `application:2027SP:${learner.id}`,
      before: { status: 'applied' },
      after: { status: 'approved', approved_by: staffId },
    });
  });

  it('refuses approving twice, an unknown learner and a bad id, in Korean', async () => {
    const learner = await applicant();
    expect((await approve(learner.id)).status).toBe(200);
    const again = await approve(learner.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.approval_not_awaiting);
    const nobody = await approve(999999);
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toBe(messages.approval_not_found);
    const bad = await approve('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(messages.approval_payload_invalid);
    expect(await auditOf(learner.id)).toHaveLength(1);
  });

  it('records one approval when two staff members approve the same application at once', async () => {
    const learner = await applicant();
    const answers = await Promise.all([approve(learner.id), approve(learner.id), approve(learner.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await auditOf(learner.id)).toHaveLength(1);
    expect((await rowsOf(learner.id)).every((r: any) => r.status === 'approved')).toBe(true);
  });

  it('approves the ticked learners in bulk, skipping one already approved', async () => {
    const [a, b, c] = [await applicant(), await applicant(), await applicant()];
    expect((await approve(c.id)).status).toBe(200);
    const res = await stack.call('POST', '/v1/staff/applications/approve', { token: staff, body: { learners: [a.id, b.id, c.id] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approved: [a.id, b.id], skipped: [c.id] });
    for (const learner of [a, b, c]) expect((await rowsOf(learner.id)).map((r: any) => r.status)).toEqual(['approved', 'approved']);

    const none = await stack.call('POST', '/v1/staff/applications/approve', { token: staff, body: { learners: [] } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(messages.approval_none_selected);
  });
});

describe('cancellation', () => {
  it('needs a reason of at most 200 characters; a refused one changes nothing', async () => {
    const learner = await applicant();
    for (const [body, message] of [
      [{}, messages.cancel_reason_required],
      [{ reason: '   ' }, messages.cancel_reason_required],
      [{ reason: '가'.repeat(201) }, messages.cancel_reason_too_long],
    ] as const) {
      const res = await cancel(learner.id, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await rowsOf(learner.id)).map((r: any) => r.status)).toEqual(['applied', 'applied']);
    expect(await auditOf(learner.id)).toEqual([]);
  });

  it('shows the learner the reason and frees their place: they apply again', async () => {
    const learner = await applicant();
    const res = await cancel(learner.id, { reason: '입금 기한이 지났습니다.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'cancelled', cancel_reason: '입금 기한이 지났습니다.' });

    const coming = await stack.call('GET', '/v2/apply/coming', { token: learner.token });
    expect(coming.body[0].courses.map((c: any) => [c.status, c.cancel_reason])).toEqual([
      ['cancelled', '입금 기한이 지났습니다.'],
      ['cancelled', '입금 기한이 지났습니다.'],
    ]);
    expect(coming.body[0].amount_due).toBe(0);
    expect((await stack.call('GET', '/v2/apply/check/is-applied', { token: learner.token })).body).toBe(false);
    expect((await cancel(learner.id, { reason: '다시' })).status).toBe(409);

    const again = await stack.call('POST', '/v2/apply/courses', { token: learner.token, body: [{ course_name: '2027SP-J1' }] });
    expect(again.status).toBe(200);
    expect((await rowsOf(learner.id)).map((r: any) => r.status)).toEqual(['applied', 'applied']);
    expect(
      (await stack.call('POST', '/v2/apply/courses', { token: learner.token, body: [{ course_name: '2027SP-J1' }] })).body.error.message,
    ).toBe(messages.already_applied);

    const audit = await auditOf(learner.id);
    expect(audit.map((e: any) => e.action)).toEqual(['application.cancel']);
    expect(audit[0].after).toMatchObject({ status: 'cancelled', reason: '입금 기한이 지났습니다.' });
  });

  it('also cancels an approved application (a refund), but not once it is cancelled', async () => {
    const learner = await applicant();
    expect((await approve(learner.id)).status).toBe(200);
    expect((await cancel(learner.id, { reason: '환불 요청' })).status).toBe(200);
    expect((await approve(learner.id)).status).toBe(409);
    expect((await auditOf(learner.id)).map((e: any) => e.action)).toEqual(['application.approve', 'application.cancel']);
  });
});

describe('bulk cancellation', () => {
  it('cancels the ticked learners with one reason, each as one cancellation: reason shown, audit entry, access log, place freed', async () => {
    const [a, b, done, nobody] = [await applicant(), await applicant(), await applicant(), { id: 999998 }];
    expect((await approve(b.id)).status).toBe(200);
    expect((await cancel(done.id, { reason: '먼저 취소' })).status).toBe(200);

    const res = await cancelMany(
      { learners: [a.id, b.id, done.id, nobody.id, a.id], reason: '  입금이 확인되지 않았습니다.  ' },
      staff,
      '10.9.8.7',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cancelled: [a.id, b.id], skipped: [done.id, nobody.id] });

    for (const learner of [a, b]) {
      expect(await statusesOf(learner.id)).toEqual(['cancelled', 'cancelled']);
      // The learner reads the reason as written (trimmed) and may apply again.
      const coming = await stack.call('GET', '/v2/apply/coming', { token: learner.token });
      expect(coming.body[0].courses.map((c: any) => [c.status, c.cancel_reason])).toEqual([
        ['cancelled', '입금이 확인되지 않았습니다.'],
        ['cancelled', '입금이 확인되지 않았습니다.'],
      ]);
      expect((await stack.call('GET', '/v2/apply/check/is-applied', { token: learner.token })).body).toBe(false);
      const audit = (await auditOf(learner.id)).filter((e: any) => e.action === 'application.cancel');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: staffId,
        target: `application:2027SP:${learner.id}`,
        after: { status: 'cancelled', reason: '입금이 확인되지 않았습니다.' },
        address: '10.9.8.7',
      });
      expect((await changesOf(learner.id)).at(-1)).toEqual([staffId, 'staff', 'application 2027SP cancelled', '10.9.8.7']);
    }
    // The approved one was cancelled from its approved courses (a refund), as a single cancel does.
    expect((await auditOf(b.id)).find((e: any) => e.action === 'application.cancel').before).toEqual({
      courses: '2027SP-J1:approved, 2027SP-S3:approved',
    });
    // The one already cancelled keeps its first reason and gets no second entry.
    expect((await rowsOf(done.id)).map((r: any) => r.cancelReason)).toEqual(['먼저 취소', '먼저 취소']);
    expect((await auditOf(done.id)).map((e: any) => e.action)).toEqual(['application.cancel']);
    expect(await changesOf(done.id)).toHaveLength(1);

    // A place freed by the bulk cancel is a place: the learner applies again.
    expect((await stack.call('POST', '/v2/apply/courses', { token: a.token, body: [{ course_name: '2027SP-J1' }] })).status).toBe(200);
    expect(await statusesOf(a.id)).toEqual(['applied', 'applied']);
  });

  it('needs at least one learner and a reason; an unknown semester is 404; a refusal changes nothing', async () => {
    const learner = await applicant();
    for (const [body, status, message] of [
      [{ learners: [], reason: '사유' }, 400, messages.cancel_none_selected],
      [{ reason: '사유' }, 400, messages.cancel_none_selected],
      [{ learners: [learner.id] }, 400, messages.cancel_reason_required],
      [{ learners: [learner.id], reason: '   ' }, 400, messages.cancel_reason_required],
      [{ learners: [learner.id], reason: '가'.repeat(201) }, 400, messages.cancel_reason_too_long],
      [{ learners: ['abc'], reason: '사유' }, 400, messages.approval_payload_invalid],
      [{ learners: Array.from({ length: 51 }, (_, i) => i + 1), reason: '사유' }, 400, messages.approval_payload_invalid],
      [{ learners: [learner.id], reason: '사유', semester: '1999XX' }, 404, messages.semester_not_found],
    ] as const) {
      const res = await cancelMany(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    expect(await statusesOf(learner.id)).toEqual(['applied', 'applied']);
    expect(await auditOf(learner.id)).toEqual([]);
    expect(await changesOf(learner.id)).toEqual([]);
  });
});

describe('a change after the payment (before the term)', () => {
  const SEMESTER = 'api::semester.semester';
  const OUTBOX = 'plugin::notices.notice';
  const change = (token: string, ...codes: string[]) =>
    stack.call('PUT', '/v2/apply/courses', { token, body: codes.map((course_name) => ({ course_name })) });
  const comingOf = async (token: string) => (await stack.call('GET', '/v2/apply/coming', { token })).body[0];
  const lineOf = async (name: string) => (await list(`?name=${encodeURIComponent(name)}`)).body.entries[0];
  const iso = (at: unknown) => new Date(at as string).toISOString();
  /** The rows as [course, status, approver, paid at]. */
  const approvalOf = async (learner: number): Promise<unknown[][]> =>
    (await rowsOf(learner)).map((r: any) => [r.courseCode, r.status, r.approvedBy, r.paidAt && iso(r.paidAt)]);
  /** A first-time learner (130,000 won) who applied for D5 and J1, whose payment staff approved. */
  async function paid(name: string) {
    const email = `paidchange${++n}.${Date.now()}@example.com`;
    const { token, id } = await stack.signedIn(email, name);
    const applied = await stack.call('POST', '/v2/apply/courses', {
      token,
      body: [{ course_name: '2027SP-D5' }, { course_name: '2027SP-J1' }],
    });
    expect(applied.body.amount_due).toBe(130000);
    expect((await approve(id)).status).toBe(200);
    return { token, id, name };
  }
  /** The semester's registration fee as editors set it, for one test (put back after it). */
  async function withRegistrationFee(fee: number, run: () => Promise<void>) {
    const [semester] = await q(SEMESTER).findMany({ where: { code: '2027SP' } });
    await q(SEMESTER).update({ where: { id: semester.id }, data: { registrationFee: fee } });
    try {
      await run();
    } finally {
      await q(SEMESTER).update({ where: { id: semester.id }, data: { registrationFee: semester.registrationFee } });
    }
  }

  it('keeps the approval: J1 → G1 leaves D5 and the required course untouched, G1 paid, nothing owed, not awaiting', async () => {
    const learner = await paid('변경승인');
    const before = await rowsOf(learner.id);
    const paidAt = iso(before[0].paidAt);
    const res = await change(learner.token, '2027SP-D5', '2027SP-G1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount_due: 130000, amount_paid: 130000, amount_owed: 0, amount_refund: 0 });
    // The courses kept are the same rows; the new one takes over the approval: who and when.
    const after = await rowsOf(learner.id);
    expect(await approvalOf(learner.id)).toEqual([
      ['2027SP-D5', 'approved', staffId, paidAt],
      ['2027SP-S3', 'approved', staffId, paidAt],
      ['2027SP-G1', 'approved', staffId, paidAt],
    ]);
    for (const code of ['2027SP-D5', '2027SP-S3'])
      expect(after.find((r: any) => r.courseCode === code).id).toBe(before.find((r: any) => r.courseCode === code).id);

    // The learner sees every course approved and nothing more to pay.
    const coming = await comingOf(learner.token);
    expect(coming.courses.map((c: any) => [c.course_name, c.status])).toEqual([
      ['2027SP-D5', 'approved'],
      ['2027SP-G1', 'approved'],
      ['2027SP-S3', 'approved'],
    ]);
    expect(coming).toMatchObject({ amount_paid: 130000, amount_owed: 0 });
    const page = (await stack.call('GET', '/v2/apply/page', { token: learner.token })).body;
    expect(page.current).toMatchObject({ amount_paid: 130000, amount_owed: 0 });
    expect(page.fee_due).toBe(130000);

    // Staff see her approved, not waiting; the approval's audit entry is still the only one.
    expect((await list(`?state=awaiting&name=${encodeURIComponent('변경승인')}`)).body.total).toBe(0);
    expect(await lineOf('변경승인')).toMatchObject({ state: 'approved', amount_paid: 130000, amount_owed: 0, approved_by: staffId });
    expect((await auditOf(learner.id)).map((e: any) => e.action)).toEqual(['application.approve']);
    expect((await approve(learner.id)).status).toBe(409);
    // Her notice of the change asks for nothing.
    const notices = await q(OUTBOX).findMany({ where: { learner: learner.id, kind: 'application_received' }, orderBy: { id: 'asc' } });
    expect(notices.map((r: any) => [r.facts.amount, r.facts.paid ?? null])).toEqual([
      [130000, null],
      [0, 130000],
    ]);
  });

  it('keeps it on a change of the daily course too, and through two tabs changing at once', async () => {
    const learner = await paid('일일변경');
    expect((await change(learner.token, '2027SP-B1E', '2027SP-J1')).status).toBe(200);
    expect((await approvalOf(learner.id)).map(([code, status]) => `${String(code)}:${String(status)}`)).toEqual([
      '2027SP-J1:approved',
      '2027SP-S3:approved',
      '2027SP-B1E:approved',
    ]);
    const tabs = await Promise.all([change(learner.token, '2027SP-D5', '2027SP-G1'), change(learner.token, '2027SP-B1E', '2027SP-F1')]);
    expect(tabs.map((t) => t.status)).toEqual([200, 200]);
    const rows = await rowsOf(learner.id);
    expect(new Set(rows.map((r: any) => r.category)).size).toBe(3);
    expect(rows.every((r: any) => r.status === 'approved' && r.approvedBy === staffId)).toBe(true);
    expect(await lineOf('일일변경')).toMatchObject({ state: 'approved', amount_paid: 130000, amount_owed: 0 });
  });

  it('owes exactly the difference when the changed application costs more, and staff approve the difference', async () => {
    const learner = await paid('차액입금');
    // The office raised the semester's fee after she paid: the change is priced as it is today.
    await withRegistrationFee(110000, async () => {
      const res = await change(learner.token, '2027SP-D5', '2027SP-G1');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ amount_due: 140000, amount_paid: 130000, amount_owed: 10000 });
    });
    // Her courses stay approved; she sees the difference, staff see her waiting for it.
    expect((await rowsOf(learner.id)).every((r: any) => r.status === 'approved')).toBe(true);
    expect(await comingOf(learner.token)).toMatchObject({ amount_paid: 130000, amount_owed: 10000 });
    expect(await lineOf('차액입금')).toMatchObject({ state: 'awaiting', amount_due: 140000, amount_paid: 130000, amount_owed: 10000 });
    expect((await list(`?state=awaiting&name=${encodeURIComponent('차액입금')}`)).body.total).toBe(1);
    const notice = await q(OUTBOX).findOne({ where: { learner: learner.id, kind: 'application_received' }, orderBy: { id: 'desc' } });
    expect(notice.facts).toMatchObject({ amount: 10000, paid: 130000 });

    // Her transfer of the difference, with her digits, is what the statement matches; approving it
    // is the difference received: approved, nothing owed, the audit says how much and from which line.
    const { depositor } = await q('plugin::enrolment.depositor-code').findOne({ where: { owner: learner.id, semesterCode: '2027SP' } });
    const csv = ['거래일시,보낸분/받는분,입금액(원)', `2026.11.21 09:30:00,${depositor},"10,000"`].join('\r\n');
    const res = await fetch(
      `${stack.cms.url}/api/v1/staff/deposits/statement?${new URLSearchParams({ semester: '2027SP', bank: '차액은행', file: 'a.csv' })}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'x-dharma-server-secret': stack.secret, Authorization: `Bearer ${staff}` },
        body: new TextEncoder().encode(csv),
      },
    );
    const matching = await res.json();
    expect(res.status).toBe(200);
    expect(matching.matched.map((m: any) => [m.application.learner, m.application.amount_due, m.difference])).toEqual([
      [learner.id, 10000, null],
    ]);
    const byDeposit = await stack.call('POST', '/v1/staff/deposits/approve', {
      token: staff,
      body: { semester: '2027SP', picks: [{ learner: learner.id, ...matching.matched[0].line }] },
    });
    expect(byDeposit.body).toEqual({ approved: [learner.id], skipped: [] });
    expect(await lineOf('차액입금')).toMatchObject({ state: 'approved', amount_paid: 140000, amount_owed: 0 });
    const audit = await auditOf(learner.id);
    expect(audit.map((e: any) => e.action)).toEqual(['application.approve', 'application.approve']);
    expect(audit[0].after).toMatchObject({ amount: 130000 });
    expect(audit[1]).toMatchObject({
      before: { status: 'approved', owed: 10000 },
      after: { status: 'approved', amount: 10000, deposit: { date: '2026-11-21', time: '09:30:00', amount: 10000 } },
    });
    // The line is named by its digest; her depositor name, which carries her name, is not kept.
    expect(audit[1].after.deposit.line).toMatch(/^[0-9a-f]{16,}$/);
    expect(JSON.stringify(audit[1].after)).not.toContain(depositor);
    expect((await approve(learner.id)).status).toBe(409);
  });

  it('shows staff what to return when the changed application costs less; the admission fee paid is not asked again', async () => {
    const learner = await paid('환불표시');
    await withRegistrationFee(90000, async () => {
      const res = await change(learner.token, '2027SP-D5', '2027SP-G1');
      expect(res.body).toMatchObject({ amount_due: 120000, amount_paid: 130000, amount_owed: 0, amount_refund: 10000 });
    });
    expect(await lineOf('환불표시')).toMatchObject({ state: 'approved', amount_owed: 0, amount_refund: 10000 });
    expect(await comingOf(learner.token)).toMatchObject({ amount_owed: 0, amount_refund: 10000 });
  });

  it('cannot change once the term has started: the paid application stays as it was', async () => {
    const learner = await paid('개강후');
    const before = await approvalOf(learner.id);
    try {
      process.env.DHARMA_NOW = '2027-03-06T09:00:00+09:00';
      const blocked = await change(learner.token, '2027SP-D5', '2027SP-G1');
      expect([blocked.status, blocked.body.error.message]).toEqual([409, messages.change_blocked]);
    } finally {
      process.env.DHARMA_NOW = TODAY;
    }
    expect(await approvalOf(learner.id)).toEqual(before);
  });
});

describe('the access log', () => {
  it('records each approval (one and bulk) and cancellation as a staff change of the learner’s data, with the address', async () => {
    const [one, many, cancelled] = [await applicant(), await applicant(), await applicant()];
    expect((await stack.call('POST', `/v1/staff/applications/${one.id}/approve`, { token: staff, body: {}, ip: '10.7.0.1' })).status).toBe(
      200,
    );
    expect(
      (await stack.call('POST', '/v1/staff/applications/approve', { token: staff, body: { learners: [many.id] }, ip: '10.7.0.2' })).status,
    ).toBe(200);
    expect(
      (
        await stack.call('POST', `/v1/staff/applications/${cancelled.id}/cancel`, {
          token: staff,
          body: { reason: '중복 신청' },
          ip: '10.7.0.3',
        })
      ).status,
    ).toBe(200);
    expect(await changesOf(one.id)).toEqual([[staffId, 'staff', 'application 2027SP approved', '10.7.0.1']]);
    expect(await changesOf(many.id)).toEqual([[staffId, 'staff', 'application 2027SP approved', '10.7.0.2']]);
    expect(await changesOf(cancelled.id)).toEqual([[staffId, 'staff', 'application 2027SP cancelled', '10.7.0.3']]);
    // A refused decision changed nothing: nothing is logged.
    expect((await approve(one.id)).status).toBe(409);
    expect(await changesOf(one.id)).toHaveLength(1);
  });

  it('records each read of the table (learners’ names) as a staff read with the page and the address', async () => {
    const before = await q(ACCESS).count();
    expect((await stack.call('GET', '/v1/staff/applications?state=awaiting&page=2', { token: staff, ip: '10.7.1.1' })).status).toBe(200);
    const entries = await q(ACCESS).findMany({ orderBy: { id: 'asc' }, offset: before });
    expect(entries.map((e: any) => [e.action, e.actor, e.actorRole, e.subject, e.detail, e.address])).toEqual([
      ['staff_read', staffId, 'staff', null, 'applications 2027SP page 2', '10.7.1.1'],
    ]);
  });
});

describe('filters and paging', () => {
  it('lists the cancelled ones under “cancelled” with when and why, and only there', async () => {
    const learner = await applicant('취소필터');
    expect((await cancel(learner.id, { reason: '본인 요청' })).status).toBe(200);
    const cancelled = await list(`?state=cancelled&name=${encodeURIComponent('취소필터')}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.total).toBe(1);
    expect(cancelled.body.entries[0]).toMatchObject({
      learner: learner.id,
      state: 'cancelled',
      cancel_reason: '본인 요청',
      cancelled_at: '2026-11-21T01:00:00.000Z',
      amount_due: 130000,
    });
    expect(cancelled.body.entries[0].courses.map((c: any) => c.status)).toEqual(['cancelled', 'cancelled']);
    for (const state of ['awaiting', 'approved'])
      expect((await list(`?state=${state}&name=${encodeURIComponent('취소필터')}`)).body.total, state).toBe(0);
    expect((await list(`?state=cancelled`)).body.entries.every((e: any) => e.state === 'cancelled')).toBe(true);
  });

  it('pages past 50 learners: page 2 holds the rest, the total counts all, no learner on both', async () => {
    const made: number[] = [];
    // 53 learners, four at a time (each signs in, signs up and applies over HTTP).
    for (let i = 0; i < 53; i += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, 53 - i) }, (_, k) => applicant(`쪽넘김${String(i + k).padStart(2, '0')}`)),
      );
      made.push(...batch.map((l) => l.id));
    }
    const name = encodeURIComponent('쪽넘김');
    const first = await list(`?name=${name}`);
    const second = await list(`?name=${name}&page=2`);
    const third = await list(`?name=${name}&page=3`);
    expect(made).toHaveLength(53);
    const { two } = expectTwoPages([first, second, third], 'learner', made);
    // Oldest first across the pages.
    const times = [...first.body.entries, ...second.body.entries].map((e: any) => e.applied_at);
    expect(times).toEqual([...times].sort());
    // Filters hold on every page.
    expect((await list(`?name=${name}&state=awaiting&page=2`)).body.entries.map((e: any) => e.learner)).toEqual(two);
  });
});

describe('audit entries written before approvals stopped keeping the depositor name', () => {
  it('lose the name once at the start-up migration, and keep the line’s date, time and amount and every other field', async () => {
    const knex = stack.cms.strapi.db.connection;
    // Strapi found the migration and ran it at this CMS's start (a fresh database: nothing to change then).
    const ran = await knex('strapi_migrations').select('name');
    expect(ran.map((r: { name: string }) => r.name)).toContain(MIGRATION);
    const learner = await applicant('예전입금');
    const after = {
      status: 'approved',
      paid_at: '2026-11-01T01:00:00.000Z',
      approved_by: staffId,
      amount: 130000,
      deposit: { date: '2026-11-01', time: '10:00', amount: 130000, depositor: '예전입금1234' },
    };
    const old = await q(AUDIT).create({
      data: {
        at: new Date('2026-11-01T01:00:00Z'),
        actor: staffId,
        action: 'application.approve',
        target: `application:2027SP:${learner.id}`,
        subject: learner.id,
        before: { status: 'applied' },
        after,
        address: '127.0.0.1',
      },
    });
    const other = await q(AUDIT).create({
      data: {
        at: new Date(),
        actor: staffId,
        action: 'volunteer.confirm',
        target: 'volunteer:1',
        subject: learner.id,
        after: { depositor: 'kept' },
      },
    });
    const { up } = createRequire(import.meta.url)(`../../cms/database/migrations/${MIGRATION}`);
    await up(knex);
    const { depositor: _gone, ...kept } = after.deposit;
    expect((await q(AUDIT).findOne({ where: { id: old.id } })).after).toEqual({ ...after, deposit: kept });
    // Only an approval's deposit is touched.
    expect((await q(AUDIT).findOne({ where: { id: other.id } })).after).toEqual({ depositor: 'kept' });
    // Run again, it changes nothing.
    await up(knex);
    expect((await q(AUDIT).findOne({ where: { id: old.id } })).after).toEqual({ ...after, deposit: kept });
  });
});
