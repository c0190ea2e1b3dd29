import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { noticeStopSchema } from '@dharma/config';
import { callerOf, parse, respond } from '@dharma/config/plugin';
import { notices } from '../get-service';

/** The learner's choices (the member page's form) and the one-click stop, passed on by web's /notices/stop. */
const choices = ({ strapi }: { strapi: Core.Strapi }) => ({
  save: (ctx: Context) => respond(ctx, () => notices(strapi).choices.saveAll(callerOf(ctx).id, ctx.request.body)),
  stop: (ctx: Context) => respond(ctx, () => notices(strapi).choices.stop(parse(noticeStopSchema, ctx.request.body))),
});

export default { choices };
