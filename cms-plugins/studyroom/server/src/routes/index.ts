import { ACCESS, limited } from '@dharma/config/platform/plugin';
import staffRoutes from './staff';

/**
 * The study room's paths, at /api without the plugin prefix. The learner's routes act for the
 * signed-in learner (the app's global::learner policy) on their own classes only; a verse's best
 * posts are read by any signed-in learner. The preview is for the web server alone
 * (global::server-secret), which shows it only on a link the panel signed. The back office's
 * routes are in ./staff.
 */

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v2/my-courses', handler: 'classes.myCourses', config: ACCESS.learner },
      { method: 'GET', path: '/v2/my-courses/:grade', handler: 'classes.course', config: ACCESS.learner },
      { method: 'GET', path: '/v2/classes/:semester/:course', handler: 'classes.detail', config: ACCESS.learner },
      { method: 'GET', path: '/v2/classes/:semester/:course/days/:day', handler: 'classes.day', config: ACCESS.learner },
      { method: 'GET', path: '/v2/classes/:semester/:course/recent', handler: 'classes.recent', config: ACCESS.learner },
      { method: 'GET', path: '/v2/classes/:semester/:course/completed', handler: 'classes.completed', config: ACCESS.learner },
      { method: 'PATCH', path: '/v2/classes/:semester/:course/tasks', handler: 'classes.saveTask', config: limited('task') },
      { method: 'PATCH', path: '/v2/classes/:semester/:course', handler: 'classes.attend', config: limited('task') },
      // Verses, stories and votes: the boards and votes of the learner's own classes, and the
      // most-voted posts of a scripture verse across every class.
      { method: 'GET', path: '/v2/classes/:semester/:course/verses', handler: 'posts.board', config: ACCESS.learner },
      { method: 'GET', path: '/v2/classes/:semester/:course/board', handler: 'posts.classBoard', config: ACCESS.learner },
      { method: 'POST', path: '/v2/classes/:semester/:course/vote', handler: 'posts.vote', config: limited('vote') },
      { method: 'GET', path: '/v2/classes/:semester/:course/:day/vote', handler: 'posts.tally', config: ACCESS.learner },
      { method: 'GET', path: '/v2/books/:book/verses/best/:verse', handler: 'posts.bestVerses', config: ACCESS.learner },
      { method: 'GET', path: '/v2/books/:book/stories/best/:verse', handler: 'posts.bestStories', config: ACCESS.learner },
      { method: 'GET', path: '/v2/preview/lessons/:documentId', handler: 'preview.lesson', config: ACCESS.webServer },
      ...staffRoutes,
    ],
  },
};
