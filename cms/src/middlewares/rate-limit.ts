import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@dharma/config';
import { hasServerSecret } from '../policies/server-secret';

/**
 * A per-minute limit per client and bucket (429 with Retry-After past it). Web calls the CMS for
 * every visitor, so the client is the address web forwards in X-Client-Ip when it proves itself
 * with the server secret; otherwise the caller's own address. The counters live in this process
 * (rate-limiter-flexible's memory store, which forgets idle keys by itself); with several CMS
 * processes the same limiter takes a shared store (its PostgreSQL or Redis stores).
 */
const LIMITS: Record<string, { env: string; fallback: number }> = {
  exchange: { env: 'RATE_LIMIT_EXCHANGE_PER_MINUTE', fallback: 20 },
  refresh: { env: 'RATE_LIMIT_REFRESH_PER_MINUTE', fallback: 60 },
};

export function limiterFor(bucket: string): RateLimiterMemory {
  const limit = LIMITS[bucket];
  if (!limit) throw new Error(`rate-limit: unknown bucket ${bucket}`);
  const points = Number(process.env[limit.env] ?? limit.fallback);
  if (!Number.isInteger(points) || points < 1) throw new Error(`${limit.env} must be a whole number of at least 1 (got ${process.env[limit.env]})`);
  return new RateLimiterMemory({ keyPrefix: bucket, points, duration: 60 });
}

export default (config: { bucket: string }) => {
  const limiter = limiterFor(config.bucket);
  return async (ctx, next) => {
    const forwarded = ctx.request.headers['x-client-ip'];
    const client = typeof forwarded === 'string' && forwarded && hasServerSecret(ctx) ? forwarded : ctx.request.ip;
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
