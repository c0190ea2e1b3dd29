import { ACCESS, limited } from '@dharma/config/platform/plugin';

/**
 * The notices plugin's paths, at /api without the plugin prefix. The stop link and the address
 * confirmation link are answered by web's pages, which pass them on with the server secret; the
 * link's signature is the proof, no sign-in needed.
 */
export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'PUT', path: '/v1/notices/choices', handler: 'choices.save', config: limited('member') },
      { method: 'POST', path: '/v1/notices/stop', handler: 'choices.stop', config: ACCESS.webServer },
      { method: 'PUT', path: '/v1/notices/address', handler: 'choices.address', config: limited('member') },
      { method: 'POST', path: '/v1/notices/address/confirm', handler: 'choices.confirm', config: ACCESS.webServer },
      // The back office: global::learner authenticates (anonymous 401), global::staff refuses anyone else (403).
      { method: 'GET', path: '/v1/staff/notices', handler: 'staff.list', config: ACCESS.staff },
      { method: 'GET', path: '/v1/staff/announcements/audience', handler: 'staff.audience', config: ACCESS.staff },
      { method: 'POST', path: '/v1/staff/announcements/preview', handler: 'staff.preview', config: ACCESS.staff },
      { method: 'POST', path: '/v1/staff/announcements', handler: 'staff.send', config: ACCESS.staff },
    ],
  },
};
