import { describe, expect, it } from 'vitest';
import { hotRoutesOf } from './hot-routes';

/** Only what hotRoutesOf reads of Strapi: the API prefix and the plugins' registered routers. */
function strapiWith(routers: Record<string, unknown>) {
  return {
    config: { get: (key: string, fallback?: unknown) => (key === 'api.rest.prefix' ? '/api' : fallback) },
    plugins: { library: { routes: routers }, other: { routes: [] } },
  } as any;
}

const learner = { auth: false, policies: ['global::learner'] };

describe('hot routes', () => {
  it('are the content-API routes that opted in, at their full path', () => {
    const found = hotRoutesOf(
      strapiWith({
        'content-api': {
          type: 'content-api',
          prefix: '',
          routes: [
            { method: 'GET', path: '/v1/scripture/search', handler: 'search.scripture', config: { ...learner, hot: true } },
            { method: 'GET', path: '/v1/videos/:id', handler: 'search.video', config: learner },
          ],
        },
        admin: {
          type: 'admin',
          prefix: '/library',
          routes: [{ method: 'GET', path: '/x', handler: 'a.b', config: { ...learner, hot: true } }],
        },
        prefixed: { type: 'content-api', routes: [{ method: 'GET', path: '/list', handler: 'a.list', config: { ...learner, hot: true } }] },
      }),
    );
    // The admin router's route is not served (admin routes keep Strapi's admin authentication);
    // a router without a prefix gets the plugin's name, as Strapi gives it.
    expect(found.map((f) => f.key)).toEqual(['GET /api/v1/scripture/search', 'GET /api/library/list']);
  });

  it('refuse a route that would lose something by skipping the router', () => {
    const one = (route: Record<string, unknown>) => () =>
      hotRoutesOf(strapiWith({ api: { type: 'content-api', prefix: '', routes: [route] } }));
    expect(one({ method: 'POST', path: '/v1/a', handler: 'a.b', config: { ...learner, hot: true } })).toThrow(/only GET/);
    expect(one({ method: 'GET', path: '/v1/a', handler: 'a.b', config: { policies: ['global::learner'], hot: true } })).toThrow(
      /auth: false/,
    );
    expect(one({ method: 'GET', path: '/v1/videos/:id', handler: 'a.b', config: { ...learner, hot: true } })).toThrow(/fixed paths/);
    expect(one({ method: 'GET', path: '/v1/a', handler: 'a.b', config: learner })()).toEqual([]);
  });
});
