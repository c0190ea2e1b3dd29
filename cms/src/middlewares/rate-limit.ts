import { messages } from '@dharma/config';
import { hasServerSecret } from '../policies/server-secret';

/**
 * A fixed-window limit per client and bucket (429 past the burst). Web calls the CMS for every
 * visitor, so the client is the address web forwards in X-Client-Ip when it proves itself with
 * the server secret; otherwise the caller's own address. Per process: with several CMS processes
 * put a shared limiter (proxy or Redis) in front instead.
 */
const LIMITS: Record<string, { env: string; fallback: number }> = {
  exchange: { env: 'RATE_LIMIT_EXCHANGE_PER_MINUTE', fallback: 20 },
  refresh: { env: 'RATE_LIMIT_REFRESH_PER_MINUTE', fallback: 60 },
};
const WINDOW_MS = 60_000;
const hits = new Map<string, { count: number; resetAt: number }>();

export default (config: { bucket: string }) => {
  const limit = LIMITS[config.bucket];
  if (!limit) throw new Error(`rate-limit: unknown bucket ${config.bucket}`);
  return async (ctx, next) => {
    const max = Number(process.env[limit.env] ?? limit.fallback);
    const forwarded = ctx.request.headers['x-client-ip'];
    const client = typeof forwarded === 'string' && forwarded && hasServerSecret(ctx) ? forwarded : ctx.request.ip;
    const key = `${config.bucket}:${client}`;
    const now = Date.now();
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + WINDOW_MS };
      hits.set(key, entry);
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
    }
    entry.count += 1;
    if (entry.count > max) {
      ctx.set('Retry-After', String(Math.ceil((entry.resetAt - now) / 1000)));
      ctx.status = 429;
      ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message: messages.rate_limited } };
      return;
    }
    await next();
  };
};
