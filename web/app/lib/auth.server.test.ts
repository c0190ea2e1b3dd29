import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  Object.assign(process.env, {
    SESSION_SECRET: 'unit-test-session-secret',
    WEB_CMS_SECRET: 'unit-test-web-cms-secret',
    KAKAO_CLIENT_ID: 'unit',
    SITE_URL: 'http://127.0.0.1:3000',
  });
});

/**
 * The guards with real Requests: what a signed-out visitor is told and where they go. The first
 * test loads the web modules (seconds beside the typecheck and lint on a busy machine).
 */
describe('requireLearner', { timeout: 30_000 }, () => {
  it('sends a signed-out visitor to /login with the members-only message and keeps the path one day', async () => {
    const { requireLearner } = await import('./auth.server');
    const { getSession } = await import('./session.server');
    const thrown = await requireLearner(new Request('http://127.0.0.1:3000/studyroom/all?tab=2')).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/login');
    const cookies = thrown.headers.getSetCookie() as string[];
    const returnTo = cookies.find((c) => c.startsWith('ds_return_to='))!;
    expect(returnTo).toMatch(/Max-Age=86400/);
    expect(returnTo).toMatch(/HttpOnly/);
    const session = await getSession(
      new Request('http://x/', { headers: { Cookie: cookies.find((c) => c.startsWith('ds_session='))!.split(';')[0] } }),
    );
    expect(session.get('message')).toBe('로그인한 사용자만 이용할 수 있습니다.');
  });

  it('does not keep the path of a POST', async () => {
    const { requireLearner } = await import('./auth.server');
    const thrown = await requireLearner(new Request('http://127.0.0.1:3000/register', { method: 'POST' })).catch((e) => e);
    expect(thrown.headers.getSetCookie().some((c: string) => c.startsWith('ds_return_to='))).toBe(false);
  });

  it('sends a signed-in learner without a name to /signup', async () => {
    const { requireLearner } = await import('./auth.server');
    const { getSession, commitSession } = await import('./session.server');
    const session = await getSession(new Request('http://x/'));
    session.set('access_token', 'a');
    session.set('refresh_token', 'r');
    session.set('user', { username: null, email: 'a@example.com', roles: ['LEARNER'] });
    const cookie = (await commitSession(session)).split(';')[0];
    const thrown = await requireLearner(new Request('http://127.0.0.1:3000/free-class', { headers: { Cookie: cookie } })).catch((e) => e);
    expect(thrown.headers.get('Location')).toBe('/signup');
    const learner = await requireLearner(new Request('http://127.0.0.1:3000/signup', { headers: { Cookie: cookie } }), {
      allowWithoutName: true,
    });
    expect(learner.user.email).toBe('a@example.com');
  });

  it('the session cookie is httpOnly and SameSite=Lax, Secure only over https', async () => {
    const { commitSession, getSession } = await import('./session.server');
    const cookie = await commitSession(await getSession(new Request('http://x/')));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
