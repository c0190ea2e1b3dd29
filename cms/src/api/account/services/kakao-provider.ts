import { placeholderEmail } from '@dharma/config/rules';
import { cmsEnv } from '@dharma/config/platform/env';
import type { Core } from '@strapi/strapi';
import { verifyKakaoToken } from './kakao';

/**
 * Kakao in users-permissions' providers registry, so it is listed (Settings → Providers) with
 * its real URLs. It stays disabled: learners sign in through web, which exchanges the Kakao token
 * at /api/v1/session/exchange (users-permissions 5.54's callback shortcut issues no token).
 */
export function registerKakaoProvider(strapi: Core.Strapi) {
  const env = cmsEnv();
  strapi
    .plugin('users-permissions')
    .service('providers-registry')
    .add('kakao', {
      enabled: false,
      icon: 'comment',
      grantConfig: {
        key: env.KAKAO_CLIENT_ID ?? '',
        secret: env.KAKAO_CLIENT_SECRET ?? '',
        callbackUrl: `${env.SITE_URL}/v1/session/oauth`,
        scope: ['account_email', 'profile_nickname'],
        authorize_url: env.KAKAO_AUTHORIZE_URL,
        access_url: env.KAKAO_TOKEN_URL,
        oauth: 2,
      },
      async authCallback({ accessToken }: { accessToken: string }) {
        const check = await verifyKakaoToken(accessToken);
        if ('error' in check) throw new Error('Kakao token rejected');
        return { username: `kakao_${check.profile.id}`, email: check.profile.email ?? placeholderEmail('kakao', check.profile.id) };
      },
    });
}
