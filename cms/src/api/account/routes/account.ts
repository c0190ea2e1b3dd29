import { ACCESS, limited } from '@dharma/config/platform/plugin';

/**
 * Sign-in, sessions and the learner's account, at the paths the learning API keeps. Exchange is for the web server
 * only; the rest act for the learner whose access token they carry.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/v1/session/exchange',
      handler: 'api::account.account.exchange',
      config: limited('exchange', ACCESS.webServer),
    },
    {
      method: 'POST',
      path: '/v1/session/refresh',
      handler: 'api::account.account.refresh',
      config: limited('refresh', ACCESS.visitor),
    },
    {
      method: 'POST',
      path: '/v1/session/logout',
      handler: 'api::account.account.logout',
      config: ACCESS.visitor,
    },
    { method: 'POST', path: '/v1/user/signup', handler: 'api::account.account.signup', config: ACCESS.learner },
    { method: 'POST', path: '/v1/me/delete', handler: 'api::account.account.deleteAccount', config: ACCESS.learner },
    { method: 'GET', path: '/v1/member', handler: 'api::account.account.member', config: ACCESS.learner },
    // The same session info behind the staff rules (role, and the staff sign-in's lifetime): the back office's guard.
    { method: 'GET', path: '/v1/staff/me', handler: 'api::account.account.member', config: ACCESS.staff },
    { method: 'GET', path: '/v2/info/semester', handler: 'api::account.account.semesterInfo', config: ACCESS.learner },
  ],
};
