import type { Core } from '@strapi/strapi';
import { cmsEnv, loadCmsEnv } from '@dharma/config/platform/env';
import { grantPublicReads } from './bootstrap/permissions';
import { ensureAdminAccount } from './bootstrap/admin-account';
import { ensureRoles, ensureStaffAccounts } from './bootstrap/roles';
import { seedDemoContent } from './seed/seed';
import { registerKakaoProvider } from './api/account/services/kakao-provider';
import { takeBootLock, type BootLock } from './bootstrap/boot-lock';
import { ensureRateLimitTable } from './middlewares/rate-limit';
import { keepScheduledJobsOnlyWhereWanted } from './bootstrap/scheduled-jobs';
import { recordTermResults } from './bootstrap/term-results';
import { startMovingClock, stopMovingClock } from './bootstrap/moving-clock';
import { configureLessonList } from './bootstrap/lesson-list';
import { seedLibrary } from './seed/library';
import { hotRoutesOf } from './middlewares/hot-routes';
import { startMetrics, stopMetrics } from './middlewares/requests';
import { extendStrapiSecurity } from './bootstrap/security-headers';
import { extendStrapiBody } from './bootstrap/body-files';
import { guardPersonalDataInPanel, revokePersonalDataPermissions } from './bootstrap/panel-permissions';
import { keepLinksSafe } from './bootstrap/safe-links';
import { enrolmentOf, libraryOf } from './ports';
import { keepNewPanelAccountsKorean, labelPanelInKorean } from './bootstrap/panel-korean';

let bootLock: BootLock | null = null;

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Refuse to start with a bad environment, naming the variable, before anything listens; the
    // parsed result is what every later cmsEnv() reads.
    loadCmsEnv(process.env);
    registerKakaoProvider(strapi);
    extendStrapiSecurity(strapi);
    // Files in a request's body only where a route takes them, and none kept past the request.
    extendStrapiBody(strapi);
    // Learners' records are reachable in the panel by the super admin only, whatever a role says.
    guardPersonalDataInPanel(strapi);
    // Editors' links lead only to web pages (no javascript: on the site's origin).
    keepLinksSafe(strapi);
    // Held from here (before Strapi changes the schema) to the end of bootstrap.
    bootLock = await takeBootLock(strapi);
    // Panel accounts start in Korean (the first one is made in bootstrap, so subscribe here).
    keepNewPanelAccountsKorean(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // A route declared hot against the rules stops the start here, not at its first request.
    hotRoutesOf(strapi);
    keepScheduledJobsOnlyWhereWanted(strapi);
    try {
      await ensureRateLimitTable(strapi.db.connection);
      await grantPublicReads(strapi);
      await ensureRoles(strapi);
      await ensureStaffAccounts(strapi);
      await ensureAdminAccount(strapi);
      await revokePersonalDataPermissions(strapi);
      await configureLessonList(strapi);
      await labelPanelInKorean(strapi);
      if (cmsEnv().SEED_DEMO_CONTENT) {
        await seedDemoContent(strapi);
        await seedLibrary(strapi);
      }
      // The search index exists and is built when empty (a new database, a restore).
      await libraryOf(strapi).indexer.ensure();
      // Terms that ended while the CMS was down get their results now (idempotent; the daily job
      // in config/cron-tasks.ts does the same each night).
      await recordTermResults(strapi);
      // Unpaid applications past their payment due date close now too, not at the next 00:10:
      // a day with the CMS down must not leave them holding a learner's place for another day.
      await enrolmentOf(strapi).unpaid.close();
      // Unpaid applications without a depositor name (stored before names existed, or by the demo
      // seed just now) get one, so every learner who owes can be told what to write.
      await enrolmentOf(strapi).depositors.backfill();
    } finally {
      await bootLock?.release();
      bootLock = null;
    }
    // Before the CMS listens: a metrics port it cannot take stops the start.
    await startMetrics(strapi);
    startMovingClock(strapi);
  },

  async destroy() {
    stopMovingClock();
    await stopMetrics();
  },
};
