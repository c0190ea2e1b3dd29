/** The records plugin's paths, at /api without the plugin prefix. */
const learner = { auth: false, policies: ['global::learner'] };
// The feed is public by its secret token, but only web serves it to the world: browsers and
// calendar apps never talk to the CMS.
const webServer = { auth: false, policies: ['global::server-secret'] };

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v1/calendar', handler: 'calendar.month', config: learner },
      { method: 'GET', path: '/v1/calendar/feed', handler: 'calendar.feedStatus', config: learner },
      { method: 'POST', path: '/v1/calendar/feed', handler: 'calendar.renewFeed', config: learner },
      { method: 'DELETE', path: '/v1/calendar/feed', handler: 'calendar.revokeFeed', config: learner },
      { method: 'GET', path: '/v1/calendar/feed/:token', handler: 'calendar.feed', config: webServer },
      { method: 'GET', path: '/v1/member/page', handler: 'member.page', config: learner },
      { method: 'PATCH', path: '/v1/member', handler: 'member.update', config: learner },
    ],
  },
};
