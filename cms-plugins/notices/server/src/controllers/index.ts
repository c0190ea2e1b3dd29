import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  announcementAudienceQuerySchema,
  announcementSchema,
  announcementSendSchema,
  noticeConfirmSchema,
  noticeStopSchema,
  staffFallbackSchema,
  staffNoticesQuerySchema,
} from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { callerOf, parse, respond } from '@dharma/config/platform/plugin';
import { NoticesError } from '../errors';
import { notices } from '../get-service';

/**
 * The learner's choices and address (the member page's forms), the one-click stop passed on by
 * web's /notices/stop, and the address confirmation passed on by web's /notices/confirm.
 */
const choices = ({ strapi }: { strapi: Core.Strapi }) => ({
  save: (ctx: Context) => respond(ctx, () => notices(strapi).choices.saveAll(callerOf(ctx).id, ctx.request.body)),
  stop: (ctx: Context) => respond(ctx, () => notices(strapi).choices.stop(parse(noticeStopSchema, ctx.request.body))),
  address: (ctx: Context) => respond(ctx, () => notices(strapi).choices.requestAddress(callerOf(ctx).id, ctx.request.body)),
  phone: (ctx: Context) => respond(ctx, () => notices(strapi).choices.requestPhone(callerOf(ctx).id, ctx.request.body)),
  confirmPhone: (ctx: Context) => respond(ctx, () => notices(strapi).choices.confirmPhone(callerOf(ctx).id, ctx.request.body)),
  confirm: (ctx: Context) =>
    respond(ctx, () => {
      // A link cut short or edited by hand is the same bad link, in Korean.
      const link = noticeConfirmSchema.safeParse(ctx.request.body);
      if (!link.success) throw new NoticesError('not_found', messages.notice_address_link_invalid);
      return notices(strapi).choices.confirmAddress(link.data);
    }),
});

/** The back office (staff policy checked by the route): the list, and announcements (audience, preview, send). */
const staff = ({ strapi }: { strapi: Core.Strapi }) => ({
  fallback: (ctx: Context) =>
    respond(ctx, () => notices(strapi).staff.setFallback(callerOf(ctx), parse(staffFallbackSchema, ctx.request.body ?? {}))),
  list: (ctx: Context) => respond(ctx, () => notices(strapi).staff.list(callerOf(ctx), parse(staffNoticesQuerySchema, ctx.query ?? {}))),
  audience: (ctx: Context) => respond(ctx, () => notices(strapi).staff.audience(parse(announcementAudienceQuerySchema, ctx.query ?? {}))),
  preview: (ctx: Context) => respond(ctx, () => notices(strapi).staff.preview(parse(announcementSchema, ctx.request.body ?? {}))),
  send: (ctx: Context) =>
    respond(ctx, () => notices(strapi).staff.send(callerOf(ctx), parse(announcementSendSchema, ctx.request.body ?? {}))),
});

export default { choices, staff };
