// Kakao's paths and the stand-in's URLs for them, apart from the stand-in itself: `npm start`
// needs only these, and importing no package keeps its Node check first on a machine whose
// install was refused (decision 040), where a static import of one would fail before it.

/**
 * Where each Kakao endpoint is.
 * @typedef {{ authorize: string, token: string, tokenInfo: string, me: string }} KakaoUrls
 */

/** The Kakao paths this stand-in answers; web and cms take their Kakao URLs from env. */
export const KAKAO_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  tokenInfo: '/v1/user/access_token_info',
  me: '/v2/user/me',
};

/**
 * The stand-in's URL for each Kakao endpoint, given where it listens.
 * @param {string} base
 * @returns {KakaoUrls}
 */
export function standInUrls(base) {
  return /** @type {KakaoUrls} */ (Object.fromEntries(Object.entries(KAKAO_PATHS).map(([name, path]) => [name, `${base}${path}`])));
}
