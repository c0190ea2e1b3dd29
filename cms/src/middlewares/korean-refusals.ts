import type { Context, Next } from 'koa';
import { messages } from '@dharma/config/words';

/**
 * Strapi's own refusals carry English defaults: its router answers any 401 a route's policy raises
 * with "Unauthorized" (it drops the policy's words), an unknown path with "Not Found". Learners
 * meet them only through web, but a client written against the API reads them. This stands outside
 * strapi::errors, so it sees every API answer in its final shape, and puts the catalogue's Korean
 * in place of those defaults; a refusal that already says something of ours is left as it is. The
 * admin panel's own API (/admin, /content-manager, …) is the panel's and keeps its words.
 */
const KOREAN: Record<number, { english: string[]; korean: string }> = {
  401: { english: ['Unauthorized', 'Missing or invalid credentials'], korean: messages.unauthorized },
  403: { english: ['Forbidden', 'Forbidden access', 'Policy Failed'], korean: messages.forbidden },
  404: { english: ['Not Found', 'Not found'], korean: messages.not_found },
  405: { english: ['Method Not Allowed'], korean: messages.method_not_allowed },
  500: { english: ['Internal Server Error'], korean: messages.server_error },
};

export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/api/')) return;
  const rule = KOREAN[ctx.status];
  // A path no route answers gets koa's bare text; a client parsing the API's errors gets its shape.
  if (ctx.status === 404 && ctx.body == null) {
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: messages.not_found, details: {} } };
    return;
  }
  const error = (ctx.body as { error?: { message?: unknown } } | undefined)?.error;
  if (rule && error && typeof error.message === 'string' && rule.english.includes(error.message)) error.message = rule.korean;
};
