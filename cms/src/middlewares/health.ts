import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { READINESS_TIMEOUT_MS } from '@dharma/config/platform/ops';

/**
 * Health and readiness, answered right after the request's id and log line, before sessions,
 * bodies and the router, so a probe costs next to nothing and is never cached:
 * - `GET /healthz`: the process is alive (200), whatever the database does;
 * - `GET /readyz`: the database answers `select 1` within READINESS_TIMEOUT_MS (200), else 503
 *   with what is down. Web's own /readyz asks this one.
 * Strapi's `/_health` (204) stays as it is: the start scripts wait on it.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.state.metricsRoute = '/healthz';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { alive: true };
      return;
    }
    if (ctx.path !== '/readyz') return next();
    ctx.state.metricsRoute = '/readyz';
    ctx.set('Cache-Control', 'no-store');
    const reason = await databaseProblem(strapi);
    ctx.status = reason ? 503 : 200;
    ctx.body = reason ? { ready: false, down: ['database'], reason } : { ready: true };
  };

/**
 * What keeps the database from answering, or null. Probes that arrive together share one query;
 * the database's own words go to the log only (the panel's host may publish this path).
 */
let asking: Promise<string | null> | null = null;
function databaseProblem(strapi: Core.Strapi): Promise<string | null> {
  asking ??= askDatabase(strapi).finally(() => {
    asking = null;
  });
  return asking;
}

async function askDatabase(strapi: Core.Strapi): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${READINESS_TIMEOUT_MS} ms`), READINESS_TIMEOUT_MS);
  });
  const asked = strapi.db.connection.raw('select 1').then(
    () => null,
    (error: Error) => {
      strapi.log.warn(`readiness: the database refused select 1: ${error.message}`);
      return 'the database refused the query';
    },
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}
