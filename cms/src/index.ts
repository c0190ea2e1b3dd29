import type { Core } from '@strapi/strapi';
import { cmsEnvSchema, parseEnvironment } from '@dharma/config/env';
import { grantPublicReads } from './bootstrap/permissions';
import { ensureAdminAccount } from './bootstrap/admin-account';
import { ensureRoles, ensureStaffAccounts } from './bootstrap/roles';
import { seedDemoContent } from './seed/seed';
import { registerKakaoProvider } from './api/account/services/kakao-provider';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Refuse to start with a bad environment, naming the variable, before anything listens.
    parseEnvironment(cmsEnvSchema, process.env, 'cms');
    registerKakaoProvider(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReads(strapi);
    await ensureRoles(strapi);
    await ensureStaffAccounts(strapi);
    await ensureAdminAccount(strapi);
    if (process.env.SEED_DEMO_CONTENT !== 'false') {
      await seedDemoContent(strapi);
    }
  },
};
