import { errors } from '@strapi/utils';
import { messages } from '@dharma/config';

/**
 * Authentication for every route that acts for a signed-in learner: a valid access token from
 * users-permissions' session manager, whose session still exists (logout revokes it), of a user
 * who is not blocked. It sets ctx.state.user like users-permissions does.
 *
 * Routes use `auth: false` + this policy instead of users-permissions' per-request permission
 * engine: these routes are for every learner by definition, and the engine's reads (settings,
 * role permissions, ability) were most of a request's cost under load (docs/decisions/006).
 */
const USER = 'plugin::users-permissions.user';

export default async (policyContext) => {
  const header = policyContext.request?.header?.authorization ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) throw new errors.UnauthorizedError(messages.unauthorized);
  const sessions = strapi.sessionManager('users-permissions');
  const result = sessions.validateAccessToken(token);
  if (!result.isValid || result.payload?.type !== 'access') throw new errors.UnauthorizedError(messages.unauthorized);
  const [active, user] = await Promise.all([
    sessions.isSessionActive(result.payload.sessionId),
    strapi.db.query(USER).findOne({
      where: { id: Number(result.payload.userId) },
      select: ['id', 'name', 'email', 'blocked'],
      populate: { role: { select: ['type'] } },
    }),
  ]);
  if (!active || !user || user.blocked) throw new errors.UnauthorizedError(messages.unauthorized);
  policyContext.state.user = user;
  policyContext.state.session = { id: result.payload.sessionId };
  return true;
};
