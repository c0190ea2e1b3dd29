import type { RateLimitBucket } from '@dharma/config';
import staffRoutes from './staff';

/**
 * The study room's paths, at /api without the plugin prefix. The learner's routes act for the
 * signed-in learner (the app's global::learner policy) on their own classes only; a verse's best
 * posts are read by any signed-in learner. The preview is for the web server alone
 * (global::server-secret), which shows it only on a link the panel signed. The back office's
 * routes are in ./staff.
 */
const learner = { auth: false, policies: ['global::learner'] };
const webServer = { auth: false, policies: ['global::server-secret'] };
/**
 * A learner route with a per-minute limit (RATE_LIMITS in config): past it 429, before the action
 * runs, so nothing is written.
 */
const limited = (bucket: RateLimitBucket) => ({ ...learner, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] });


export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v2/my-courses', handler: 'classes.myCourses', config: learner },
      { method: 'GET', path: '/v2/my-courses/:id', handler: 'classes.course', config: learner },
      { method: 'GET', path: '/v2/classes/:a/:b', handler: 'classes.detail', config: learner },
      { method: 'GET', path: '/v2/classes/:a/:b/days/:day', handler: 'classes.day', config: learner },
      { method: 'GET', path: '/v2/classes/:a/:b/recent', handler: 'classes.recent', config: learner },
      { method: 'GET', path: '/v2/classes/:a/:b/completed', handler: 'classes.completed', config: learner },
      { method: 'PATCH', path: '/v2/classes/:a/:b/tasks', handler: 'classes.saveTask', config: limited('task') },
      { method: 'PATCH', path: '/v2/classes/:a/:b', handler: 'classes.attend', config: limited('task') },
      // Verses, stories and votes: the boards and votes of the learner's own classes, and the
      // most-voted posts of a scripture verse across every class.
      { method: 'GET', path: '/v2/classes/:a/:b/verses', handler: 'posts.board', config: learner },
      { method: 'GET', path: '/v2/classes/:a/:b/board', handler: 'posts.classBoard', config: learner },
      { method: 'POST', path: '/v2/classes/:a/:b/vote', handler: 'posts.vote', config: limited('vote') },
      { method: 'GET', path: '/v2/classes/:a/:b/:day/vote', handler: 'posts.tally', config: learner },
      { method: 'GET', path: '/v2/books/:id/verses/best/:x', handler: 'posts.bestVerses', config: learner },
      { method: 'GET', path: '/v2/books/:id/stories/best/:x', handler: 'posts.bestStories', config: learner },
      { method: 'GET', path: '/v2/preview/lessons/:documentId', handler: 'preview.lesson', config: webServer },
      ...staffRoutes,
    ],
  },
};
