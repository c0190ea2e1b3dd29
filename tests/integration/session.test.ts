import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';

/**
 * Sign-in and sessions over HTTP: a real Strapi on a throwaway SQLite file, and the Kakao
 * stand-in as the only other party.
 */
const require = createRequire(import.meta.url);
const jwt = require('jsonwebtoken');

const JWT_SECRET = crypto.randomBytes(24).toString('hex');
let stack: LearnerStack;
let kakao: LearnerStack['kakao'];
let cms: LearnerStack['cms'];

beforeAll(async () => {
  stack = await startLearnerStack('session', {
    JWT_SECRET,
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '8',
    RATE_LIMIT_REFRESH_PER_MINUTE: '8',
    // A used refresh token is theft at once here; the few seconds in which it is a race are tested in security-sessions.
    REFRESH_REUSE_GRACE_SECONDS: '0',
  });
  ({ kakao, cms } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

let clientIp = 0;
/** Each call is one browser's request forwarded by web; a fresh address keeps rate limits apart. */
const call: LearnerStack['call'] = (method, path, options = {}) => stack.call(method, path, { ip: `10.0.0.${++clientIp}`, ...options });
const signIn = (email: string, _nickname?: string) => stack.signIn(email, null);

const userCount = () => cms.strapi.db.query('plugin::users-permissions.user').count();

describe('exchange (web → cms)', () => {
  it('turns a Kakao token of our app into our access and refresh tokens, creating the learner once', async () => {
    const before = await userCount();
    const tokens = await signIn('new.learner@example.com', '새학인');
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token']);
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(await userCount()).toBe(before + 1);
    await signIn('new.learner@example.com', '새학인');
    expect(await userCount()).toBe(before + 1);
  });

  it('access ≈ 12 hours, refresh 14 days by default', async () => {
    const { access_token, refresh_token } = await signIn('lifetimes@example.com');
    const access = jwt.decode(access_token);
    const refresh = jwt.decode(refresh_token);
    const now = Math.floor(Date.now() / 1000);
    expect(access.exp - access.iat).toBe(12 * 60 * 60);
    expect(Math.abs(refresh.exp - now - 14 * 24 * 60 * 60)).toBeLessThan(10);
  });

  it('refuses callers without the server secret, or with a wrong one', async () => {
    const kakaoToken = kakao.issueAccessToken({ email: 'x@example.com', nickname: 'x' });
    expect((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: kakaoToken }, secret: null })).status).toBe(401);
    expect((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: kakaoToken }, secret: 'guess' })).status).toBe(401);
  });

  it('refuses a Kakao token issued to another Kakao app, and an unknown token', async () => {
    const before = await userCount();
    const foreign = kakao.issueAccessToken({ email: 'foreign@example.com', nickname: 'f', appId: 999 });
    expect((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: foreign } })).status).toBe(401);
    expect((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: 'not-a-kakao-token' } })).status).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it('rejects a malformed body with 400', async () => {
    expect((await call('POST', '/v1/session/exchange', { body: {} })).status).toBe(400);
    expect((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: 42 } })).status).toBe(400);
  });

  it('answers 429 past the burst, per client', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: 'x' }, ip })).status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    const limited = await call('POST', '/v1/session/exchange', { body: { kakao_access_token: 'x' }, ip });
    expect(limited.body.error.message).toBe(messages.rate_limited);
    // Another learner is not affected.
    expect((await call('POST', '/v1/session/exchange', { body: { kakao_access_token: 'x' } })).status).toBe(401);
  });
});

