import type { RateLimitBucket } from '@dharma/config';
import staffRoutes from './staff';

/**
 * The records plugin's paths, at /api without the plugin prefix. Learner routes act for the
 * signed-in learner (global::learner) on their own grades only (staff also read any score sheet,
 * on the access log); the back office's routes are in ./staff.
 */
const learner = { auth: false, policies: ['global::learner'] };
// The calendar feed is public by its secret token, but only web serves it to the world: browsers
// and calendar apps never talk to the CMS.
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
      { method: 'GET', path: '/v1/grade-progress', handler: 'grades.progress', config: learner },
      { method: 'GET', path: '/v1/grade/:id/score', handler: 'grades.score', config: learner },
      { method: 'GET', path: '/v1/grade/:id/page', handler: 'grades.page', config: learner },
      { method: 'GET', path: '/v1/grade/:id/volunteers', handler: 'grades.volunteers', config: learner },
      { method: 'POST', path: '/v1/grade/:id/volunteer', handler: 'grades.addVolunteer', config: limited('volunteer') },
      { method: 'PUT', path: '/v1/grade/:id/volunteers/:entryId', handler: 'grades.updateVolunteer', config: limited('volunteer') },
      { method: 'DELETE', path: '/v1/grade/:id/volunteers/:entryId', handler: 'grades.removeVolunteer', config: limited('volunteer') },
      { method: 'GET', path: '/v1/grade/:id/lifestyle', handler: 'lifestyle.week', config: learner },
      { method: 'PATCH', path: '/v1/grade/:id/lifestyle', handler: 'lifestyle.addOwn', config: limited('lifestyle') },
      { method: 'PATCH', path: '/v1/grade/:id/lifestyle/:item', handler: 'lifestyle.toggle', config: limited('lifestyle') },
      { method: 'DELETE', path: '/v1/grade/:id/lifestyle/:item', handler: 'lifestyle.removeOwn', config: limited('lifestyle') },
      { method: 'GET', path: '/v1/calendar', handler: 'calendar.month', config: learner },
      { method: 'GET', path: '/v1/calendar/feed', handler: 'calendar.feedStatus', config: learner },
      { method: 'POST', path: '/v1/calendar/feed', handler: 'calendar.renewFeed', config: learner },
      { method: 'DELETE', path: '/v1/calendar/feed', handler: 'calendar.revokeFeed', config: learner },
      { method: 'GET', path: '/v1/calendar/feed/:token', handler: 'calendar.feed', config: webServer },
      { method: 'GET', path: '/v1/member/page', handler: 'member.page', config: learner },
      { method: 'PATCH', path: '/v1/member', handler: 'member.update', config: limited('member') },
      { method: 'GET', path: '/v1/me/data', handler: 'mydata.download', config: limited('my_data') },
      // Certificates: the learner's own; a code's check is public (it is printed on the paper).
      { method: 'GET', path: '/v1/certificates', handler: 'certificates.list', config: learner },
      { method: 'GET', path: '/v1/certificates/verify/:code', handler: 'certificates.verify', config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'certificate_check' } }] } },
      { method: 'GET', path: '/v1/certificates/:key/pdf', handler: 'certificates.pdf', config: limited('certificate_pdf') },
      ...staffRoutes,
    ],
  },
};
