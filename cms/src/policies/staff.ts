import { errors } from '@strapi/utils';
import { STAFF_ROLE_TYPE, messages } from '@dharma/config';

/**
 * Staff routes: after `global::learner` has authenticated the caller (401 without a valid
 * session), only a user with the Staff role passes; a learner's token is refused with 403 before
 * any controller runs.
 */
export default (policyContext) => {
  if (policyContext.state.user?.role?.type !== STAFF_ROLE_TYPE) throw new errors.PolicyError(messages.staff_only);
  return true;
};
