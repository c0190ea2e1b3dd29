import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import createError from 'http-errors';
import { errors } from '@strapi/utils';
import { messages } from '@dharma/config/words';
import { STAFF_ACTIVITY_WRITE_SECONDS } from '@dharma/config/platform/security';
import { STAFF_ROLE_TYPE } from '@dharma/config/rules';
import { cmsEnv } from '@dharma/config/platform/env';

/**
 * Staff routes: after `global::learner` has authenticated the caller (401 without a valid
 * session), only a user with the Staff role passes; a learner's token is refused with 403 before
 * any controller runs.
 *
 * Staff reach every learner's personal data, so their sign-in reaches these routes for less time
 * than it lasts for their own study: at most STAFF_SESSION_MAX_SECONDS after the Kakao sign-in,
 * and not after STAFF_SESSION_IDLE_SECONDS without a staff request. Past either, the answer is
 * 401 with `details.reason = 'staff_reauth'`, and web asks for a fresh Kakao sign-in. A sign-in
 * that does not say when it began (made before this rule) counts as too old.
 */
const SESSION = 'admin::session';

export const STAFF_REAUTH = 'staff_reauth';

/**
 * A plain HTTP 401 carrying the reason. (Strapi's own UnauthorizedError, thrown from a policy, is
 * turned into a bare "Unauthorized" by its authorisation step, which would lose both.)
 */
function reauth(): never {
  throw createError(401, messages.staff_reauth, { details: { reason: STAFF_REAUTH } });
}

async function checkStaffSession(strapi: Core.Strapi, sessionId: string | undefined): Promise<void> {
  if (!sessionId) reauth();
  const row = await strapi.db.query(SESSION).findOne({ where: { sessionId }, select: ['id', 'metadata'] });
  const metadata = (row?.metadata ?? {}) as { signedInAt?: string; staffSeenAt?: string };
  const signedInAt = Date.parse(metadata.signedInAt ?? '');
  if (!Number.isFinite(signedInAt)) reauth();
  const now = Date.now();
  const { STAFF_SESSION_MAX_SECONDS, STAFF_SESSION_IDLE_SECONDS } = cmsEnv();
  if (now - signedInAt > STAFF_SESSION_MAX_SECONDS * 1000) reauth();
  const seenAt = Date.parse(metadata.staffSeenAt ?? '') || signedInAt;
  if (now - seenAt > STAFF_SESSION_IDLE_SECONDS * 1000) reauth();
  // Written at most once a minute: a page's several staff calls cost one write, not several.
  if (now - seenAt > STAFF_ACTIVITY_WRITE_SECONDS * 1000 || !metadata.staffSeenAt) {
    await strapi.db
      .query(SESSION)
      .update({ where: { id: row.id }, data: { metadata: { ...metadata, staffSeenAt: new Date(now).toISOString() } } });
  }
}

export default async (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (policyContext.state.user?.role?.type !== STAFF_ROLE_TYPE) throw new errors.PolicyError(messages.staff_only);
  await checkStaffSession(strapi, policyContext.state.session?.id);
  return true;
};
