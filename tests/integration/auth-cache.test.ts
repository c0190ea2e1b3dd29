import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLearnerStack, type LearnerStack } from '../support/learners';

/**
 * Learner routes reuse a verified access token for AUTH_CACHE_SECONDS instead of verifying it and
 * reading its session and user on every call. What must still hold: a logout in this CMS process
 * refuses the sign-in's token on the very next call, and a session ended elsewhere (another CMS
 * process, or an account blocked in the panel) is refused within AUTH_CACHE_SECONDS.
 */
const CACHE_SECONDS = 2;
let stack: LearnerStack;

beforeAll(async () => {
  stack = await startLearnerStack('auth-cache', { AUTH_CACHE_SECONDS: String(CACHE_SECONDS) });
});

afterAll(async () => {
  await stack?.stop();
});

const member = (token: string) => stack.call('GET', '/v1/member', { token });

/**
 * Polls with the token every 100 ms until it is refused (for up to AUTH_CACHE_SECONDS + 2 s) after
 * a call that ended at `cachedBy` put it in the cache. Returns whether it was refused and how late
 * after the cache entry's end the calls it still accepted began: the rule is that no call begun
 * after the entry expired is accepted, however slow the machine (a loaded CI machine answers late,
 * which must not count against the cache).
 */
async function pollUntilRefused(token: string, cachedBy: number) {
  const expiry = cachedBy + CACHE_SECONDS * 1000;
  const acceptedLate: number[] = [];
  while (Date.now() < expiry + 2000) {
    const begun = Date.now();
    const status = (await member(token)).status;
    if (status === 401) return { refused: true, acceptedLate };
    if (begun > expiry) acceptedLate.push(begun - expiry);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { refused: false, acceptedLate };
}

describe('the authentication cache', () => {
  it('refuses the token of a sign-in on the very next call after its logout', async () => {
    const tokens = await stack.signIn('logout-now@example.com', '지금');
    // Used twice, so it is certainly in the cache.
    expect((await member(tokens.access_token)).status).toBe(200);
    expect((await member(tokens.access_token)).status).toBe(200);
    expect((await stack.call('POST', '/v1/session/logout', { body: { refresh_token: tokens.refresh_token } })).status).toBe(200);
    expect((await member(tokens.access_token)).status).toBe(401);
  });

  it('refuses a session ended by another process within AUTH_CACHE_SECONDS', async () => {
    const tokens = await stack.signIn('elsewhere@example.com', '다른 곳');
    expect((await member(tokens.access_token)).status).toBe(200);
    const cachedBy = Date.now();
    const user = await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'elsewhere@example.com' } });
    // What a logout handled by another CMS process leaves in the shared database: no session rows.
    const removed = await stack.cms.strapi.db.query('admin::session').deleteMany({ where: { userId: String(user.id) } });
    expect(removed.count).toBeGreaterThan(0);
    expect(await pollUntilRefused(tokens.access_token, cachedBy)).toEqual({ refused: true, acceptedLate: [] });
  });

  it('refuses a learner blocked in the panel within AUTH_CACHE_SECONDS', async () => {
    const tokens = await stack.signIn('blocked-later@example.com', '차단');
    expect((await member(tokens.access_token)).status).toBe(200);
    const cachedBy = Date.now();
    await stack.cms.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { email: 'blocked-later@example.com' }, data: { blocked: true } });
    expect(await pollUntilRefused(tokens.access_token, cachedBy)).toEqual({ refused: true, acceptedLate: [] });
  });

  it("does not keep a learner's old name: an application right after sign-up stores the new one", async () => {
    const tokens = await stack.signIn('named-late@example.com', null);
    // Authenticated (and so cached) while the learner has no name yet.
    expect((await member(tokens.access_token)).body.username).toBeNull();
    expect(
      (await stack.call('POST', '/v1/user/signup', { token: tokens.access_token, body: { username: '늦은 이름', agreed: true } })).status,
    ).toBe(200);
    const semester = (await stack.call('GET', '/v2/apply/semester-check')).body.semester;
    const applied = await stack.call('POST', '/v2/apply/courses', {
      token: tokens.access_token,
      body: [{ course_name: `${semester}-J1` }],
    });
    expect(applied.status).toBe(200);
    const user = await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'named-late@example.com' } });
    const rows = await stack.cms.strapi.db.query('plugin::enrolment.application').findMany({ where: { owner: user.id } });
    expect(rows.map((r: { learnerName: string }) => r.learnerName)).toEqual(['늦은 이름', '늦은 이름']);
  });

  it('never accepts a forged or altered token, however often it is tried', async () => {
    const tokens = await stack.signIn('forger@example.com', '위조');
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, userId: '1' })).toString('base64url')}.${signature}`;
    for (let i = 0; i < 3; i++) expect((await member(forged)).status).toBe(401);
    expect((await member(`${tokens.access_token}x`)).status).toBe(401);
    expect((await member(tokens.access_token)).status).toBe(200);
  });
});
