import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { findTextAnywhere } from '../support/db-scan';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030 } from '../support/summer-2030';

/**
 * Deleting one's account over HTTP against a real Strapi: Ji-um (김지움) has studied, written,
 * voted, logged volunteer work, ticked her practices, turned on her calendar feed, applied for
 * membership and downloaded a certificate. She deletes her account: afterwards her name, e-mail,
 * phone, dharma name, member number and everything she wrote are found in no text column of any
 * table, her sign-ins are dead, her class statistics remain without her name, and the same Kakao
 * account signing in again is a new learner. Summer 2030 (term 2030-07-01 … 07-28), today day 5.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-05');

const APP = 'plugin::enrolment.application';
const RESPONSE = 'plugin::studyroom.task-response';
const COMPLETION = 'plugin::studyroom.day-completion';
const USER = 'plugin::users-permissions.user';
const D5 = '/v2/classes/2030SU/D5';

const JIUM = {
  email: 'jium.delete@example.com',
  name: '김지움',
  phone: '010-2468-1357',
  dharma: '묘덕화지움',
  number: '88776655',
  verse: '지움이 옮겨 적은 게송',
  volunteer: '지움의 연등 만들기 봉사',
  helper: 'jium.helper@example.com',
  practice: '지움의 백팔배',
};

let stack: LearnerStack;
type Learner = { token: string; refresh: string; id: number };
let jium: Learner;
let bob: Learner;
let staff: Learner;
let jiumGrade: number;
let jiumUnpaid: number;
let bobGrade: number;
let kakaoId: string;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const signIn = (email: string, name: string): Promise<Learner> => stack.signedIn(email, name);
const ok = async (method: string, path: string, who: Learner, body?: unknown) => {
  const res = await stack.call(method, path, { token: who.token, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const remove = (who: Learner | null, body: unknown) => stack.call('POST', '/v1/me/delete', { token: who?.token, body });

const application = (owner: number, name: string, data: Record<string, unknown>) => applicationRow(stack.cms.strapi, owner, name, data);

beforeAll(async () => {
  stack = await startLearnerStack('records-account-deletion', { DHARMA_NOW: at('2030-07-05'), SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi);

  jium = await signIn(JIUM.email, JIUM.name);
  bob = await signIn('bob.keeps@example.com', '박남음');
  staff = await signIn('staff@example.com', '담당자');
  kakaoId = (await q(USER).findOne({ where: { id: jium.id }, select: ['kakaoId'] })).kakaoId;
  jiumGrade = await application(jium.id, JIUM.name, { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  jiumUnpaid = await application(jium.id, JIUM.name, {
    semesterCode: '2030SU',
    category: 'lecture',
    catalog: 'lotussutra',
    courseCode: '2030SU-L5',
    status: 'applied',
    amountDue: 130000,
  });
  // Her unpaid application gets its depositor name (her name and digits), as at start-up.
  expect(await strapi.plugin('enrolment').service('depositors').backfill()).toBe(1);
  const completed = await application(jium.id, JIUM.name, {
    semesterCode: '2029FA',
    courseCode: '2029FA-D5',
    status: 'completed',
    progress: 90,
  });
  bobGrade = await application(bob.id, '박남음', { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  await q('plugin::enrolment.public-class-application').create({
    data: {
      owner: jium.id,
      learnerName: JIUM.name,
      courseName: 'open-sati',
      startedAt: '2030-07-10',
      endedAt: '2030-07-12',
      status: 'applied',
    },
  });

  // What Ji-um does as a learner, through the API as the site does it.
  for (const day of [1, 2]) {
    await ok('PATCH', `${D5}/tasks`, jium, { type: 'check', task_id: `${day}:read`, response: true });
    await ok('PATCH', `${D5}/tasks`, jium, { type: 'verse', task_id: `${day}:verse`, response: `${JIUM.verse} ${day}` });
  }
  await ok('PATCH', `${D5}/tasks`, bob, { type: 'verse', task_id: '2:verse', response: '남음의 게송' });
  const jiumPost = await q(RESPONSE).findOne({ where: { owner: jium.id, day: 2, taskKey: 'verse' } });
  const bobPost = await q(RESPONSE).findOne({ where: { owner: bob.id, day: 2, taskKey: 'verse' } });
  await ok('POST', `${D5}/vote`, bob, { type: 'verse', id: jiumPost.id });
  await ok('POST', `${D5}/vote`, jium, { type: 'verse', id: bobPost.id });
  await ok('PATCH', '/v1/member', jium, { name: JIUM.name, phone: JIUM.phone });
  await ok('POST', '/v1/applications', jium, { religion_name: JIUM.dharma, agreed: true });
  await ok('PATCH', `/v1/user/membership?number=${JIUM.number}`, jium);
  await ok('POST', `/v1/grade/${jiumGrade}/volunteer`, jium, { date: '2030-07-03', hrs: 2, content: JIUM.volunteer, email: JIUM.helper });
  await ok('PATCH', `/v1/grade/${jiumGrade}/lifestyle`, jium, { name: JIUM.practice });
  const own = await q('plugin::records.own-practice').findOne({ where: { owner: jium.id } });
  await ok('PATCH', `/v1/grade/${jiumGrade}/lifestyle/o${own.id}`, jium, {});
  await ok('POST', '/v1/calendar/feed', jium);
  const pdf = await fetch(`${stack.cms.url}/api/v1/certificates/course-${completed}/pdf`, {
    headers: { Authorization: `Bearer ${jium.token}`, 'x-dharma-server-secret': stack.secret },
  });
  expect(pdf.status).toBe(200);
  // Every piece is really stored before the deletion (else the search afterwards proves nothing).
  expect((await findTextAnywhere(stack.cms.strapi.db.connection, Object.values(JIUM))).map((f) => f.needle).sort()).toEqual(
    expect.arrayContaining(Object.values(JIUM).sort()),
  );
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('POST /v1/me/delete', () => {
  it('refuses without the typed words, a visitor and a staff account, and changes nothing', async () => {
    const cases: [Learner | null, unknown, number, string | null][] = [
      [jium, {}, 400, messages.account_delete_phrase],
      [jium, { confirm: '탈퇴' }, 400, messages.account_delete_phrase],
      [jium, { confirm: 'yes' }, 400, messages.account_delete_phrase],
      [jium, { confirm: 42 }, 400, messages.account_delete_phrase],
      [jium, { confirm: '탈퇴합니다', also: 'x' }, 400, messages.account_delete_payload_invalid],
      [null, { confirm: '탈퇴합니다' }, 401, null],
      [staff, { confirm: '탈퇴합니다' }, 403, messages.account_delete_staff],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await remove(who, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.error.message).toBe(message);
    }
    expect(await q(USER).findOne({ where: { id: jium.id }, select: ['name', 'email', 'blocked'] })).toMatchObject({
      name: JIUM.name,
      email: JIUM.email,
      blocked: false,
    });
    expect(await q(USER).findOne({ where: { email: 'staff@example.com' }, select: ['name'] })).toMatchObject({ name: '담당자' });
    expect((await stack.call('GET', '/v1/member/page', { token: jium.token })).body).toMatchObject({ name: JIUM.name, phone: JIUM.phone });
  });

  it('erases every piece of Ji-um’s personal data: found in no table afterwards', async () => {
    const completionsBefore = await q(COMPLETION).count({ where: { owner: jium.id } });
    expect(await q('plugin::enrolment.depositor-code').count({ where: { owner: jium.id } })).toBe(1);
    const responsesBefore = await q(RESPONSE).count({ where: { owner: jium.id } });
    const res = await remove(jium, { confirm: '  탈퇴합니다 ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, message: messages.account_deleted });

    // The deletion's receipt carries her address and name until it is handed over; then they go too.
    const receipt = await stack.cms.strapi.db.query('plugin::notices.notice').findMany({ where: { learner: jium.id } });
    expect(receipt.map((r: { kind: string; facts: { address: string } }) => [r.kind, r.facts.address])).toEqual([
      ['account_deleted', JIUM.email],
    ]);
    await stack.cms.strapi.plugin('notices').service('sender').sendDue();
    expect(await findTextAnywhere(stack.cms.strapi.db.connection, [...Object.values(JIUM), kakaoId])).toEqual([]);
    const user = await q(USER).findOne({ where: { id: jium.id } });
    expect(user).toMatchObject({
      username: `deleted_${jium.id}`,
      email: `deleted_${jium.id}@users.invalid`,
      name: null,
      phone: null,
      kakaoId: null,
      blocked: true,
    });
    // Nothing of hers that is personal is left as a row.
    for (const uid of [
      'plugin::enrolment.membership-application',
      'plugin::enrolment.depositor-code',
      'plugin::records.volunteer-entry',
      'plugin::records.own-practice',
      'plugin::records.lifestyle-check',
      'plugin::records.calendar-feed',
      'plugin::records.certificate',
    ]) {
      expect(await q(uid).count({ where: { owner: jium.id } }), uid).toBe(0);
    }
    expect(await q('plugin::studyroom.vote').count({ where: { voter: jium.id } })).toBe(0);
    // What the school's statistics count stays, without her name.
    expect(await q(COMPLETION).count({ where: { owner: jium.id } })).toBe(completionsBefore);
    expect(await q(RESPONSE).count({ where: { owner: jium.id } })).toBe(responsesBefore);
    expect(await q(RESPONSE).count({ where: { owner: jium.id, $or: [{ response: { $notNull: true } }, { hidden: false }] } })).toBe(0);
    const apps = await q(APP).findMany({ where: { owner: jium.id }, orderBy: { id: 'asc' } });
    expect(apps.map((a: { id: number; status: string; learnerName: string | null }) => [a.id, a.status, a.learnerName])).toEqual([
      [jiumGrade, 'approved', null],
      [jiumUnpaid, 'cancelled', null],
      [expect.any(Number), 'completed', null],
    ]);
    expect(await q('plugin::enrolment.public-class-application').findOne({ where: { owner: jium.id } })).toMatchObject({
      learnerName: null,
      status: 'cancelled',
    });
    // The deletion itself is on the access log.
    expect(await q('plugin::records.access-log-entry').count({ where: { action: 'account_deleted', subject: jium.id } })).toBe(1);
  });

  it('ends every sign-in: the access token and the refresh token are refused', async () => {
    expect((await stack.call('GET', '/v1/member/page', { token: jium.token })).status).toBe(401);
    expect((await stack.call('POST', '/v1/session/refresh', { body: { refresh_token: jium.refresh } })).status).toBe(401);
    expect(await q('admin::session').count({ where: { userId: String(jium.id) } })).toBe(0);
  });

  it('leaves the classmate’s data and takes her post off his board and her vote off his tally', async () => {
    const board = await stack.call('GET', `${D5}/verses?day=2`, { token: bob.token });
    expect(board.status).toBe(200);
    expect(JSON.stringify(board.body)).not.toContain(JIUM.verse);
    expect(JSON.stringify(board.body)).toContain('남음의 게송');
    const score = await stack.call('GET', `/v1/grade/${bobGrade}/score`, { token: bob.token });
    expect(score.body).toMatchObject({ tasks_answered: 1, votes_received: 0 });
    expect(await q(USER).findOne({ where: { id: bob.id }, select: ['name'] })).toMatchObject({ name: '박남음' });
  });

  it('makes the same Kakao account a new learner who must sign up again', async () => {
    const kakaoToken = stack.kakao.issueAccessToken({ email: JIUM.email, nickname: 'n' });
    const exchange = await stack.call('POST', '/v1/session/exchange', { body: { kakao_access_token: kakaoToken } });
    expect(exchange.status).toBe(200);
    const info = await stack.call('GET', '/v1/member', { token: exchange.body.access_token });
    expect(info.body).toMatchObject({ username: null, email: JIUM.email });
    const fresh = await q(USER).findOne({ where: { email: JIUM.email } });
    expect(fresh.id).not.toBe(jium.id);
    expect(fresh.kakaoId).toBe(kakaoId);
    expect((await stack.call('GET', '/v1/grade-progress', { token: exchange.body.access_token })).body.grades).toEqual([]);
  });
});
