export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  url: env('CMS_PUBLIC_URL', ''),
  proxy: env.bool('CMS_BEHIND_PROXY', false),
  // Uploaded media go to its uploads/ folder; `npm run backup` reads the same setting.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // The web server caches and renders; the CMS does not need cron or its own logger noise.
  cron: { enabled: false },
});
