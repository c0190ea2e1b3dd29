import type { RateLimitBucket } from '@dharma/config';
import staffRoutes from './staff';

/**
 * The enrolment paths, at /api without the plugin prefix. Learner routes authenticate with the
 * app's global::learner policy (a signed-in learner, access token checked by the CMS); catalogue
 * reads are public; the back office's routes are in ./staff.
 */
const learner = { auth: false, policies: ['global::learner'] };
const visitor = { auth: false };
/** A learner route with a per-minute limit (RATE_LIMITS in config): past it 429, and nothing is written. */
const limited = (bucket: RateLimitBucket) => ({ ...learner, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] });

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v2/apply/courses', handler: 'catalogue.catalogue', config: visitor },
      { method: 'GET', path: '/v2/apply/courses/level', handler: 'catalogue.allLevels', config: visitor },
      { method: 'GET', path: '/v2/apply/courses/check/is-passed', handler: 'applications.isPassed', config: learner },
      { method: 'GET', path: '/v2/apply/courses/:id/level', handler: 'catalogue.levels', config: visitor },
      { method: 'GET', path: '/v2/apply/semester-check', handler: 'catalogue.semesterCheck', config: visitor },
      { method: 'GET', path: '/v2/apply/check/is-applied', handler: 'applications.isApplied', config: learner },
      { method: 'GET', path: '/v2/apply/coming', handler: 'applications.coming', config: learner },
      // Everything the register wizard needs about the learner, in one call.
      { method: 'GET', path: '/v2/apply/page', handler: 'applications.registerPage', config: learner },
      { method: 'POST', path: '/v2/apply/courses', handler: 'applications.apply', config: learner },
      { method: 'PUT', path: '/v2/apply/courses', handler: 'applications.change', config: learner },
      { method: 'POST', path: '/v2/apply/public-course', handler: 'offerings.publicCourse', config: learner },
      { method: 'POST', path: '/v2/apply/self-study', handler: 'offerings.selfStudy', config: learner },
      { method: 'POST', path: '/v1/apply/:id', handler: 'applications.applyOne', config: learner },
      { method: 'POST', path: '/v1/applications', handler: 'membership.apply', config: limited('member') },
      { method: 'PATCH', path: '/v1/user/membership', handler: 'membership.number', config: limited('member') },
      ...staffRoutes,
    ],
  },
};
