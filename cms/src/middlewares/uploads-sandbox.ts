import type { Context, Next } from 'koa';
import { isInlineMedia } from '@dharma/config/rules';

/**
 * The CMS serves the uploads folder itself too (the panel shows the media library from it), on
 * the panel's own origin, where a page or script would run beside an editor's signed-in panel.
 * So, as web does for the site, only the media types the library accepts are served inline; any
 * other file in the folder is a download in a sandbox, with no scripts and an origin of its own.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/') || ctx.status !== 200) return;
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (!isInlineMedia(ctx.response.get('Content-Type'))) {
    ctx.set('Content-Disposition', `attachment; filename="${ctx.path.slice('/uploads/'.length).replace(/[^\w.-]/g, '_')}"`);
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
  }
};
