import { ACCESS, contentApi, limited, routesOf } from '@dharma/config/platform/plugin';

/**
 * The notices plugin's paths, at /api without the plugin prefix. The stop link and the address
 * confirmation link are answered by web's pages, which pass them on with the server secret; the
 * link's signature is the proof, no sign-in needed.
 */
export default contentApi([
  ...routesOf(ACCESS.learner, {
    'PUT /v1/notices/choices': ['choices.save', limited('member')],
    'POST /v1/notices/stop': ['choices.stop', ACCESS.webServer],
    'PUT /v1/notices/address': ['choices.address', limited('member')],
    'POST /v1/notices/address/confirm': ['choices.confirm', ACCESS.webServer],
    // The mobile number for KakaoTalk: a code by text message, then the code typed on the member page.
    'PUT /v1/notices/phone': ['choices.phone', limited('member')],
    'POST /v1/notices/phone/confirm': ['choices.confirmPhone', limited('member')],
    // The back office: global::learner authenticates (anonymous 401), global::staff refuses anyone else (403).
    'GET /v1/staff/notices': ['staff.list', ACCESS.staff],
    'PUT /v1/staff/notices/fallback': ['staff.fallback', ACCESS.staff],
    'GET /v1/staff/announcements/audience': ['staff.audience', ACCESS.staff],
    'POST /v1/staff/announcements/preview': ['staff.preview', ACCESS.staff],
    'POST /v1/staff/announcements': ['staff.send', ACCESS.staff],
  }),
]);
