import type { Core } from '@strapi/strapi';
import { clearExpiredRateLimits } from '../src/middlewares/rate-limit';
import { recordTermResults } from '../src/bootstrap/term-results';

/**
 * Our scheduled jobs. They run only in a process started with CMS_SCHEDULED_JOBS=true (the
 * default): with several CMS processes on one database, exactly one should run them.
 */
export default {
  clearExpiredRateLimits: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      const removed = await clearExpiredRateLimits(strapi.db.connection);
      if (removed) strapi.log.debug(`rate limits: forgot ${removed} ended windows`);
    },
    options: { rule: '*/15 * * * *' },
  },
  // Notices due are handed to the mail server every minute (and retried on their back-off). The
  // daily reminders due are written first, so a reminder goes in the minute it was computed: each
  // tick writes those whose time lies in the last 15 minutes of today (config's reminderWindow)
  // and were not written today, which makes up a missed tick; the key learner + date keeps it to
  // one a day. A failure to compute them does not hold back the notices already waiting.
  sendNotices: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const { written } = await strapi.plugin('notices').service('reminders').writeDue();
        if (written) strapi.log.info(`notices: ${written} daily reminders written`);
      } catch (error) {
        strapi.log.error(`notices: the daily reminders could not be computed: ${(error as Error).message}`);
      }
      const { sent, failed } = await strapi.plugin('notices').service('sender').drain();
      if (sent || failed) strapi.log.info(`notices: ${sent} sent, ${failed} failed (tried again later or dead)`);
    },
    options: { rule: '* * * * *' },
  },
  // The access log keeps an entry for its retention (at least six months), then lets it go.
  pruneAccessLog: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      const removed = await strapi.plugin('records').service('accessLog').prune();
      if (removed) strapi.log.info(`access log: pruned ${removed} entries past the retention`);
    },
    options: { rule: '20 0 * * *', tz: 'Asia/Seoul' },
  },
  // A term ends at midnight in Korea after its last day: its results are recorded five minutes later.
  recordTermResults: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await recordTermResults(strapi);
    },
    options: { rule: '5 0 * * *', tz: 'Asia/Seoul' },
  },
};
