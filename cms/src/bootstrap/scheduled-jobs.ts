import type { Core } from '@strapi/strapi';

/**
 * With CMS_SCHEDULED_JOBS=false a process runs no scheduled job at all. Strapi's setting of that
 * name only keeps our own tasks out; Strapi's plugins add theirs (usage metrics) in every process
 * anyway, so those are removed here. With several CMS processes on one database, exactly one runs
 * with the jobs on.
 */
export function keepScheduledJobsOnlyWhereWanted(strapi: Core.Strapi): void {
  if (strapi.config.get('server.cron.enabled', true)) return;
  for (const name of strapi.cron.jobs.map((job) => job.name).filter((name): name is string => Boolean(name))) strapi.cron.remove(name);
}
