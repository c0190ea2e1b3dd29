import { ACCESS } from '@dharma/config/platform/plugin';

/**
 * The back office's routes of the study room: global::learner authenticates (anonymous 401), then
 * global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default [
  { method: 'GET', path: '/v1/staff/progress', handler: 'office.progress', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/progress.csv', handler: 'office.csv', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/curriculum', handler: 'office.curriculum', config: ACCESS.staff },
  { method: 'GET', path: '/v1/staff/posts', handler: 'office.posts', config: ACCESS.staff },
  { method: 'PATCH', path: '/v1/staff/posts/:postId', handler: 'office.moderate', config: ACCESS.staff },
];
