import type { Context } from 'koa';
import crypto from 'node:crypto';
import { errors } from '@strapi/utils';
import { cmsEnv } from '@dharma/config/platform/env';

/** The header web sends on its own calls; only the web server knows WEB_CMS_SECRET. */
export const SERVER_SECRET_HEADER = 'x-dharma-server-secret';

export function hasServerSecret(ctx: Pick<Context, 'request'>): boolean {
  const expected = cmsEnv().WEB_CMS_SECRET;
  const given = ctx.request.headers[SERVER_SECRET_HEADER];
  if (!expected || typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Only the web server may call this route (e.g. the Kakao exchange); anything else is a 401. */
export default (policyContext: Context) => {
  if (hasServerSecret(policyContext)) return true;
  // Thrown, not `return false`: a failed policy is a 403, and this caller is not authenticated at all.
  throw new errors.UnauthorizedError('server secret required');
};
