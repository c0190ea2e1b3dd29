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
  async function signedIn(roles = ['LEARNER']) {
    const { commitSession, getSession } = await import('./session.server');
    const session = await getSession(new Request('https://school.example.org/'));
    session.set('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiI0MiJ9.sig');
    session.set('refresh_token', 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoicmVmcmVzaCJ9.sig');
    session.set('user', { username: '김보리', email: 'bori@example.com', roles });
    return commitSession(session);
  }

  it('tells a staff sign-in from a learner’s, a changed cookie and none (web asks before reading a large body)', async () => {
    const { carriesStaffSession } = await import('./session.server');
    const staff = (await signedIn(['LEARNER', 'ADMIN'])).split(';')[0]!;
    const learner = (await signedIn()).split(';')[0]!;
    expect(await carriesStaffSession(`theme=dark; ${staff}`)).toBe(true);
    expect(await carriesStaffSession(learner)).toBe(false);
    expect(await carriesStaffSession(`${staff.slice(0, -4)}${staff.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`)).toBe(false);
    expect(await carriesStaffSession(staff.replace('__Host-', ''))).toBe(false);
    expect(await carriesStaffSession(undefined)).toBe(false);
  });

  it('is __Host-ds_session: Secure, HttpOnly, SameSite=Lax, path / and no Domain', async () => {
    const header = await signedIn();
    expect(header.startsWith('__Host-ds_session=')).toBe(true);
    const attributes = header
      .split('; ')
      .slice(1)
      .map((a) => a.split('=')[0]!.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite', 'path', 'max-age']));
    expect(attributes).not.toContain('domain');
    expect(header).toMatch(/; Path=\//);
  });

  it('is sealed: the value shows neither the tokens nor the name or e-mail, and reads back whole', async () => {
    const { getSession } = await import('./session.server');
    const header = await signedIn();
    const value = header.split(';')[0]!.slice('__Host-ds_session='.length);
    const decoded =
      [value, ...value.split('*')].map((part) => Buffer.from(part, 'base64').toString('latin1')).join(' ') + decodeURIComponent(value);
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
    const forged = Buffer.from(
      JSON.stringify({ access_token: 'x', refresh_token: 'y', user: { username: 'x', email: 'x', roles: ['ADMIN'] } }),
    ).toString('base64');
    for (const cookie of [`__Host-ds_session=${flipped}`, `__Host-ds_session=${forged}`, `ds_session=${value}`]) {
      const session = await getSession(new Request('https://school.example.org/', { headers: { Cookie: cookie } }));
      expect(session.get('access_token'), cookie.slice(0, 30)).toBeUndefined();
      expect(session.get('user')).toBeUndefined();
    }
  });
});

/** One browser's parallel requests: one rotates the tokens, the others must not hand back the used ones. */
describe('a cookie whose sign-in another request just rotated', () => {
  const rotated = { access_token: 'eyJ.new-access.sig', refresh_token: 'eyJ.new-refresh.sig' };

  it('is read, and committed again, with the newer tokens; a different cookie holding the old ones is not', async () => {
    const { commitSession, getSession, recordRotation, tookNewerTokens } = await import('./session.server');
    const first = await getSession(new Request('https://school.example.org/'));
    first.set('access_token', 'eyJ.old-access.sig');
    first.set('refresh_token', 'eyJ.old-refresh.sig');
    const cookie = (await commitSession(first)).split(';')[0]!;
    // Another cookie value of the same browser, holding the same (soon used) tokens.
    const otherCookie = (await commitSession(first)).split(';')[0]!;
    expect(otherCookie).not.toBe(cookie);

    // Request 1 refreshes.
    const refreshing = await getSession(new Request('https://school.example.org/', { headers: { Cookie: cookie } }));
    recordRotation(refreshing, 'eyJ.old-refresh.sig', rotated);

    // Request 2 carried the same cookie: it reads the newer tokens and answers with a new cookie.
    const parallel = await getSession(new Request('https://school.example.org/', { headers: { Cookie: cookie } }));
    expect(parallel.get('refresh_token')).toBe(rotated.refresh_token);
    expect(tookNewerTokens(parallel)).toBe(true);
    const committed = await getSession(
      new Request('https://school.example.org/', { headers: { Cookie: (await commitSession(parallel)).split(';')[0]! } }),
    );
    expect(committed.get('refresh_token')).toBe(rotated.refresh_token);

    // A different cookie value gets nothing: it goes to the CMS, which judges the used token.
    const other = await getSession(new Request('https://school.example.org/', { headers: { Cookie: otherCookie } }));
    expect(other.get('refresh_token')).toBe('eyJ.old-refresh.sig');
    expect(tookNewerTokens(other)).toBe(false);
  });
});