describe('session info, signup and semester info', () => {
  it('anonymous callers get 401 on every learner endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/v1/member'],
      ['GET', '/v2/info/semester'],
      ['POST', '/v1/user/signup'],
    ]) {
      expect(
        (await call(method, path, { body: method === 'POST' ? { username: 'a', agreed: true } : undefined })).status,
        path,
      ).toBeGreaterThanOrEqual(401);
      expect(
        (await call(method, path, { body: method === 'POST' ? { username: 'a', agreed: true } : undefined })).status,
        path,
      ).toBeLessThanOrEqual(403);
    }
  });

  it('a new learner has no name until sign-up; sign-up stores name, consent time and policy version', async () => {
    const { access_token } = await signIn('signup@example.com', '카카오닉네임');
    const before = await call('GET', '/v1/member', { token: access_token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ username: null, email: 'signup@example.com', roles: ['LEARNER'] });

    // The consent's time is the one clock's (decision 041), as every time a page shows: a test's
    // moved clock put it at the real hour of the run (a year's learner saw it on /member).
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 7_000).toISOString();
    process.env.DHARMA_NOW = at;
    const done = await call('POST', '/v1/user/signup', { token: access_token, body: { username: '  김보리  ', agreed: true } });
    delete process.env.DHARMA_NOW;
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ username: '김보리', email: 'signup@example.com', roles: ['LEARNER'] });
    const row = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'signup@example.com' } });
    expect(row.name).toBe('김보리');
    expect(row.privacyPolicyVersion).toBe('1.3');
    expect(new Date(row.consentedAt).toISOString()).toBe(at);
    // The unique login name is untouched: two learners may share a real name.
    expect(row.username).toMatch(/^kakao_\d+$/);

    const semester = await call('GET', '/v2/info/semester', { token: access_token });
    // A new learner owes the seeded registration fee plus the admission fee for the semester now applied for.
    expect(semester.body).toEqual({ credits: 0, semester: 0, username: '김보리', fee_due: 130000 });
  });

  it.each([
    [{ username: '   ', agreed: true }, messages.name_required],
    [{ username: '', agreed: true }, messages.name_required],
    [{ agreed: true }, messages.name_required],
    [{ username: 7, agreed: true }, messages.name_required],
    [{ username: '김보리', agreed: false }, messages.consent_required],
    [{ username: '김보리' }, messages.consent_required],
    [{ username: '김보리', agreed: 'true' }, messages.consent_required],
    [{ username: '가'.repeat(51), agreed: true }, messages.name_too_long],
    // Names people can read: a letter at least, nothing invisible.
    [{ username: '"', agreed: true }, messages.name_unreadable],
    [{ username: '😀', agreed: true }, messages.name_unreadable],
    [{ username: '김\u200b보리', agreed: true }, messages.name_unreadable],
  ])('bad sign-up %j → 400 with its message, nothing stored', async (body, message) => {
    const { access_token } = await signIn('badsignup@example.com');
    const res = await call('POST', '/v1/user/signup', { token: access_token, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const row = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'badsignup@example.com' } });
    expect(row.name).toBeNull();
    expect(row.consentedAt).toBeNull();
  });

  it('two learners may have the same name', async () => {
    for (const email of ['same1@example.com', 'same2@example.com']) {
      const { access_token } = await signIn(email);
      expect((await call('POST', '/v1/user/signup', { token: access_token, body: { username: '이도윤', agreed: true } })).status).toBe(200);
    }
  });

  it('staff prepared by e-mail take their account at first sign-in and have ADMIN', async () => {
    const { access_token } = await signIn('staff@example.com', '교무');
    const info = await call('GET', '/v1/member', { token: access_token });
    expect(info.body.roles).toEqual(['LEARNER', 'ADMIN']);
  });

  it('staff role given and taken away in the admin panel shows in the roles at once', async () => {
    const { access_token } = await signIn('promoted@example.com');
    const member = async () => (await call('GET', '/v1/member', { token: access_token })).body.roles;
    expect(await member()).toEqual(['LEARNER']);

    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@dharma.test', password: 'Test-admin-password-1' }),
    });
    expect(login.status).toBe(200);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${(await login.json()).data.token}` };
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'promoted@example.com' } });
    const roles = cms.strapi.db.query('plugin::users-permissions.role');
    const staff = await roles.findOne({ where: { type: 'staff' } });
    const learnerRole = await roles.findOne({ where: { type: 'authenticated' } });
    const setRole = (roleId: number) =>
      fetch(`${cms.url}/content-manager/collection-types/plugin::users-permissions.user/${user.documentId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ role: { connect: [{ id: roleId }], disconnect: [] } }),
      });

    expect((await setRole(staff.id)).status).toBe(200);
    expect(await member()).toEqual(['LEARNER', 'ADMIN']);
    expect((await setRole(learnerRole.id)).status).toBe(200);
    expect(await member()).toEqual(['LEARNER']);
  });

  it('forged, expired and wrongly signed tokens are 401', async () => {
    const { access_token } = await signIn('forger@example.com');
    const payload = jwt.decode(access_token);
    const forged = jwt.sign({ userId: payload.userId, sessionId: payload.sessionId, type: 'access' }, 'not-our-secret', {
      expiresIn: 3600,
    });
    const expired = jwt.sign({ userId: payload.userId, sessionId: payload.sessionId, type: 'access' }, JWT_SECRET, { expiresIn: -10 });
    const tampered = `${access_token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...payload, userId: '1' })).toString('base64url')}.${access_token.split('.')[2]}`;
    for (const token of [forged, expired, tampered, 'garbage']) {
      expect((await call('GET', '/v1/member', { token })).status).toBe(401);
    }
  });
});

