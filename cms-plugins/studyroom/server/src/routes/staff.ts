import { ACCESS, routesOf } from '@dharma/config/platform/plugin';

/**
 * The back office's routes of the study room: global::learner authenticates (anonymous 401), then
 * global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default routesOf(ACCESS.staff, {
  'GET /v1/staff/progress': 'office.progress',
  'GET /v1/staff/progress.csv': 'office.csv',
  'GET /v1/staff/curriculum': 'office.curriculum',
  'GET /v1/staff/posts': 'office.posts',
  'PATCH /v1/staff/posts/:postId': 'office.moderate',
});
