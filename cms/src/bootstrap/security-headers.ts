import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import helmet from 'koa-helmet';

/**
 * Strapi's security headers (helmet), with helmet built once instead of on every request.
 *
 * Strapi's own `strapi::security` merges its options and builds a new helmet middleware for each
 * request: 9 % of the CMS's CPU in a profile of the search bench, on every API call, signed-in
 * pages' included. The options below are Strapi's defaults as `strapi::security` has them (with
 * no options of ours in config/middlewares.ts); a unit test checks that both give the same
 * headers, so an upgrade that changes Strapi's defaults fails there instead of drifting.
 *
 * Strapi changes its options for a few requests (GETs under /documentation, a GraphQL
 * playground, the admin panel's hot reload in development); those go to Strapi's own middleware
 * unchanged.
 */
export const STRAPI_SECURITY_DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  contentSecurityPolicy: { useDefaults: true, directives: { ...CSP_DEFAULTS, upgradeInsecureRequests: null } },
  xssFilter: false,
  hsts: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' },
} as const;

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;

/**
 * What helmet is built with once, or null when Strapi's own middleware must merge the options on
 * each request. Strapi fills missing options from its defaults (lodash's defaultsDeep); a whole
 * `contentSecurityPolicy` of ours (config/middlewares.ts adds the media bucket's origin) leaves it
 * nothing to fill there, so Strapi's defaults with that one option replaced are what it would
 * build. Any other option of ours goes to Strapi's middleware as it is.
 */
function builtOnceOptions(config: unknown): object | null {
  if (!config || Object.keys(config).length === 0) return STRAPI_SECURITY_DEFAULTS;
  const { contentSecurityPolicy, ...rest } = config as { contentSecurityPolicy?: { directives?: Record<string, unknown> } };
  const directives = contentSecurityPolicy?.directives ?? {};
  const whole = Object.keys(STRAPI_SECURITY_DEFAULTS.contentSecurityPolicy.directives).every((name) => name in directives);
  if (Object.keys(rest).length > 0 || !whole) return null;
  return { ...STRAPI_SECURITY_DEFAULTS, contentSecurityPolicy };
}
type Factory = (config: unknown, options: { strapi: Core.Strapi }) => Middleware;

/**
 * Wraps Strapi's `strapi::security` factory. Strapi requires a middleware of that very name in
 * config/middlewares.ts, so the CMS extends the registered one at register time
 * (`extendStrapiSecurity`) instead of naming another.
 */
export const securityBuiltOnce =
  (strapis: Factory): Factory =>
  (config, { strapi }) => {
    const theirs = strapis(config ?? {}, { strapi });
    const options = builtOnceOptions(config);
    if (!options) return theirs;
    const once = helmet(options as any) as Middleware;
    // NODE_ENV raw, not cmsEnv(): this mirrors Strapi's own strapi::security, which reads it so
    // (unset is not development there, while our schema's default is 'development').
    const development = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
    const adminPath = String(strapi.config.get('admin.path', '/admin'));
    const graphql = Boolean((strapi.plugin('graphql') as any)?.service('utils').playground.isEnabled());
    const special = (ctx: Context): boolean =>
      ctx.method === 'GET' && (graphql || ctx.path.startsWith('/documentation') || (development && ctx.path.startsWith(adminPath)));
    return (ctx, next) => (special(ctx) ? theirs(ctx, next) : once(ctx, next));
  };

export function extendStrapiSecurity(strapi: Core.Strapi): void {
  (strapi.get('middlewares') as { extend(uid: string, fn: (factory: Factory) => Factory): unknown }).extend(
    'strapi::security',
    securityBuiltOnce,
  );
}
