import { ACCESS, limited } from '@dharma/config/platform/plugin';
import staffRoutes from './staff';

/**
 * The records plugin's paths, at /api without the plugin prefix. Learner routes act for the
 * signed-in learner (global::learner) on their own grades only (staff also read any score sheet,
 * on the access log); the back office's routes are in ./staff.
 */

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v1/grade-progress', handler: 'grades.progress', config: ACCESS.learner },
      { method: 'GET', path: '/v1/grade/:grade/score', handler: 'grades.score', config: ACCESS.learner },
      { method: 'GET', path: '/v1/grade/:grade/page', handler: 'grades.page', config: ACCESS.learner },
      { method: 'GET', path: '/v1/grade/:grade/volunteers', handler: 'grades.volunteers', config: ACCESS.learner },
      { method: 'POST', path: '/v1/grade/:grade/volunteer', handler: 'grades.addVolunteer', config: limited('volunteer') },
      { method: 'PUT', path: '/v1/grade/:grade/volunteers/:entryId', handler: 'grades.updateVolunteer', config: limited('volunteer') },
      { method: 'DELETE', path: '/v1/grade/:grade/volunteers/:entryId', handler: 'grades.removeVolunteer', config: limited('volunteer') },
      { method: 'GET', path: '/v1/grade/:grade/lifestyle', handler: 'lifestyle.week', config: ACCESS.learner },
      { method: 'PATCH', path: '/v1/grade/:grade/lifestyle', handler: 'lifestyle.addOwn', config: limited('lifestyle') },
      { method: 'PATCH', path: '/v1/grade/:grade/lifestyle/:item', handler: 'lifestyle.toggle', config: limited('lifestyle') },
      { method: 'DELETE', path: '/v1/grade/:grade/lifestyle/:item', handler: 'lifestyle.removeOwn', config: limited('lifestyle') },
      { method: 'GET', path: '/v1/calendar', handler: 'calendar.month', config: ACCESS.learner },
      { method: 'GET', path: '/v1/calendar/feed', handler: 'calendar.feedStatus', config: ACCESS.learner },
      { method: 'POST', path: '/v1/calendar/feed', handler: 'calendar.renewFeed', config: ACCESS.learner },
      { method: 'DELETE', path: '/v1/calendar/feed', handler: 'calendar.revokeFeed', config: ACCESS.learner },
      { method: 'GET', path: '/v1/calendar/feed/:token', handler: 'calendar.feed', config: ACCESS.webServer },
      { method: 'GET', path: '/v1/member/page', handler: 'member.page', config: ACCESS.learner },
      { method: 'PATCH', path: '/v1/member', handler: 'member.update', config: limited('member') },
      { method: 'GET', path: '/v1/me/data', handler: 'mydata.download', config: limited('my_data') },
      // Certificates: the learner's own; a code's check is public (it is printed on the paper).
      { method: 'GET', path: '/v1/certificates', handler: 'certificates.list', config: ACCESS.learner },
      {
        method: 'GET',
        path: '/v1/certificates/verify/:code',
        handler: 'certificates.verify',
        config: limited('certificate_check', ACCESS.visitor),
      },
      { method: 'GET', path: '/v1/certificates/:key/pdf', handler: 'certificates.pdf', config: limited('certificate_pdf') },
      ...staffRoutes,
    ],
  },
};
