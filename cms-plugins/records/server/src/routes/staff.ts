/**
 * The back office's routes of the records plugin: global::learner authenticates (anonymous 401),
 * then global::staff refuses anyone without the Staff role (403) before a controller runs.
 */
const staff = { auth: false, policies: ['global::learner', 'global::staff'] };

export default [
  { method: 'GET', path: '/v1/staff/volunteers', handler: 'grades.staffVolunteers', config: staff },
  { method: 'PATCH', path: '/v1/staff/volunteers/:entryId/confirm', handler: 'grades.confirmVolunteer', config: staff },
  { method: 'GET', path: '/v1/staff/audit', handler: 'audit.list', config: staff },
  { method: 'GET', path: '/v1/staff/access-log', handler: 'audit.accessLog', config: staff },
  { method: 'GET', path: '/v1/staff/students', handler: 'students.search', config: staff },
  { method: 'GET', path: '/v1/staff/students.csv', handler: 'students.csv', config: staff },
  { method: 'GET', path: '/v1/staff/students/:learnerId', handler: 'students.one', config: staff },
  { method: 'GET', path: '/v1/staff/mentor-pairs', handler: 'mentors.list', config: staff },
  { method: 'GET', path: '/v1/staff/mentor-pairs.csv', handler: 'mentors.csv', config: staff },
  { method: 'GET', path: '/v1/staff/mentor-pairs/:pairId', handler: 'mentors.one', config: staff },
  { method: 'POST', path: '/v1/staff/mentor-pairs', handler: 'mentors.create', config: staff },
  { method: 'PUT', path: '/v1/staff/mentor-pairs/:pairId', handler: 'mentors.update', config: staff },
  { method: 'DELETE', path: '/v1/staff/mentor-pairs/:pairId', handler: 'mentors.remove', config: staff },
];
