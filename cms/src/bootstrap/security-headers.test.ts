import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityBuiltOnce } from './security-headers';
import { panelSecurity } from '../../config/middlewares';

/**
 * Our security middleware against Strapi's own `strapi::security`, both on a real Koa server:
 * the same headers on every kind of path (an API call, the admin panel, a file, the health
 * check), in production and in development.
 */
const require = createRequire(import.meta.url);
const Koa = require('koa');
// Strapi's middleware is not in @strapi/core's public exports; its file is read directly here so
// that a Strapi upgrade that changes its defaults fails this test.
const core = path.dirname(require.resolve('@strapi/core/package.json'));
const strapisSecurity = require(path.join(core, 'dist', 'middlewares', 'security.js')).security;

function fakeStrapi() {
  // Only what both middlewares read of Strapi: the admin path and the GraphQL plugin (absent).
  return {
    config: { get: (key: string, fallback?: unknown) => (key === 'admin.path' ? '/admin' : fallback) },
    plugin: () => undefined,
  } as any;
}
const security = securityBuiltOnce(strapisSecurity);

async function headersOf(middleware, paths: string[]) {
  const app = new Koa();
  app.use(middleware);
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const all: Record<string, Record<string, string>> = {};
    for (const p of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${p}`);
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name)),
      );
      all[p] = headers;
    }
    return all;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const PATHS = [
  '/api/v1/scripture/search?keyword=자비',
  '/admin',
  '/admin/content-manager',
  '/uploads/a.png',
  '/_health',
  '/documentation/v1',
];

describe('security headers', () => {
  for (const env of ['production', 'development']) {
    it(`are Strapi's own on every path (${env})`, async () => {
      const before = process.env.NODE_ENV;
      process.env.NODE_ENV = env;
      try {
        const strapi = fakeStrapi();
        const theirs = await headersOf(strapisSecurity({}, { strapi }), PATHS);
        const ours = await headersOf(security(undefined, { strapi }), PATHS);
        expect(ours).toEqual(theirs);
        // The headers a reader would look for are there at all (the comparison is not of two empties).
        expect(ours['/api/v1/scripture/search?keyword=자비']['content-security-policy']).toContain("default-src 'self'");
        expect(ours['/admin']['x-frame-options']).toBe('SAMEORIGIN');
        expect(ours['/_health']['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        process.env.NODE_ENV = before;
      }
    });
  }

  it('with media in a bucket, the panel may show pictures from its origin; the rest is Strapi’s own, built once', async () => {
    const strapi = fakeStrapi();
    const { config } = panelSecurity('https://media.school.example/bucket') as { config: object };
    const theirs = await headersOf(strapisSecurity(config, { strapi }), PATHS);
    const ours = await headersOf(security(config, { strapi }), PATHS);
    expect(ours).toEqual(theirs);
    const csp = ours['/admin']['content-security-policy'];
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/market-assets\.strapi\.io https:\/\/media\.school\.example;/);
    expect(csp).toMatch(/media-src 'self' data: blob: https:\/\/media\.school\.example;/);
    // Local media: Strapi's middleware as it is.
    expect(panelSecurity(undefined)).toBe('strapi::security');
  });

  it('options of our own go to Strapi’s middleware, which merges them', async () => {
    const strapi = fakeStrapi();
    const config = { frameguard: { action: 'deny' } };
    const ours = await headersOf(security(config, { strapi }), ['/api/x']);
    expect(ours['/api/x']['x-frame-options']).toBe('DENY');
  });
});
