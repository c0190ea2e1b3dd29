import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  Object.assign(process.env, {
    SESSION_SECRET: 'unit-test-session-secret',
    WEB_CMS_SECRET: 'unit-test-web-cms-secret',
    KAKAO_CLIENT_ID: 'unit',
    PAGE_CACHE_SECONDS: '10',
  });
});

const args = (loader: HeadersInit, parent: HeadersInit = {}) => ({
  loaderHeaders: new Headers(loader),
  parentHeaders: new Headers(parent),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
});

describe('routeHeaders', () => {
  it('lets an anonymous public page be shared for PAGE_CACHE_SECONDS', async () => {
    const { routeHeaders } = await import('./http.server');
    const headers = new Headers(routeHeaders(args({})) as HeadersInit);
    expect(headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=10');
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('keeps Set-Cookie from the root loader and the page loader, and makes the page private', async () => {
    const { routeHeaders } = await import('./http.server');
    const parent = new Headers();
    parent.append('Set-Cookie', 'ds_session=root; Path=/');
    const leaf = new Headers();
    leaf.append('Set-Cookie', 'ds_session=leaf; Path=/');
    const headers = new Headers(routeHeaders({ ...args({}), parentHeaders: parent, loaderHeaders: leaf }) as HeadersInit);
    expect(headers.getSetCookie()).toEqual(['ds_session=root; Path=/', 'ds_session=leaf; Path=/']);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('a private parent makes every child private', async () => {
    const { routeHeaders, PRIVATE } = await import('./http.server');
    const headers = new Headers(routeHeaders(args({ 'Cache-Control': 'public, s-maxage=60' }, PRIVATE)) as HeadersInit);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('safePath (where sign-in returns to)', () => {
  it('keeps our own paths and refuses everything that could leave the site', async () => {
    const { safePath } = await import('./session.server');
    expect(safePath('/studyroom/current?x=1')).toBe('/studyroom/current?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'studyroom', '', null, 42]) {
      expect(safePath(bad)).toBeNull();
    }
  });
});
