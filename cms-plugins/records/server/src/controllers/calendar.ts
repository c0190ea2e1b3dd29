import { getService } from '../get-service';
import { learnerId, respond } from './http';

export default ({ strapi }) => ({
  /** GET /v1/calendar?month=YYYY-MM */
  async month(ctx) {
    await respond(ctx, () => getService(strapi, 'calendar').month(learnerId(ctx), ctx.query.month));
  },
  /** GET /v1/calendar/feed: whether the learner has a feed address (the token itself is never shown again). */
  async feedStatus(ctx) {
    await respond(ctx, () => getService(strapi, 'feed').exists(learnerId(ctx)));
  },
  /** POST /v1/calendar/feed: a new address (the old one stops working). */
  async renewFeed(ctx) {
    await respond(ctx, () => getService(strapi, 'feed').renew(learnerId(ctx)));
  },
  /** DELETE /v1/calendar/feed */
  async revokeFeed(ctx) {
    await respond(ctx, () => getService(strapi, 'feed').revoke(learnerId(ctx)));
  },
  /** GET /v1/calendar/feed/:token.ics (web server only): the feed as iCalendar text. */
  async feed(ctx) {
    await respond(ctx, async () => {
      const text = await getService(strapi, 'feed').ics(ctx.params.token);
      ctx.type = 'text/calendar; charset=utf-8';
      return text;
    });
  },
});
