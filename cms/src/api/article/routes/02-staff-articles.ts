import { ACCESS } from '@dharma/config/platform/plugin';

/**
 * The back office's article order: global::learner authenticates (anonymous 401), then
 * global::staff refuses anyone without the Staff role (403) before a controller runs.
 */

export default {
  routes: [
    { method: 'GET', path: '/v1/staff/articles/:type', handler: 'api::article.article.staffList', config: ACCESS.staff },
    { method: 'POST', path: '/v1/staff/articles/:type/move', handler: 'api::article.article.move', config: ACCESS.staff },
    { method: 'PUT', path: '/v1/staff/articles/:type/order', handler: 'api::article.article.saveOrder', config: ACCESS.staff },
  ],
};
