import { ACCESS, contentApi, limited, routesOf } from '@dharma/config/platform/plugin';
import staffRoutes from './staff';

/**
 * The enrolment paths, at /api without the plugin prefix. Learner routes authenticate with the
 * app's global::learner policy (a signed-in learner, access token checked by the CMS); catalogue
 * reads are public; the back office's routes are in ./staff.
 */

export default contentApi([
  ...routesOf(ACCESS.learner, {
    'GET /v2/apply/courses': ['catalogue.catalogue', ACCESS.visitor],
    'GET /v2/apply/courses/level': ['catalogue.allLevels', ACCESS.visitor],
    'GET /v2/apply/courses/check/is-passed': 'applications.isPassed',
    'GET /v2/apply/courses/:id/level': ['catalogue.levels', ACCESS.visitor],
    'GET /v2/apply/semester-check': ['catalogue.semesterCheck', ACCESS.visitor],
    'GET /v2/apply/check/is-applied': 'applications.isApplied',
    'GET /v2/apply/coming': 'applications.coming',
    // Everything the register wizard needs about the learner, in one call.
    'GET /v2/apply/page': 'applications.registerPage',
    'POST /v2/apply/courses': 'applications.apply',
    'PUT /v2/apply/courses': 'applications.change',
    'POST /v2/apply/public-course': 'offerings.publicCourse',
    'POST /v2/apply/self-study': 'offerings.selfStudy',
    'POST /v1/apply/:id': 'applications.applyOne',
    'POST /v1/applications': ['membership.apply', limited('member')],
    'PATCH /v1/user/membership': ['membership.number', limited('member')],
  }),
  ...staffRoutes,
]);
