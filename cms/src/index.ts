import type { Core } from '@strapi/strapi';
import { grantPublicReads } from './bootstrap/permissions';
import { ensureAdminAccount } from './bootstrap/admin-account';
import { seedDemoContent } from './seed/seed';

export default {
  register(/* { strapi } */) {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReads(strapi);
    await ensureAdminAccount(strapi);
    if (process.env.SEED_DEMO_CONTENT !== 'false') {
      await seedDemoContent(strapi);
    }
  },
};
