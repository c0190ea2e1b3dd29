import { ACCESS } from '@dharma/config/platform/plugin';

/**
 * The library plugin's paths, at /api without the plugin prefix: signed-in learners search the
 * scripture and videos and open a video (the app's global::learner policy; a visitor gets 401).
 */
// The searches are what many learners call at once: answered before the router (global::hot-routes).
const hot = { ...ACCESS.learner, hot: true };

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v1/scripture/search', handler: 'search.scripture', config: hot },
      { method: 'GET', path: '/v1/videos/search', handler: 'search.videos', config: hot },
      { method: 'GET', path: '/v1/videos/:id', handler: 'search.video', config: ACCESS.learner },
    ],
  },
};
