import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  Object.assign(process.env, {
    SESSION_SECRET: 'unit-test-session-secret',
    WEB_CMS_SECRET: 'unit-test-web-cms-secret',
    KAKAO_CLIENT_ID: 'unit',
    // The site as deployed: over https.
    SITE_URL: 'https://school.example.org',
  });
});

/** The session cookie as the browser gets it on a site served over https. */
describe('the session cookie over https', () => {
  async function signedIn() {
    const { commitSession, getSession } = await import('./session.server');
    const session = await getSession(new Request('https://school.example.org/'));
    session.set('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiI0MiJ9.sig');
    session.set('refresh_token', 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoicmVmcmVzaCJ9.sig');
    session.set('user', { username: '김보리', email: 'bori@example.com', roles: ['LEARNER'] });
    return commitSession(session);
  }

  it('is __Host-ds_session: Secure, HttpOnly, SameSite=Lax, path / and no Domain', async () => {
    const header = await signedIn();
    expect(header.startsWith('__Host-ds_session=')).toBe(true);
    const attributes = header.split('; ').slice(1).map((a) => a.split('=')[0]!.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite', 'path', 'max-age']));
    expect(attributes).not.toContain('domain');
    expect(header).toMatch(/; Path=\//);
  });

  it('is sealed: the value shows neither the tokens nor the name or e-mail, and reads back whole', async () => {
    const { getSession } = await import('./session.server');
    const header = await signedIn();
    const value = header.split(';')[0]!.slice('__Host-ds_session='.length);
    const decoded = [value, ...value.split('*')].map((part) => Buffer.from(part, 'base64').toString('latin1')).join(' ') + decodeURIComponent(value);
    for (const secret of ['eyJ', 'bori@example.com', 'bori', 'LEARNER']) expect(decoded).not.toContain(secret);
    const session = await getSession(new Request('https://school.example.org/', { headers: { Cookie: header.split(';')[0]! } }));
    expect(session.get('user')?.email).toBe('bori@example.com');
    expect(session.get('refresh_token')).toMatch(/^eyJ/);
  });

  it('reads as no session at all when changed, forged, or sent under the plain name', async () => {
    const { getSession } = await import('./session.server');
    const header = (await signedIn()).split(';')[0]!;
    const value = header.slice('__Host-ds_session='.length);
    const flipped = `${value.slice(0, 40)}${value[40] === 'A' ? 'B' : 'A'}${value.slice(41)}`;
    const forged = Buffer.from(JSON.stringify({ access_token: 'x', refresh_token: 'y', user: { username: 'x', email: 'x', roles: ['ADMIN'] } })).toString('base64');
    for (const cookie of [`__Host-ds_session=${flipped}`, `__Host-ds_session=${forged}`, `ds_session=${value}`]) {
      const session = await getSession(new Request('https://school.example.org/', { headers: { Cookie: cookie } }));
      expect(session.get('access_token'), cookie.slice(0, 30)).toBeUndefined();
      expect(session.get('user')).toBeUndefined();
    }
  });
});
