import { ACCESS } from '@dharma/config/platform/plugin';

/**
 * The back office's routes of the records plugin: global::learner authenticates (anonymous 401),
 * then global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default [
  // The first page's counts: numbers only, so not in the access log (docs/security.md).
  { method: 'GET', path: '/v1/staff/summary', handler: 'summary.today', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/volunteers', handler: 'grades.staffVolunteers', config: ACCESS.staff },
  { method: 'PATCH', path: '/v1/staff/volunteers/:entryId/confirm', handler: 'grades.confirmVolunteer', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/audit', handler: 'audit.list', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/access-log', handler: 'audit.accessLog', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/students', handler: 'students.search', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/students.csv', handler: 'students.csv', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/students/:learnerId', handler: 'students.one', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/mentor-pairs', handler: 'mentors.list', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/mentor-pairs.csv', handler: 'mentors.csv', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/mentor-pairs/:pairId', handler: 'mentors.one', config: ACCESS.staff },
  { method: 'POST', path: '/v1/staff/mentor-pairs', handler: 'mentors.create', config: ACCESS.staff },
  { method: 'PUT', path: '/v1/staff/mentor-pairs/:pairId', handler: 'mentors.update', config: ACCESS.staff },
  { method: 'DELETE', path: '/v1/staff/mentor-pairs/:pairId', handler: 'mentors.remove', config: ACCESS.staff },
];
