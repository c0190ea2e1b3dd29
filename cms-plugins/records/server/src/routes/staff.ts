import { ACCESS, routesOf } from '@dharma/config/platform/plugin';

/**
 * The back office's routes of the records plugin: global::learner authenticates (anonymous 401),
 * then global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default routesOf(ACCESS.staff, {
  // The first page's counts: numbers only, so not in the access log (docs/security.md).
  'GET /v1/staff/summary': 'summary.today',
  'GET /v1/staff/volunteers': 'grades.staffVolunteers',
  'PATCH /v1/staff/volunteers/:entryId/confirm': 'grades.confirmVolunteer',
  'GET /v1/staff/audit': 'audit.list',
  'GET /v1/staff/access-log': 'audit.accessLog',
  'GET /v1/staff/students': 'students.search',
  'GET /v1/staff/students.csv': 'students.csv',
  'GET /v1/staff/students/:learnerId': 'students.one',
  'GET /v1/staff/mentor-pairs': 'mentors.list',
  'GET /v1/staff/mentor-pairs.csv': 'mentors.csv',
  'GET /v1/staff/mentor-pairs/:pairId': 'mentors.one',
  'POST /v1/staff/mentor-pairs': 'mentors.create',
  'PUT /v1/staff/mentor-pairs/:pairId': 'mentors.update',
  'DELETE /v1/staff/mentor-pairs/:pairId': 'mentors.remove',
});
