import { clearExpiredRateLimits } from '../src/middlewares/rate-limit';

/**
 * Our scheduled jobs. They run only in a process started with CMS_SCHEDULED_JOBS=true (the
 * default): with several CMS processes on one database, exactly one should run them.
 */
export default {
  clearExpiredRateLimits: {
    task: async ({ strapi }) => {
      const removed = await clearExpiredRateLimits(strapi.db.connection);
      if (removed) strapi.log.debug(`rate limits: forgot ${removed} ended windows`);
    },
    options: { rule: '*/15 * * * *' },
  },
};
