import type { Context, Next } from 'koa';
/**
 * Public REST in Strapi 5 returns drafts when asked with `?status=draft` (upstream issue). Every
 * public content route runs this first, so a draft never leaves the CMS through the content API.
 */
export default () => async (ctx: Context, next: Next) => {
  ctx.query.status = 'published';
  await next();
};
