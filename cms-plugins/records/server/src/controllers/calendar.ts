import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { records } from '../get-service';
import { callerOf, respond } from '@dharma/config/platform/plugin';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /v1/calendar?month=YYYY-MM */
  async month(ctx: Context) {
    await respond(ctx, () => records(strapi).calendar.month(callerOf(ctx).id, ctx.query.month));
  },
  /** GET /v1/calendar/feed: whether the learner has a feed address (the token itself is never shown again). */
  async feedStatus(ctx: Context) {
    await respond(ctx, () => records(strapi).feed.exists(callerOf(ctx).id));
  },
  /** POST /v1/calendar/feed: a new address (the old one stops working). */
  async renewFeed(ctx: Context) {
    await respond(ctx, () => records(strapi).feed.renew(callerOf(ctx).id));
  },
  /** DELETE /v1/calendar/feed */
  async revokeFeed(ctx: Context) {
    await respond(ctx, () => records(strapi).feed.revoke(callerOf(ctx).id));
  },
  /** GET /v1/calendar/feed/:token.ics (web server only): the feed as iCalendar text. */
  async feed(ctx: Context) {
    await respond(ctx, async () => {
      const text = await records(strapi).feed.ics(ctx.params.token);
      ctx.type = 'text/calendar; charset=utf-8';
      return text;
    });
  },
});
