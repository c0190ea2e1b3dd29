import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mentorPairSchema } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { records } from '../get-service';

/** The office's mentor–mentee pairs (staff policy checked by the route). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const mentors = () => records(strapi).mentors;
  const pairIn = (ctx: Context) => idInPath(ctx.params.pairId, messages.mentor_pair_not_found);
  return {
    list: (ctx: Context) => respond(ctx, async () => ({ pairs: await mentors().list(callerOf(ctx)) })),
    one: (ctx: Context) => respond(ctx, () => mentors().one(callerOf(ctx), pairIn(ctx))),
    create: (ctx: Context) => respond(ctx, () => mentors().create(callerOf(ctx), parse(mentorPairSchema, ctx.request.body))),
    update: (ctx: Context) =>
      respond(ctx, () => {
        const id = pairIn(ctx);
        return mentors().update(callerOf(ctx), id, parse(mentorPairSchema, ctx.request.body));
      }),
    remove: (ctx: Context) => respond(ctx, () => mentors().remove(callerOf(ctx), pairIn(ctx))),
    csv: (ctx: Context) =>
      respond(ctx, async () => {
        const file = await mentors().csv(callerOf(ctx));
        ctx.type = 'text/csv; charset=utf-8';
        ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
        ctx.set('Cache-Control', 'private, no-store');
        return file.body;
      }),
  };
};
