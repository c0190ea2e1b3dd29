import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { records } from '../get-service';
import { callerOf, respond } from '@dharma/config/platform/plugin';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /v1/member/page */
  async page(ctx: Context) {
    await respond(ctx, () => records(strapi).member.page(callerOf(ctx).id));
  },
  /** PATCH /v1/member {name, phone} */
  async update(ctx: Context) {
    await respond(ctx, () => records(strapi).member.update(callerOf(ctx).id, ctx.request.body));
  },
});
