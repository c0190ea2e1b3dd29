import type { Core } from '@strapi/strapi';
import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, MEDIA_TYPES, REFRESH_TOKEN_TTL_SECONDS } from '@dharma/config/rules';
import { MEDIA_KEY_PREFIX, s3MediaOf, type S3Media } from '@dharma/config/platform/media';
import { UPLOAD_SIZE_LIMIT_BYTES } from '@dharma/config/platform/security';
import { appRoot } from './paths';

/** Our learning-domain plugins, in cms-plugins/ (DHARMA_PLUGINS_DIR overrides, for tests). */
const OWN_PLUGINS = ['enrolment', 'studyroom', 'records', 'library', 'notices'];

/**
 * A plugin whose build is missing is skipped silently by Strapi, and its schema sync then DROPS
 * the plugin's tables. Refuse to start instead, naming the plugin and the command that builds it.
 */
export function ownPlugin(name: string, pluginsDir: string) {
  const resolve = path.resolve(pluginsDir, name);
  const entry = path.join(resolve, 'dist', 'server', 'index.js');
  if (!fs.existsSync(entry)) {
    throw new Error(
      `Plugin "${name}" has no build (${path.relative(process.cwd(), entry) || entry} is missing). ` +
        'Strapi would drop its tables, so the CMS will not start. Run `npm run build` (or `npm start`, which builds what is missing).',
    );
  }
  return { enabled: true, resolve };
}

/**
 * Strapi's own S3 provider (@strapi/provider-upload-aws-s3) on the bucket the MEDIA_S3_* variables
 * name; every CMS process writes there, so a file uploaded through one is there for all.
 * - Keys go under `uploads/` and file rows get `<MEDIA_PUBLIC_URL>/uploads/<name>`: the local
 *   folder's names, so old addresses map by name (config/src/platform/media.ts).
 * - No ACL is sent (`ACL` present but undefined: the provider would otherwise send public-read).
 *   Buckets made since 2023 on AWS refuse ACLs, as do R2 and others; reading is opened by a
 *   bucket policy on the uploads/ prefix instead (docs/deploy.md).
 * - On a server other than AWS, checksums are sent only where the S3 API requires them: newer
 *   AWS SDKs add CRC32 trailers to every upload by default, which several S3-compatible servers
 *   refuse or store as part of the file.
 */
export function s3ProviderOptions(s3: S3Media) {
  return {
    baseUrl: s3.publicUrl,
    rootPath: MEDIA_KEY_PREFIX,
    s3Options: {
      region: s3.region,
      ...(s3.endpoint
        ? { endpoint: s3.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      params: { Bucket: s3.bucket, ACL: undefined },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const pluginsDir = env('DHARMA_PLUGINS_DIR', path.resolve(appRoot, '..', 'cms-plugins'));
  const refreshSeconds = env.int('REFRESH_TOKEN_TTL_SECONDS', REFRESH_TOKEN_TTL_SECONDS);
  // Read as Strapi's env() reads; the register step's schema has checked the group (all or none).
  const s3 = s3MediaOf(process.env);
  return {
    ...Object.fromEntries(OWN_PLUGINS.map((name) => [name, ownPlugin(name, pluginsDir)])),
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // Access and refresh tokens from users-permissions' session manager (rotation, revocation).
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: env.int('ACCESS_TOKEN_TTL_SECONDS', ACCESS_TOKEN_TTL_SECONDS),
          // Idle window: a refresh token unused this long expires. Each rotation renews it, up to the
          // absolute maximum, after which the learner signs in with Kakao again.
          idleRefreshTokenLifespan: refreshSeconds,
          maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_MAX_SECONDS', Math.max(refreshSeconds, 90 * 24 * 60 * 60)),
          idleSessionLifespan: refreshSeconds,
          maxSessionLifespan: refreshSeconds,
          httpOnly: false,
        },
        register: { allowedFields: [] },
      },
    },
    upload: {
      config: {
        sizeLimit: UPLOAD_SIZE_LIMIT_BYTES,
        breakpoints: { large: 1000, medium: 750, small: 500 },
        // Pictures and PDF only: the site serves media from its own origin (src/extensions/upload),
        // and a bucket's public address serves whatever it holds as the type it was stored with.
        security: { allowedTypes: [...MEDIA_TYPES] },
        // Unset: Strapi's local provider, into CMS_PUBLIC_DIR/uploads.
        ...(s3 ? { provider: 'aws-s3', providerOptions: s3ProviderOptions(s3) } : {}),
      },
    },
  };
};
