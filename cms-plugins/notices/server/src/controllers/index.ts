import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  announcementAudienceQuerySchema,
  announcementSchema,
  announcementSendSchema,
  noticeStopSchema,
  staffNoticesQuerySchema,
} from '@dharma/config';
import { callerOf, parse, respond } from '@dharma/config/plugin';
import { notices } from '../get-service';

/** The learner's choices (the member page's form) and the one-click stop, passed on by web's /notices/stop. */
const choices = ({ strapi }: { strapi: Core.Strapi }) => ({
  save: (ctx: Context) => respond(ctx, () => notices(strapi).choices.saveAll(callerOf(ctx).id, ctx.request.body)),
  stop: (ctx: Context) => respond(ctx, () => notices(strapi).choices.stop(parse(noticeStopSchema, ctx.request.body))),
});

/** The back office (staff policy checked by the route): the list, and announcements (audience, preview, send). */
const staff = ({ strapi }: { strapi: Core.Strapi }) => ({
  list: (ctx: Context) => respond(ctx, () => notices(strapi).staff.list(callerOf(ctx), parse(staffNoticesQuerySchema, ctx.query ?? {}))),
  audience: (ctx: Context) => respond(ctx, () => notices(strapi).staff.audience(parse(announcementAudienceQuerySchema, ctx.query ?? {}))),
  preview: (ctx: Context) => respond(ctx, () => notices(strapi).staff.preview(parse(announcementSchema, ctx.request.body ?? {}))),
  send: (ctx: Context) =>
    respond(ctx, () => notices(strapi).staff.send(callerOf(ctx), parse(announcementSendSchema, ctx.request.body ?? {}))),
});

export default { choices, staff };
