import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import client from 'prom-client';
import { cmsEnv } from '@dharma/config/platform/env';
import { httpMetrics } from '@dharma/config/platform/http-metrics';
import { REQUEST_ID_HEADER, listenForMetrics, loggedPath, requestIdFrom } from '@dharma/config/platform/ops';

/**
 * The first middleware: every request gets an id (web's, when it sent a plain one, else a new
 * one), answered as X-Request-Id and kept in `ctx.state.requestId`, which the logger adds to
 * every line written while the request is answered (config/logger.ts). When the answer is ready:
 * one log line (method, path without its query string, status, ms, the client's address), a
 * warning instead when it took longer than SLOW_REQUEST_MS, and the request's metrics. Health and
 * readiness probes are counted but logged only when slow or failing.
 */
const PROBES = new Set(['/healthz', '/readyz', '/_health']);

interface CmsMetrics {
  started(): void;
  request(method: string, route: string, status: number, seconds: number): void;
  close(): Promise<void>;
}
/** On while this process serves metrics (CMS_METRICS_PORT); reset when Strapi is destroyed. */
let metrics: CmsMetrics | null = null;

/**
 * A metric's route: Strapi's matched route pattern (`/api/v2/classes/:semester/:course`), a hot
 * route's fixed path, the probe's name, or `other` (uploads, 404s): never the raw path, whose ids
 * would make a series each.
 */
function routeOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof ctx.state.metricsRoute === 'string') return ctx.state.metricsRoute;
  if (typeof matched === 'string') return matched;
  // A hot route (middlewares/hot-routes.ts) is answered before the router, on its exact fixed path.
  return ctx.state.route ? ctx.path : 'other';
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const slowMs = cmsEnv().SLOW_REQUEST_MS;
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    const id = requestIdFrom(ctx.get(REQUEST_ID_HEADER) || undefined);
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    let failed = false;
    metrics?.started();
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const status = failed ? 500 : ctx.status;
      metrics?.request(ctx.method, routeOf(ctx), status, ms / 1000);
      const slow = ms > slowMs;
      if (!(PROBES.has(ctx.path) && status < 300 && !slow)) {
        const path = loggedPath(ctx.url);
        const client = typeof ctx.state.clientAddress === 'string' ? ctx.state.clientAddress : ctx.ip;
        const fields = { request_id: id, method: ctx.method, path, status, ms, client };
        const line = `${ctx.method} ${path} ${status} ${ms} ms`;
        if (slow) strapi.log.warn(`slow: ${line}`, { ...fields, route: routeOf(ctx), slow: true });
        else strapi.log.info(line, fields);
      }
    }
  };
};

/** The knex pool (tarn) of the database, read at each scrape. */
interface Pool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/**
 * Prometheus metrics on 127.0.0.1:CMS_METRICS_PORT (unset: none): the HTTP metrics every server of
 * ours has (config's httpMetrics: requests, their durations per route, in flight), the database
 * pool (connections used and free, requests waiting for one, its maximum), and the process's own
 * (CPU, memory, the event loop's delay as nodejs_eventloop_lag_*).
 */
export async function startMetrics(strapi: Core.Strapi): Promise<void> {
  const port = cmsEnv().CMS_METRICS_PORT;
  if (!port) return;
  let inFlight = 0;
  const http = httpMetrics('cms', { inFlight: () => inFlight });
  const registry = http.registry;
  const pool = () => (strapi.db.connection.client as { pool?: Pool }).pool;
  new client.Gauge({
    name: 'cms_db_pool_connections',
    help: 'Database connections of this process: used (in a query or transaction), free, pending (requests waiting for one), creating',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      this.set({ state: 'used' }, p?.numUsed() ?? 0);
      this.set({ state: 'free' }, p?.numFree() ?? 0);
      this.set({ state: 'pending' }, p?.numPendingAcquires() ?? 0);
      this.set({ state: 'creating' }, p?.numPendingCreates() ?? 0);
    },
  });
  new client.Gauge({
    name: 'cms_db_pool_max',
    help: 'Most database connections this process opens (DATABASE_POOL_MAX)',
    registers: [registry],
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });
  const listener = await listenForMetrics(port, 'CMS_METRICS_PORT', http.render);
  metrics = {
    started: () => {
      inFlight += 1;
    },
    request(method, route, status, seconds) {
      inFlight -= 1;
      http.request(method, route, status, seconds);
    },
    close: listener.close,
  };
}

export async function stopMetrics(): Promise<void> {
  const running = metrics;
  metrics = null;
  await running?.close();
}
