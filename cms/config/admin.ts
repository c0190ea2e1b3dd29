import type { Core } from '@strapi/strapi';
import { signedPreviewPath } from '@dharma/config/platform/preview';

/** Content types the site can show before they are published, and the site page that shows each. */
const PREVIEWABLE = new Set(['plugin::studyroom.lesson']);

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const siteUrl = new URL(env('SITE_URL', 'http://127.0.0.1:3000'));
  const previewSecret = env('PREVIEW_SECRET', '');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    // The panel is served by the CMS itself; editors open http://127.0.0.1:1337/admin.
    autoOpen: false,
    watchIgnoreFiles: ['**/.tmp/**'],
    // Panel sign-ins per e-mail and address in 5 minutes (Strapi's own default is 5). Guessing a
    // password stays slow; ADMIN_LOGIN_LIMIT lets the browser tests sign in more often than that.
    rateLimit: { interval: { min: 5 }, max: env.int('ADMIN_LOGIN_LIMIT', 5) },
    /**
     * The panel's Preview opens a lesson on the site in a frame: a link signed with
     * PREVIEW_SECRET that the site accepts for an hour, for that lesson and version only. Strapi
     * adds the site's origin to the panel's frame-src. Other content types have no preview (null).
     */
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [siteUrl.origin],
        async handler(uid: string, { documentId, status }: { documentId?: string; status?: string }) {
          if (!PREVIEWABLE.has(uid) || !documentId || !previewSecret) return null;
          const path = signedPreviewPath(previewSecret, { documentId, status: status === 'published' ? 'published' : 'draft' });
          return new URL(path, siteUrl).toString();
        },
      },
    },
  };
};