describe('refresh and logout', () => {
  it('refresh rotates both tokens; the used refresh token is rejected afterwards', async () => {
    const first = await signIn('rotate@example.com');
    const second = await call('POST', '/v1/session/refresh', { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await call('GET', '/v1/member', { token: second.body.access_token })).status).toBe(200);
    const third = await call('POST', '/v1/session/refresh', { body: { refresh_token: second.body.refresh_token } });
    expect(third.status).toBe(200);
    expect((await call('GET', '/v1/member', { token: third.body.access_token })).status).toBe(200);
  });

  it('a used refresh token coming back is taken for a stolen copy: the whole sign-in ends, the newest tokens too', async () => {
    const first = await signIn('stolen@example.com');
    const other = await signIn('stolen@example.com'); // the same learner on another device
    const second = await call('POST', '/v1/session/refresh', { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);

    const reuse = await call('POST', '/v1/session/refresh', { body: { refresh_token: first.refresh_token }, ip: '10.66.6.6' });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.message).toBe(messages.unauthorized);
    // The holder of the newer tokens (the thief, or the learner) is signed out as well.
    expect((await call('POST', '/v1/session/refresh', { body: { refresh_token: second.body.refresh_token } })).status).toBe(401);
    expect((await call('GET', '/v1/member', { token: second.body.access_token })).status).toBe(401);
    expect((await call('GET', '/v1/member', { token: first.access_token })).status).toBe(401);
    // Only that sign-in: the learner's other device stays signed in.
    expect((await call('GET', '/v1/member', { token: other.access_token })).status).toBe(200);
    // And the access log says what happened, from where.
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'stolen@example.com' } });
    const logged = await cms.strapi.db
      .query('plugin::records.access-log-entry')
      .findMany({ where: { action: 'refresh_reused', subject: user.id } });
    expect(logged).toHaveLength(1);
    expect(logged[0].address).toBe('10.66.6.6');
  });

  it('refresh with garbage or an access token is 401; a missing token is 400', async () => {
    const { access_token } = await signIn('refresh-bad@example.com');
    expect((await call('POST', '/v1/session/refresh', { body: { refresh_token: 'garbage' } })).status).toBe(401);
    expect((await call('POST', '/v1/session/refresh', { body: { refresh_token: access_token } })).status).toBe(401);
    expect((await call('POST', '/v1/session/refresh', { body: {} })).status).toBe(400);
  });

  it('logout revokes: the access token, the refresh token and older tokens of the chain stop working', async () => {
    const first = await signIn('logout@example.com');
    const second = (await call('POST', '/v1/session/refresh', { body: { refresh_token: first.refresh_token } })).body;
    const other = await signIn('logout@example.com'); // the same learner on another device
    expect((await call('POST', '/v1/session/logout', { body: { refresh_token: second.refresh_token } })).status).toBe(200);

    expect((await call('GET', '/v1/member', { token: second.access_token })).status).toBe(401);
    expect((await call('GET', '/v1/member', { token: first.access_token })).status).toBe(401);
    expect((await call('POST', '/v1/session/refresh', { body: { refresh_token: second.refresh_token } })).status).toBe(401);
    // Logging out one device leaves the other signed in.
    expect((await call('GET', '/v1/member', { token: other.access_token })).status).toBe(200);
    // Logout is idempotent.
    expect((await call('POST', '/v1/session/logout', { body: { refresh_token: second.refresh_token } })).status).toBe(200);
  });

  it('logout without a body (the spec’s call) ends the sign-in its bearer token belongs to, and only that one', async () => {
    const first = await signIn('logout-bearer@example.com');
    const second = (await call('POST', '/v1/session/refresh', { body: { refresh_token: first.refresh_token } })).body;
    const other = await signIn('logout-bearer@example.com'); // the same learner on another device
    expect((await call('POST', '/v1/session/logout', { token: second.access_token })).status).toBe(200);

    expect((await call('GET', '/v1/member', { token: second.access_token })).status).toBe(401);
    expect((await call('POST', '/v1/session/refresh', { body: { refresh_token: second.refresh_token } })).status).toBe(401);
    expect((await call('GET', '/v1/member', { token: other.access_token })).status).toBe(200);
    // Again, or with a token that is not one: still a logout, and it ends nothing else.
    expect((await call('POST', '/v1/session/logout', { token: second.access_token })).status).toBe(200);
    expect((await call('POST', '/v1/session/logout', { token: 'not-a-token' })).status).toBe(200);
    expect((await call('GET', '/v1/member', { token: other.access_token })).status).toBe(200);
    // Neither a body nor a bearer token: nothing to end, said in Korean.
    const bare = await call('POST', '/v1/session/logout');
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe(messages.session_token_required);
  });

  it('refresh is rate limited too: 8 rotations a minute from one client, then 429', async () => {
    const ip = '10.8.8.8';
    let { refresh_token } = await signIn('refresh-limit@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/v1/session/refresh', { body: { refresh_token }, ip });
      statuses.push(res.status);
      if (res.status === 200) refresh_token = res.body.refresh_token;
      else if (res.status === 429) expect(res.body.error.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    }
    expect(statuses.indexOf(429)).toBe(8);
    expect(statuses).toEqual([...Array(8).fill(200), 429, 429, 429]);
    // The limit is per client: the last good token still rotates from another address.
    expect((await call('POST', '/v1/session/refresh', { body: { refresh_token } })).status).toBe(200);
  });

  it('users-permissions password routes are closed', async () => {
    const register = await call('POST', '/auth/local/register', {
      body: { username: 'pw_user', email: 'pw@example.com', password: 'Password-123' },
      secret: null,
    });
    expect([400, 403, 404, 405]).toContain(register.status);
    const login = await call('POST', '/auth/local', { body: { identifier: 'staff@example.com', password: 'anything' }, secret: null });
    expect([400, 403, 404, 405]).toContain(login.status);
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email: 'pw@example.com' } })).toBe(0);
  });
});
