import { ACCESS, contentApi, routesOf } from '@dharma/config/platform/plugin';

/**
 * The library plugin's paths, at /api without the plugin prefix: signed-in learners search the
 * scripture and videos and open a video (the app's global::learner policy; a visitor gets 401).
 */
// The searches are what many learners call at once: answered before the router (global::hot-routes).
const hot = { ...ACCESS.learner, hot: true };

export default contentApi([
  ...routesOf(hot, {
    'GET /v1/scripture/search': 'search.scripture',
    'GET /v1/videos/search': 'search.videos',
    'GET /v1/videos/:id': ['search.video', ACCESS.learner],
  }),
]);
