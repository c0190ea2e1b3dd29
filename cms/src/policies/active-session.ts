import { errors } from '@strapi/utils';
import { messages } from '@dharma/config';

/**
 * users-permissions accepts a signed, unexpired access token even after its session was revoked
 * (logout). Routes that act for a learner also require the session behind the token to exist.
 */
export default async (policyContext) => {
  const user = policyContext.state.user;
  const sessionId = policyContext.state.session?.id;
  if (user && sessionId && (await strapi.sessionManager('users-permissions').isSessionActive(sessionId))) return true;
  throw new errors.UnauthorizedError(messages.unauthorized);
};
