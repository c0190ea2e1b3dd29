import { ACCESS, routesOf } from '@dharma/config/platform/plugin';

/**
 * The back office's routes of the enrolment plugin: global::learner authenticates (anonymous 401),
 * then global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default routesOf(ACCESS.staff, {
  'GET /v1/staff/applications': 'staff.applications',
  'POST /v1/staff/applications/approve': 'staff.approveMany',
  'POST /v1/staff/applications/cancel': 'staff.cancelMany',
  'POST /v1/staff/applications/:learner/approve': 'staff.approve',
  'POST /v1/staff/applications/:learner/cancel': 'staff.cancel',
  // A bank statement (the file as the body) is read and matched; nothing is approved by it.
  'GET /v1/staff/deposits/statement': 'deposits.form',
  'POST /v1/staff/deposits/statement': 'deposits.statement',
  'POST /v1/staff/deposits/approve': 'deposits.approve',
});
