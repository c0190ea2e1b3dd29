import { auditQuerySchema } from '@dharma/config';
import { records } from '../get-service';
import { parse, respond } from './http';

/** The audit trail for staff: filters parsed with the schema from config, one service call. */
export default ({ strapi }) => ({
  list: (ctx) =>
    respond(ctx, () => {
      const { action, target, subject, page } = parse(auditQuerySchema, ctx.query ?? {});
      return records(strapi).audit.list({ action: action || undefined, target: target || undefined, subject }, page ?? 1);
    }),
});
