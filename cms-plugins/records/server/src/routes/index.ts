import { ACCESS, contentApi, limited, routesOf } from '@dharma/config/platform/plugin';
import staffRoutes from './staff';

/**
 * The records plugin's paths, at /api without the plugin prefix. Learner routes act for the
 * signed-in learner (global::learner) on their own grades only (staff also read any score sheet,
 * on the access log); the back office's routes are in ./staff.
 */

export default contentApi([
  ...routesOf(ACCESS.learner, {
    'GET /v1/grade-progress': 'grades.progress',
    'GET /v1/grade/:grade/score': 'grades.score',
    'GET /v1/grade/:grade/page': 'grades.page',
    'GET /v1/grade/:grade/volunteers': 'grades.volunteers',
    'POST /v1/grade/:grade/volunteer': ['grades.addVolunteer', limited('volunteer')],
    'PUT /v1/grade/:grade/volunteers/:entryId': ['grades.updateVolunteer', limited('volunteer')],
    'DELETE /v1/grade/:grade/volunteers/:entryId': ['grades.removeVolunteer', limited('volunteer')],
    'GET /v1/grade/:grade/lifestyle': 'lifestyle.week',
    'PATCH /v1/grade/:grade/lifestyle': ['lifestyle.addOwn', limited('lifestyle')],
    'PATCH /v1/grade/:grade/lifestyle/:item': ['lifestyle.toggle', limited('lifestyle')],
    'DELETE /v1/grade/:grade/lifestyle/:item': ['lifestyle.removeOwn', limited('lifestyle')],
    'GET /v1/calendar': 'calendar.month',
    'GET /v1/calendar/feed': 'calendar.feedStatus',
    'POST /v1/calendar/feed': 'calendar.renewFeed',
    'DELETE /v1/calendar/feed': 'calendar.revokeFeed',
    'GET /v1/calendar/feed/:token': ['calendar.feed', ACCESS.webServer],
    'GET /v1/member/page': 'member.page',
    'PATCH /v1/member': ['member.update', limited('member')],
    'GET /v1/me/data': ['mydata.download', limited('my_data')],
    // Certificates: the learner's own; a code's check is public (it is printed on the paper).
    'GET /v1/certificates': 'certificates.list',
    'GET /v1/certificates/verify/:code': ['certificates.verify', limited('certificate_check', ACCESS.visitor)],
    'GET /v1/certificates/:key/pdf': ['certificates.pdf', limited('certificate_pdf')],
  }),
  ...staffRoutes,
]);
