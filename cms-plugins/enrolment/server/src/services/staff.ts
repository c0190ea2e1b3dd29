import type { Core } from '@strapi/strapi';
import decisions from './staff-decisions';
import lists from './staff-lists';

export type { ApprovingDeposit } from './staff-decisions';
export { approvalStateOf } from './staff-lists';

/**
 * The school office's side of semester applications, one service in two parts: the lists (the
 * table of one semester's applications, one line per learner, and the first page's numbers) and
 * the decisions (approval when the payment has arrived, cancellation with a reason).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({ ...lists({ strapi }), ...decisions({ strapi }) });
