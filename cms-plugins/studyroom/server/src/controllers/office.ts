import { curriculumQuerySchema, messages, moderationSchema, progressQuerySchema, staffPostsQuerySchema } from '@dharma/config';
import { StudyroomError } from '../errors';
import { getService } from '../get-service';
import { learnerId, parse, respond } from './http';

/** The office's view of a semester's progress (staff policy checked by the route). */
export default ({ strapi }) => {
  const office = () => getService(strapi, 'office');
  const actorOf = (ctx) => ({ id: learnerId(ctx), address: (ctx.state.clientAddress ?? null) as string | null });
  return {
    posts: (ctx) =>
      respond(ctx, () => {
        const query = parse(staffPostsQuerySchema, ctx.query ?? {});
        return office().posts(actorOf(ctx), query, query.page ?? 1);
      }),
    moderate: (ctx) =>
      respond(ctx, () => {
        const id = String(ctx.params.postId ?? '');
        if (!/^[1-9]\d{0,8}$/.test(id)) throw new StudyroomError('not_found', messages.post_not_found);
        return office().moderate(actorOf(ctx), Number(id), parse(moderationSchema, ctx.request.body));
      }),
    curriculum: (ctx) => respond(ctx, () => office().curriculum(parse(curriculumQuerySchema, ctx.query ?? {}).q)),
    progress: (ctx) => respond(ctx, () => office().semester(actorOf(ctx), parse(progressQuerySchema, ctx.query ?? {}).semester)),
    csv: (ctx) =>
      respond(ctx, async () => {
        const file = await office().csv(actorOf(ctx), parse(progressQuerySchema, ctx.query ?? {}).semester);
        ctx.type = 'text/csv; charset=utf-8';
        ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
        ctx.set('Cache-Control', 'private, no-store');
        return file.body;
      }),
  };
};
