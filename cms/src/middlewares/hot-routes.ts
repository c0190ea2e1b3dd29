import type { Core } from '@strapi/strapi';
import { policy as policyUtils, errors } from '@strapi/utils';

/**
 * Hot routes: the few plugin routes that many learners call at once and that must answer in
 * milliseconds (the scripture and video search) are answered here, early in the middleware
 * stack, instead of after every global middleware and Strapi's router.
 *
 * Measured on the search bench, a signed-in route that did nothing but refuse its input already
 * cost 1.3–2.3 ms of CMS CPU and had a p95 of 18–40 ms at 10 concurrent requests: the router
 * matches a request against every route Strapi registers (the admin panel's included), and cors,
 * sessions, the query parser, static files and the rest each take their share. A hot route runs
 * only what it declares: its own policies, then its controller action.
 *
 * A route opts in where it is declared, with `config: { hot: true }`, so its path, policies and
 * handler stay written once; Strapi's router still has it (and answers it if this middleware is
 * ever removed). What a hot route gives up, by rule (a route declared against it stops the CMS
 * at start-up, see `hotRoutesOf` in src/index.ts):
 * - only `auth: false` routes (the app's own sign-in policy runs instead of users-permissions'
 *   permission engine);
 * - only fixed paths (no `:params`), matched exactly;
 * - only the content API's query string, parsed by Koa (flat `key=value` pairs, which is all a
 *   hot route's schema reads);
 * - no request body: hot routes are reads (GET).
 * Strapi's error middleware and its security headers stand before this one, so a hot route's
 * faults and headers are those of every other answer.
 */
type Middleware = (ctx: any, next: () => Promise<unknown>) => Promise<unknown>;
type Handler = (ctx: any) => Promise<void>;

interface RouteDeclaration {
  method: string;
  path: string;
  handler: string | ((ctx: any) => unknown);
  config?: { auth?: unknown; policies?: unknown[]; hot?: boolean; [key: string]: unknown };
  info?: { pluginName?: string; type?: string };
}

interface RouterDeclaration {
  type?: string;
  prefix?: string;
  routes?: RouteDeclaration[];
}

/** Every plugin route that opted in: method, full path (with the API prefix) and the route. */
export function hotRoutesOf(strapi: Core.Strapi): { key: string; pluginName: string; route: RouteDeclaration }[] {
  const apiPrefix = String(strapi.config.get('api.rest.prefix', '/api'));
  const found: { key: string; pluginName: string; route: RouteDeclaration }[] = [];
  for (const [pluginName, plugin] of Object.entries(strapi.plugins as Record<string, { routes?: unknown }>)) {
    const routers = plugin.routes;
    if (!routers || Array.isArray(routers)) continue;
    for (const router of Object.values(routers as Record<string, RouterDeclaration>)) {
      if (router?.type !== 'content-api') continue;
      const prefix = router.prefix ?? `/${pluginName}`;
      for (const route of router.routes ?? []) {
        if (route.config?.hot !== true) continue;
        const where = `${route.method} ${route.path} of the ${pluginName} plugin`;
        if (route.method !== 'GET') throw new Error(`hot route ${where}: only GET routes can be hot`);
        if (route.config.auth !== false) throw new Error(`hot route ${where}: needs auth: false and a sign-in policy`);
        if (route.path.includes(':') || route.path.includes('(')) throw new Error(`hot route ${where}: only fixed paths can be hot`);
        found.push({ key: `GET ${apiPrefix}${prefix}${route.path}`, pluginName, route });
      }
    }
  }
  return found;
}

/** The route's policies (as Strapi resolves them) then its controller action, as one middleware. */
function handlerOf(strapi: Core.Strapi, pluginName: string, route: RouteDeclaration): Handler {
  const policies = (strapi.get('policies') as any).resolve(
    route.config?.policies ?? [],
    route.info ?? { pluginName, type: 'content-api' },
  ) as {
    handler: (context: unknown, config: unknown, options: unknown) => unknown;
    config: unknown;
  }[];
  let action: (ctx: any) => unknown;
  if (typeof route.handler === 'function') action = route.handler;
  else {
    const dot = route.handler.lastIndexOf('.');
    const controller = strapi.plugin(pluginName).controller(route.handler.slice(0, dot)) as Record<string, (ctx: any) => unknown>;
    const name = route.handler.slice(dot + 1);
    if (typeof controller?.[name] !== 'function') throw new Error(`hot route ${route.path}: handler ${route.handler} not found`);
    action = controller[name].bind(controller);
  }
  const routeState = { ...route, config: route.config ?? {} };
  return async (ctx) => {
    ctx.state.route = routeState;
    const context = policyUtils.createPolicyContext('koa', ctx);
    for (const { handler, config } of policies) {
      const result = await handler(context, config, { strapi });
      // The same rule as Strapi's policy runner: anything but true or nothing refuses.
      if (result !== true && result !== undefined) throw new errors.PolicyError();
    }
    const value = await action(ctx);
    if (ctx.body == null && value != null) ctx.body = value;
  };
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Middleware => {
  // Built at the first request: routes and policies are all registered by then.
  let table: Map<string, Handler> | undefined;
  const build = () => new Map(hotRoutesOf(strapi).map(({ key, pluginName, route }) => [key, handlerOf(strapi, pluginName, route)]));
  return (ctx, next) => {
    table ??= build();
    const hot = ctx.method === 'GET' ? table.get(`GET ${ctx.path}`) : undefined;
    if (!hot) return next();
    // Refusals answered as Strapi's router answers them (its authorize step wraps the policies).
    return hot(ctx).catch((error) => {
      if (error instanceof errors.UnauthorizedError) return ctx.unauthorized();
      if (error instanceof errors.ForbiddenError && !(error instanceof errors.PolicyError)) return ctx.forbidden();
      throw error;
    });
  };
};
