import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@dharma/config/words';
import { studentsQuerySchema } from '@dharma/config/contracts';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { records } from '../get-service';

/** The back office's students (staff policy checked by the route). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const students = () => records(strapi).students;
  return {
    search: (ctx: Context) =>
      respond(ctx, () => {
        const query = parse(studentsQuerySchema, ctx.query ?? {});
        return students().search(callerOf(ctx), query.q, query.page ?? 1);
      }),
    one: (ctx: Context) =>
      respond(ctx, () => students().student(callerOf(ctx), idInPath(ctx.params.learnerId, messages.student_not_found))),
    csv: (ctx: Context) =>
      respond(ctx, async () => {
        const query = parse(studentsQuerySchema, ctx.query ?? {});
        const file = await students().csv(callerOf(ctx), query.q);
        ctx.type = 'text/csv; charset=utf-8';
        ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
        ctx.set('Cache-Control', 'private, no-store');
        return file.body;
      }),
  };
};
