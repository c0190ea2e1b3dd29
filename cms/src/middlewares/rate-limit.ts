import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { messages } from '@dharma/config/words';
import { RATE_LIMITS, rateLimitEnvName, type RateLimitBucket } from '@dharma/config/rules';
import { cmsEnv } from '@dharma/config/platform/env';
import { hasServerSecret } from '../policies/server-secret';

/**
 * A per-minute limit per bucket (RATE_LIMITS in config; 429 with Retry-After past it, before the
 * route's action runs, so a refused request writes nothing). An `address` bucket counts per
 * client: web calls the CMS for every visitor, so the client is the address web forwards in
 * X-Client-Ip when it proves itself with the server secret; otherwise the caller's own address.
 * A `learner` bucket counts per signed-in user (the route's global::learner policy has run), so
 * one account cannot write faster by coming from many addresses.
 *
 * The counters live in the database, in one table for every bucket: a limit kept in each
 * process's memory would let a client try N times on each of several CMS processes. Each count
 * is one atomic upsert, so two processes counting the same client at once both count.
 */
export const RATE_LIMIT_TABLE = 'dharma_rate_limits';

// Strapi's own connection: knex is Strapi's dependency, not ours, so its type is read off Strapi's.
type Knex = Core.Strapi['db']['connection'];

function limitOf(bucket: string): (typeof RATE_LIMITS)[RateLimitBucket] {
  if (!Object.hasOwn(RATE_LIMITS, bucket)) throw new Error(`rate-limit: unknown bucket ${bucket}`);
  return RATE_LIMITS[bucket as RateLimitBucket];
}

// The environment's RATE_LIMIT_<BUCKET>_PER_MINUTE (checked at start-up), else RATE_LIMITS's.
function pointsOf(bucket: string): number {
  limitOf(bucket);
  return cmsEnv()[rateLimitEnvName(bucket as RateLimitBucket)];
}

const isPostgres = (knex: Knex) => /^(pg|postgres(ql)?)$/.test(knex.client.config.client);

/**
 * Creates the counters' table if it is missing. Run once per start, inside the start-up lock, so
 * two processes starting together do not both create it. Strapi leaves tables it never made alone.
 */
export async function ensureRateLimitTable(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable(RATE_LIMIT_TABLE)) return;
  await knex.schema.createTable(RATE_LIMIT_TABLE, (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    // Milliseconds since 1970: the end of the window the points belong to.
    table.bigInteger('expire');
  });
}

/**
 * Forgets the counts of windows that have ended. The limiter already ignores them; this only
 * keeps the table small. A scheduled job (one process) instead of the library's own timer in
 * every process.
 */
export async function clearExpiredRateLimits(knex: Knex, now = Date.now()): Promise<number> {
  return knex(RATE_LIMIT_TABLE).where('expire', '<', now).del();
}

export function limiterFor(bucket: string, knex: Knex): RateLimiterAbstract {
  const options = {
    storeClient: knex,
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: bucket,
    points: pointsOf(bucket),
    duration: 60,
  };
  return isPostgres(knex) ? new RateLimiterPostgres(options) : new RateLimiterSQLite(options);
}

/**
 * The learner's address: the one web forwards (`x-client-ip`), trusted only on a request that
 * carries web's server secret; anyone else is known by the connection's own address.
 */
export function clientAddressOf(ctx: Pick<Context, 'request'>): string {
  const forwarded = ctx.request.headers['x-client-ip'];
  return typeof forwarded === 'string' && forwarded && hasServerSecret(ctx) ? forwarded : ctx.request.ip;
}

/** Whom a request counts against: its learner (`user:<id>`) or its client address. */
function counterOf(ctx: Context, per: 'address' | 'learner'): string {
  const user = ctx.state?.user?.id;
  if (per === 'learner' && user !== undefined && user !== null) return `user:${user}`;
  return clientAddressOf(ctx);
}

export default (config: { bucket: string }, { strapi }: { strapi: Core.Strapi }) => {
  // A bad bucket or limit stops the start, not the first request.
  pointsOf(config.bucket);
  const { per } = limitOf(config.bucket);
  let limiter: RateLimiterAbstract | undefined;
  return async (ctx: Context, next: Next) => {
    // Made on first use: routes are set up before our bootstrap has made sure the table exists.
    limiter ??= limiterFor(config.bucket, strapi.db.connection);
    const client = counterOf(ctx, per);
    try {
      await limiter.consume(client);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      ctx.status = 429;
      ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message: messages.rate_limited } };
      return;
    }
    await next();
  };
};
