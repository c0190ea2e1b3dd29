import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { messages } from '@dharma/config/words';
import { tokenExpiresAtMs } from '@dharma/config/rules';
import { BoundedCache } from '@dharma/config/platform/cache';
import { cmsEnv } from '@dharma/config/platform/env';

/**
 * Authentication for every route that acts for a signed-in learner: a valid access token from
 * users-permissions' session manager, whose session still exists (logout deletes it), of a user
 * who is not blocked. It sets ctx.state.user like users-permissions does.
 *
 * Routes use `auth: false` + this policy instead of users-permissions' per-request permission
 * engine: these routes are for every learner by definition, and the engine's reads (settings,
 * role permissions, ability) were most of a request's cost under load (docs/decisions/006).
 *
 * The hot path is a cache hit: verifying the JWT (jsonwebtoken first tries the secret as a public
 * key, ~0.2 ms of CPU) and the two reads (session, user) are done once per token and reused for at
 * most AUTH_CACHE_SECONDS (default 10) and never past the token's own expiry. So a session revoked
 * by another CMS process (logout there, an account blocked in the panel) is refused at the latest
 * AUTH_CACHE_SECONDS later; a change in this process forgets that one learner's cached
 * authentications at once (forgetLearner), so it shows on their next request, while every other
 * learner's stay cached.
 */
const USER = 'plugin::users-permissions.user';

export interface LearnerUser {
  id: number;
  name: string | null;
  email: string;
  blocked: boolean;
  role: { type: string } | null;
}

interface Authentication {
  user: LearnerUser;
  sessionId: string;
}

const AUTH_CACHE_MAX = 20_000;
let cache: BoundedCache<Authentication | false> | undefined;

function authCache() {
  if (!cache) {
    cache = new BoundedCache({ max: AUTH_CACHE_MAX, ttlMs: cmsEnv().AUTH_CACHE_SECONDS * 1000 });
  }
  return cache;
}

/**
 * Called when one learner's sign-in ends or their account changes in this process: none of their
 * tokens may be answered from the cache any more. Only theirs: forgetting everyone's would make
 * every learner's next request verify again, so one learner signing up or out could load the CMS.
 */
export function forgetLearner(userId: number | string): void {
  cache?.deleteWhere((found) => found !== false && String(found.user.id) === String(userId));
}

async function authenticate(token: string): Promise<Authentication | false> {
  const sessions = strapi.sessionManager('users-permissions');
  const result = sessions.validateAccessToken(token);
  if (!result.isValid || result.payload?.type !== 'access') return false;
  const [active, user] = await Promise.all([
    sessions.isSessionActive(result.payload.sessionId),
    strapi.db.query(USER).findOne({
      where: { id: Number(result.payload.userId) },
      select: ['id', 'name', 'email', 'blocked'],
      populate: { role: { select: ['type'] } },
    }),
  ]);
  if (!active || !user || user.blocked) return false;
  return { user, sessionId: result.payload.sessionId };
}

export default async (policyContext: Context) => {
  const header = policyContext.request?.header?.authorization ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) throw new errors.UnauthorizedError(messages.unauthorized);
  // One verification per token at a time: when an entry expires under a learner's burst of
  // requests, one of them verifies and the others wait for it. A valid token is kept no longer
  // than it lives; a refused one only briefly (a retry storm with a bad token then costs one
  // verification per token, not one per request).
  const found = await authCache().load(
    token,
    () => authenticate(token),
    (result) => (result ? tokenExpiresAtMs(token) - Date.now() : 2_000),
  );
  if (!found) throw new errors.UnauthorizedError(messages.unauthorized);
  policyContext.state.user = found.user;
  policyContext.state.session = { id: found.sessionId };
  return true;
};
