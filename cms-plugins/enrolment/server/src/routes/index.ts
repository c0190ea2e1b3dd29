import { ACCESS, limited } from '@dharma/config/platform/plugin';
import staffRoutes from './staff';

/**
 * The enrolment paths, at /api without the plugin prefix. Learner routes authenticate with the
 * app's global::learner policy (a signed-in learner, access token checked by the CMS); catalogue
 * reads are public; the back office's routes are in ./staff.
 */

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v2/apply/courses', handler: 'catalogue.catalogue', config: ACCESS.visitor },
      { method: 'GET', path: '/v2/apply/courses/level', handler: 'catalogue.allLevels', config: ACCESS.visitor },
      { method: 'GET', path: '/v2/apply/courses/check/is-passed', handler: 'applications.isPassed', config: ACCESS.learner },
      { method: 'GET', path: '/v2/apply/courses/:id/level', handler: 'catalogue.levels', config: ACCESS.visitor },
      { method: 'GET', path: '/v2/apply/semester-check', handler: 'catalogue.semesterCheck', config: ACCESS.visitor },
      { method: 'GET', path: '/v2/apply/check/is-applied', handler: 'applications.isApplied', config: ACCESS.learner },
      { method: 'GET', path: '/v2/apply/coming', handler: 'applications.coming', config: ACCESS.learner },
      // Everything the register wizard needs about the learner, in one call.
      { method: 'GET', path: '/v2/apply/page', handler: 'applications.registerPage', config: ACCESS.learner },
      { method: 'POST', path: '/v2/apply/courses', handler: 'applications.apply', config: ACCESS.learner },
      { method: 'PUT', path: '/v2/apply/courses', handler: 'applications.change', config: ACCESS.learner },
      { method: 'POST', path: '/v2/apply/public-course', handler: 'offerings.publicCourse', config: ACCESS.learner },
      { method: 'POST', path: '/v2/apply/self-study', handler: 'offerings.selfStudy', config: ACCESS.learner },
      { method: 'POST', path: '/v1/apply/:id', handler: 'applications.applyOne', config: ACCESS.learner },
      { method: 'POST', path: '/v1/applications', handler: 'membership.apply', config: limited('member') },
      { method: 'PATCH', path: '/v1/user/membership', handler: 'membership.number', config: limited('member') },
      ...staffRoutes,
    ],
  },
};
