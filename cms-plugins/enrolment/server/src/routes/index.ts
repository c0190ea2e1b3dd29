/**
 * The spec's enrolment paths (§7), at /api without the plugin prefix. Learner routes
 * authenticate with the app's global::learner policy; catalogue reads are public.
 */
const learner = { auth: false, policies: ['global::learner'] };

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v2/apply/courses', handler: 'apply.catalogue', config: { auth: false } },
      { method: 'GET', path: '/v2/apply/courses/level', handler: 'apply.allLevels', config: { auth: false } },
      { method: 'GET', path: '/v2/apply/courses/check/is-passed', handler: 'apply.isPassed', config: learner },
      { method: 'GET', path: '/v2/apply/courses/:id/level', handler: 'apply.levels', config: { auth: false } },
      { method: 'GET', path: '/v2/apply/semester-check', handler: 'apply.semesterCheck', config: { auth: false } },
      { method: 'GET', path: '/v2/apply/check/is-applied', handler: 'apply.isApplied', config: learner },
      { method: 'GET', path: '/v2/apply/coming', handler: 'apply.coming', config: learner },
      { method: 'POST', path: '/v2/apply/courses', handler: 'apply.apply', config: learner },
      { method: 'PUT', path: '/v2/apply/courses', handler: 'apply.change', config: learner },
      { method: 'POST', path: '/v2/apply/public-course', handler: 'apply.publicCourse', config: learner },
      { method: 'POST', path: '/v2/apply/self-study', handler: 'apply.selfStudy', config: learner },
      { method: 'POST', path: '/v1/apply/:id', handler: 'apply.applyOne', config: learner },
      { method: 'POST', path: '/v1/applications', handler: 'apply.membership', config: learner },
      { method: 'PATCH', path: '/v1/user/membership', handler: 'apply.membershipNumber', config: learner },
    ],
  },
};
