import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ADMIN_PAGE_SIZE } from '@dharma/config/rules';
import { accessLogQuerySchema, auditQuerySchema } from '@dharma/config/contracts';
import { parse, respond } from '@dharma/config/platform/plugin';
import { records } from '../get-service';

/** The audit trail and the access log for staff: filters parsed with the schemas from config, one service call each. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: (ctx: Context) =>
    respond(ctx, () => {
      const { action, target, subject, page } = parse(auditQuerySchema, ctx.query ?? {});
      return records(strapi).audit.list({ action: action || undefined, target: target || undefined, subject }, page ?? 1);
    }),
  accessLog: (ctx: Context) =>
    respond(ctx, async () => {
      const { action, subject, page } = parse(accessLogQuerySchema, ctx.query ?? {});
      const { entries, total } = await records(strapi).accessLog.list({ action, subject }, page ?? 1, ADMIN_PAGE_SIZE);
      return { entries, total, page: page ?? 1, page_size: ADMIN_PAGE_SIZE };
    }),
});
