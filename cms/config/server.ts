import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Its own variable, not web's HOST: publishing the site (HOST=0.0.0.0) must not publish the
  // CMS and its panel by accident. Web reaches it on loopback.
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  url: env('CMS_PUBLIC_URL', ''),
  proxy: env.bool('CMS_BEHIND_PROXY', false),
  // Uploaded media go to its uploads/ folder; `npm run backup` reads the same setting.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // Scheduled jobs (ours, and Strapi's own: content history retention, scheduled releases) run in
  // every process that has them on. With several CMS processes on one database, start exactly one
  // with CMS_SCHEDULED_JOBS=true and the others with false.
  cron: { enabled: env.bool('CMS_SCHEDULED_JOBS', true), tasks: cronTasks },
});
