import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { curriculumQuerySchema, moderationSchema, progressQuerySchema, staffPostsQuerySchema } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { studyroom } from '../get-service';

/** The office's view of a semester's progress (staff policy checked by the route). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const office = () => studyroom(strapi).office;
  return {
    posts: (ctx: Context) =>
      respond(ctx, () => {
        const query = parse(staffPostsQuerySchema, ctx.query ?? {});
        return office().posts(callerOf(ctx), query, query.page ?? 1);
      }),
    moderate: (ctx: Context) =>
      respond(ctx, () => {
        return office().moderate(
          callerOf(ctx),
          idInPath(ctx.params.postId, messages.post_not_found),
          parse(moderationSchema, ctx.request.body),
        );
      }),
    curriculum: (ctx: Context) => respond(ctx, () => office().curriculum(parse(curriculumQuerySchema, ctx.query ?? {}).q)),
    progress: (ctx: Context) => respond(ctx, () => office().semester(callerOf(ctx), parse(progressQuerySchema, ctx.query ?? {}).semester)),
    csv: (ctx: Context) =>
      respond(ctx, async () => {
        const file = await office().csv(callerOf(ctx), parse(progressQuerySchema, ctx.query ?? {}).semester);
        ctx.type = 'text/csv; charset=utf-8';
        ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
        ctx.set('Cache-Control', 'private, no-store');
        return file.body;
      }),
  };
};
