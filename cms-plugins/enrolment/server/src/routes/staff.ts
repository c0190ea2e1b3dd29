import { ACCESS } from '@dharma/config/platform/plugin';

/**
 * The back office's routes of the enrolment plugin: global::learner authenticates (anonymous 401),
 * then global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default [
  { method: 'GET', path: '/v1/staff/applications', handler: 'staff.applications', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/applications/approve', handler: 'staff.approveMany', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/applications/cancel', handler: 'staff.cancelMany', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/applications/:learner/approve', handler: 'staff.approve', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/applications/:learner/cancel', handler: 'staff.cancel', config: ACCESS.staff },
  // A bank statement (the file as the body) is read and matched; nothing is approved by it.
  { method: 'GET', path: '/v1/staff/deposits/statement', handler: 'deposits.form', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/deposits/statement', handler: 'deposits.statement', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/deposits/approve', handler: 'deposits.approve', config: ACCESS.staff },
];
