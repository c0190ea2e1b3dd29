import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { noticeStopSchema } from '@dharma/config';
import { parse, respond } from '@dharma/config/plugin';
import { notices } from '../get-service';

/** The one-click stop, passed on by web's /notices/stop (the link in every message). */
const choices = ({ strapi }: { strapi: Core.Strapi }) => ({
  stop: (ctx: Context) => respond(ctx, () => notices(strapi).choices.stop(parse(noticeStopSchema, ctx.request.body))),
});

export default { choices };
