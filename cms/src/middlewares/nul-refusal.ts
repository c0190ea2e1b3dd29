import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { messages } from '@dharma/config/words';

/** True when a query or parsed body holds U+0000 in any string, key or value (walked without recursion, so no depth overflows it). */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      // Plain objects only: an uploaded file's object is the media library's, not text a caller wrote.
      const proto: unknown = Object.getPrototypeOf(next);
      if (proto === Object.prototype || proto === null)
        for (const [key, inner] of Object.entries(next as Record<string, unknown>)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store or compare text holding U+0000 and answers such a query with an error,
 * which reached callers as a 500 (a search for "%00" on the back office's curriculum, say);
 * SQLite takes it silently. No person types the character, so a query string or body carrying it
 * is refused on either database with a Korean 400 before any route reads it.
 */
export default () => async (ctx: Context, next: Next) => {
  if (holdsNul(ctx.query) || holdsNul((ctx.request as { body?: unknown }).body)) throw new errors.ValidationError(messages.text_nul);
  await next();
};
