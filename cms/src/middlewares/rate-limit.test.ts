import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCmsEnv } from '@dharma/config/platform/env';
import createRateLimit, { clearExpiredRateLimits, ensureRateLimitTable, RATE_LIMIT_TABLE } from './rate-limit';

/**
 * The middleware with the context Koa would give it, counting in a real SQLite database (in
 * memory) through knex as in the CMS. The client is web's forwarded address only when the call
 * proves it comes from web (the server secret); anyone else is their own address. Counting in
 * PostgreSQL across processes is covered by the multi-process integration test.
 */
const SECRET = 'a-web-cms-secret-of-enough-length';
const knex = createRequire(import.meta.url)('knex')({
  client: 'better-sqlite3',
  connection: { filename: ':memory:' },
  useNullAsDefault: true,
});
/** The CMS's start-up secrets: each case sets the variables it checks in process.env on top. */
const SECRETS = {
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 's',
  TRANSFER_TOKEN_SALT: 's',
  JWT_SECRET: 's',
  ENCRYPTION_KEY: 's',
};
// As at a CMS start: the environment is parsed (register), then the middleware is made from it.
const rateLimit = (config: { bucket: string }) => {
  loadCmsEnv({ ...SECRETS, ...process.env });
  return createRateLimit(config, { strapi: { db: { connection: knex } } as any });
};

beforeAll(() => ensureRateLimitTable(knex));
afterEach(() => knex(RATE_LIMIT_TABLE).del());
afterAll(() => knex.destroy());

function context(ip: string, headers: Record<string, string> = {}) {
  const set: Record<string, string> = {};
  return {
    request: { ip, headers },
    set: (name: string, value: string) => (set[name] = value),
    status: 200,
    body: undefined as unknown,
    sent: set,
  };
}

async function hit(middleware: ReturnType<typeof rateLimit>, ctx: ReturnType<typeof context>) {
  let passed = false;
  await middleware(ctx, async () => {
    passed = true;
  });
  return passed ? 200 : ctx.status;
}

afterEach(() => {
  delete process.env.RATE_LIMIT_REFRESH_PER_MINUTE;
  delete process.env.WEB_CMS_SECRET;
});

describe('rate limit', () => {
  it('lets exactly the limit through in a minute, then answers 429 in Korean with Retry-After', async () => {
    process.env.RATE_LIMIT_REFRESH_PER_MINUTE = '3';
    const limit = rateLimit({ bucket: 'refresh' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await hit(limit, context('10.0.0.1')));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = context('10.0.0.1');
    await hit(limit, refused);
    expect(refused.body).toEqual({
      data: null,
      error: { status: 429, name: 'TooManyRequestsError', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
    });
    expect(Number(refused.sent['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.sent['Retry-After'])).toBeLessThanOrEqual(60);
    // Another address has its own allowance.
    expect(await hit(limit, context('10.0.0.2'))).toBe(200);
  });

  it("counts web's forwarded address only when web proves itself with the server secret", async () => {
    process.env.RATE_LIMIT_REFRESH_PER_MINUTE = '1';
    process.env.WEB_CMS_SECRET = SECRET;
    const limit = rateLimit({ bucket: 'refresh' });
    const fromWeb = (learner: string) => context('127.0.0.1', { 'x-client-ip': learner, 'x-dharma-server-secret': SECRET });
    // Two learners behind the same web server are two clients.
    expect(await hit(limit, fromWeb('203.0.113.1'))).toBe(200);
    expect(await hit(limit, fromWeb('203.0.113.2'))).toBe(200);
    expect(await hit(limit, fromWeb('203.0.113.1'))).toBe(429);
    // A caller without the secret cannot pick a fresh address for each try.
    const forged = (fake: string) => context('198.51.100.9', { 'x-client-ip': fake, 'x-dharma-server-secret': 'guess' });
    expect(await hit(limit, forged('1.1.1.1'))).toBe(200);
    expect(await hit(limit, forged('2.2.2.2'))).toBe(429);
  });

  it('keeps the counts in the database, so a second limiter (another process) sees them', async () => {
    process.env.RATE_LIMIT_REFRESH_PER_MINUTE = '2';
    const [one, two] = [rateLimit({ bucket: 'refresh' }), rateLimit({ bucket: 'refresh' })];
    expect(await hit(one, context('10.0.0.3'))).toBe(200);
    expect(await hit(two, context('10.0.0.3'))).toBe(200);
    expect(await hit(one, context('10.0.0.3'))).toBe(429);
    expect(await hit(two, context('10.0.0.3'))).toBe(429);
    // Buckets count apart: the same client may still sign in.
    expect(await hit(rateLimit({ bucket: 'exchange' }), context('10.0.0.3'))).toBe(200);
  });

  it('the scheduled clean-up forgets only windows that have ended', async () => {
    process.env.RATE_LIMIT_REFRESH_PER_MINUTE = '1';
    const limit = rateLimit({ bucket: 'refresh' });
    await hit(limit, context('10.0.0.4'));
    await hit(limit, context('10.0.0.5'));
    expect(await clearExpiredRateLimits(knex)).toBe(0);
    expect(await hit(limit, context('10.0.0.4'))).toBe(429);
    // A minute and a bit later both windows have ended.
    expect(await clearExpiredRateLimits(knex, Date.now() + 61_000)).toBe(2);
    expect(await knex(RATE_LIMIT_TABLE).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await hit(limit, context('10.0.0.4'))).toBe(200);
  });

  it('refuses a bucket or a limit it does not know', () => {
    expect(() => rateLimit({ bucket: 'everything' })).toThrow(/unknown bucket/);
    process.env.RATE_LIMIT_REFRESH_PER_MINUTE = 'many';
    expect(() => rateLimit({ bucket: 'refresh' })).toThrow(/RATE_LIMIT_REFRESH_PER_MINUTE/);
  });
});
