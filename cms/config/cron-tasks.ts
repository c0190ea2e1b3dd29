import type { Core } from '@strapi/strapi';
import { noticeSendRule, type DailyAt } from '@dharma/config/rules';
import { clearExpiredRateLimits } from '../src/middlewares/rate-limit';
import { recordTermResults } from '../src/bootstrap/term-results';
import { enrolmentOf, noticesOf, recordsOf } from '../src/ports';

type Task = ({ strapi }: { strapi: Core.Strapi }) => Promise<void>;

/** A job run once a day at a Korean time, by Strapi's cron or, under a test's moving clock, when the clock passes it. */
const daily = (at: DailyAt, task: Task) => {
  const [hour, minute] = at.split(':').map(Number);
  return { task, at, options: { rule: `${minute} ${hour} * * *`, tz: 'Asia/Seoul' } };
};

/**
 * Our scheduled jobs. They run only in a process started with CMS_SCHEDULED_JOBS=true (the
 * default): with several CMS processes on one database, exactly one should run them.
 */
const tasks = {
  clearExpiredRateLimits: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      const removed = await clearExpiredRateLimits(strapi.db.connection);
      if (removed) strapi.log.debug(`rate limits: forgot ${removed} ended windows`);
    },
    options: { rule: '*/15 * * * *' },
  },
  // Notices due are handed to the mail server every minute, or every NOTICE_SEND_EVERY_SECONDS (and
  // retried on their back-off). The daily reminders due are written first, so a reminder goes in
  // the minute it was computed: each tick writes those whose time lies in the last 15 minutes of
  // today (config's reminderWindow) and were not written today, which makes up a missed tick; the
  // key learner + date keeps it to one a day. A failure to compute them does not hold back the
  // notices already waiting.
  sendNotices: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const { written } = await noticesOf(strapi).reminders.writeDue();
        if (written) strapi.log.info(`notices: ${written} daily reminders written`);
      } catch (error) {
        strapi.log.error(`notices: the daily reminders could not be computed: ${(error as Error).message}`);
      }
      const { sent, failed } = await noticesOf(strapi).sender.drain();
      if (sent || failed) strapi.log.info(`notices: ${sent} sent, ${failed} failed (tried again later or dead)`);
    },
    // Read here, before Strapi's register step validates it (cmsEnvSchema refuses a bad value at start).
    options: { rule: noticeSendRule(Number(process.env.NOTICE_SEND_EVERY_SECONDS || 60)) },
  },
  // While an application window is open, each morning the learners who asked are told it is open (once a semester).
  tellWindowOpening: daily('09:00', async ({ strapi }: { strapi: Core.Strapi }) => {
    const { semester, written } = await enrolmentOf(strapi).windowNotices.tell();
    if (written) strapi.log.info(`notices: ${written} told that ${semester}'s application window is open`);
  }),
  // The day after an unpaid application's payment due date (Korea's day) it is closed, with a notice.
  // Whatever is overdue is closed, so a night the CMS was down is made up by the next run, once.
  closeUnpaidApplications: daily('00:10', async ({ strapi }: { strapi: Core.Strapi }) => {
    const { closed } = await enrolmentOf(strapi).unpaid.close();
    if (closed) strapi.log.info(`applications: closed ${closed} unpaid past their payment due date`);
  }),
  // Finished notices are kept NOTICE_KEEP_DAYS, then go with the facts they carry.
  pruneNotices: daily('00:25', async ({ strapi }: { strapi: Core.Strapi }) => {
    const removed = await noticesOf(strapi).outbox.prune();
    if (removed) strapi.log.info(`notices: pruned ${removed} finished notices past their keeping`);
  }),
  // The access log keeps an entry for its retention (at least six months), then lets it go.
  pruneAccessLog: daily('00:20', async ({ strapi }: { strapi: Core.Strapi }) => {
    const removed = await recordsOf(strapi).accessLog.prune();
    if (removed) strapi.log.info(`access log: pruned ${removed} entries past the retention`);
  }),
  // A term ends at midnight in Korea after its last day: its results are recorded five minutes later.
  recordTermResults: daily('00:05', async ({ strapi }: { strapi: Core.Strapi }) => {
    await recordTermResults(strapi);
  }),
};

/** The daily jobs, for the moving clock of tests (cms/src/bootstrap/moving-clock.ts). */
export const dailyJobs = Object.entries(tasks).flatMap(([name, job]) => ('at' in job ? [{ name, at: job.at, task: job.task }] : []));

// Under a test's moving clock the daily jobs run when that clock passes their time, not when the
// real one does: a real midnight in the middle of a test must not close or record anything.
export default process.env.DHARMA_CLOCK_FILE ? Object.fromEntries(Object.entries(tasks).filter(([, job]) => !('at' in job))) : tasks;
