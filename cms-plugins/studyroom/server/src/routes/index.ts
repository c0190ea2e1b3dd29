import { ACCESS, contentApi, limited, routesOf } from '@dharma/config/platform/plugin';
import staffRoutes from './staff';

/**
 * The study room's paths, at /api without the plugin prefix. The learner's routes act for the
 * signed-in learner (the app's global::learner policy) on their own classes only; a verse's best
 * posts are read by any signed-in learner. The preview is for the web server alone
 * (global::server-secret), which shows it only on a link the panel signed. The back office's
 * routes are in ./staff.
 */

export default contentApi([
  ...routesOf(ACCESS.learner, {
    'GET /v2/my-courses': 'classes.myCourses',
    'GET /v2/my-courses/:grade': 'classes.course',
    'GET /v2/classes/:semester/:course': 'classes.detail',
    'GET /v2/classes/:semester/:course/days/:day': 'classes.day',
    'GET /v2/classes/:semester/:course/recent': 'classes.recent',
    'GET /v2/classes/:semester/:course/completed': 'classes.completed',
    'PATCH /v2/classes/:semester/:course/tasks': ['classes.saveTask', limited('task')],
    'PATCH /v2/classes/:semester/:course': ['classes.attend', limited('task')],
    // Verses, stories and votes: the boards and votes of the learner's own classes, and the
    // most-voted posts of a scripture verse across every class.
    'GET /v2/classes/:semester/:course/verses': 'posts.board',
    'GET /v2/classes/:semester/:course/board': 'posts.classBoard',
    'POST /v2/classes/:semester/:course/vote': ['posts.vote', limited('vote')],
    'GET /v2/classes/:semester/:course/:day/vote': 'posts.tally',
    'GET /v2/books/:book/verses/best/:verse': 'posts.bestVerses',
    'GET /v2/books/:book/stories/best/:verse': 'posts.bestStories',
    'GET /v2/preview/lessons/:documentId': ['preview.lesson', ACCESS.webServer],
  }),
  ...staffRoutes,
]);
