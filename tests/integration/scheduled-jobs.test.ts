import { afterAll, describe, expect, it } from 'vitest';
import { startCms, tempDbFile, type RunningCms } from '../support/strapi';

/**
 * Scheduled jobs run in the one CMS process started with them on (the default) and in no other:
 * with several processes on one database the others start with CMS_SCHEDULED_JOBS=false. The job
 * of ours, forgetting rate-limit windows that have ended, is run here against the real database.
 */
const dbFile = tempDbFile('scheduled-jobs');
let cms: RunningCms | undefined;

afterAll(async () => {
  await cms?.stop();
  delete process.env.CMS_SCHEDULED_JOBS;
});

const names = (strapi: any): string[] => strapi.cron.jobs.map((job: { name: string }) => job.name);

describe('scheduled jobs', () => {
  it('run by default: the rate-limit clean-up forgets ended windows and keeps running ones', async () => {
    cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false' } });
    expect(names(cms.strapi)).toContain('clearExpiredRateLimits');
    const knex = cms.strapi.db.connection;
    const now = Date.now();
    await knex('dharma_rate_limits').insert([
      { key: 'exchange:10.9.0.1', points: 20, expire: now - 1000 },
      { key: 'exchange:10.9.0.2', points: 3, expire: now + 50_000 },
    ]);
    const job = cms.strapi.cron.jobs.find((j: { name: string }) => j.name === 'clearExpiredRateLimits').job;
    await job.invoke();
    const left = await knex('dharma_rate_limits').select('key').orderBy('key');
    expect(left).toEqual([{ key: 'exchange:10.9.0.2' }]);
    await cms.stop();
    cms = undefined;
  });

  it('with CMS_SCHEDULED_JOBS=false the process runs none, neither ours nor Strapi’s own', async () => {
    cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false', CMS_SCHEDULED_JOBS: 'false' } });
    expect(names(cms.strapi)).toEqual([]);
    // The process still serves.
    expect((await fetch(`${cms.url}/_health`)).status).toBeLessThan(300);
  });
});
