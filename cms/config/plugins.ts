import type { Core } from '@strapi/strapi';
import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, MEDIA_TYPES, REFRESH_TOKEN_TTL_SECONDS, UPLOAD_SIZE_LIMIT_BYTES } from '@dharma/config';
import { appRoot } from './paths';

/** Our learning-domain plugins, in cms-plugins/ (DHARMA_PLUGINS_DIR overrides, for tests). */
const OWN_PLUGINS = ['enrolment', 'studyroom', 'records', 'library'];

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

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const pluginsDir = env('DHARMA_PLUGINS_DIR', path.resolve(appRoot, '..', 'cms-plugins'));
  const refreshSeconds = env.int('REFRESH_TOKEN_TTL_SECONDS', REFRESH_TOKEN_TTL_SECONDS);
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
        // Pictures and PDF only: the site serves media from its own origin (src/extensions/upload).
        security: { allowedTypes: [...MEDIA_TYPES] },
      },
    },
  };
};
