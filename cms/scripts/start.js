// Starts Strapi from its compiled build (dist/). `strapi start` would do the same; this form lets
// start-up refuse to run with a clear message instead of a stack trace, and lets a stop finish
// the requests in flight.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { SHUTDOWN_GRACE_MS, drainable, logFormatOf } = require('@dharma/config/platform/ops');
const { cmsEnv } = require('@dharma/config/platform/env');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');
/** @type {NodeJS.Signals[]} */
const SIGNALS = ['SIGTERM', 'SIGINT'];

const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
const strapi = createStrapi({ appDir, distDir });
// Strapi 5.54 answers SIGTERM and SIGINT itself (destroyOnSignal in @strapi/core): strapi.destroy()
// at once, which destroys every open connection, a request in flight with it, then exits. Its
// handlers are replaced by stop() below, which lets those requests finish first.
for (const signal of SIGNALS) {
  for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
}
// Strapi's start-up box is drawn with console tables, which a JSON log cannot read; the
// "listening" line below says what matters.
if (logFormatOf(process.env) === 'json') strapi.config.set('server.logger.startup.enabled', false);

let listening = false;
const drain = drainable(strapi.server.httpServer);
// nginx keeps an idle connection to the CMS for up to 60 s (its upstream keepalive) and reuses it;
// Node's default of 5 s would close it under nginx now and then as a request goes out, and a
// request that was sent is not retried when it is a POST (deploy/nginx/dharma.conf). So the CMS
// keeps idle connections longer than nginx does, as web does (web/server.mjs).
strapi.server.httpServer.keepAliveTimeout = 65_000;

/**
 * SIGTERM (systemd's stop) or SIGINT (Ctrl-C): the server drains (drainable: no new connections,
 * the requests in flight finish within SHUTDOWN_GRACE_MS), then strapi.destroy(): the destroy
 * lifecycles (the metrics listener) and the database pool. Says so and exits 0. A second signal
 * while stopping changes nothing.
 */
let stopRequested = false;
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopRequested) return;
  stopRequested = true;
  if (!listening) {
    strapi.log.info(`${signal} during start-up: the CMS stops`);
    await strapi.destroy();
    process.exit(0);
  }
  strapi.log.info(`${signal}: the CMS stops accepting and finishes ${drain.inFlight} request(s) in flight`, {
    signal,
    in_flight: drain.inFlight,
  });
  const { finished, cutOff } = await drain.stop();
  await strapi.destroy();
  const summary = { finished, cut_off: cutOff };
  if (!cutOff) strapi.log.info(`cms stopped: ${finished} request(s) in flight finished`, summary);
  else strapi.log.warn(`cms stopped: ${finished} request(s) finished, ${cutOff} cut off after ${SHUTDOWN_GRACE_MS} ms`, summary);
  process.exit(0);
}

for (const signal of SIGNALS) {
  process.on(signal, () => {
    stop(signal).catch((error) => {
      strapi.log.error(`the CMS could not stop cleanly: ${error && error.stack ? error.stack : error}`);
      process.exit(1);
    });
  });
}

strapi
  .start()
  .then(() => {
    listening = true;
    const { host, port } = /** @type {{ host: string, port: number }} */ (strapi.config.get('server'));
    const metricsPort = cmsEnv().CMS_METRICS_PORT;
    strapi.log.info(`cms listening on http://${host}:${port}`, {
      host,
      port,
      metrics: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : null,
    });
  })
  .catch((error) => {
    console.error(`\n[cms] failed to start: ${error && error.message ? error.message : error}\n`);
    process.exit(1);
  });
