import { mentorPairSchema, messages } from '@dharma/config';
import { records } from '../get-service';
import { numberIn, parse, respond, staffOf } from './http';

/** The office's mentor–mentee pairs (staff policy checked by the route). */
export default ({ strapi }) => {
  const mentors = () => records(strapi).mentors;
  const pairIn = (ctx) => numberIn(ctx.params.pairId, messages.mentor_pair_not_found);
  return {
    list: (ctx) => respond(ctx, async () => ({ pairs: await mentors().list(staffOf(ctx)) })),
    one: (ctx) => respond(ctx, () => mentors().one(staffOf(ctx), pairIn(ctx))),
    create: (ctx) => respond(ctx, () => mentors().create(staffOf(ctx), parse(mentorPairSchema, ctx.request.body))),
    update: (ctx) =>
      respond(ctx, () => {
        const id = pairIn(ctx);
        return mentors().update(staffOf(ctx), id, parse(mentorPairSchema, ctx.request.body));
      }),
    remove: (ctx) => respond(ctx, () => mentors().remove(staffOf(ctx), pairIn(ctx))),
    csv: (ctx) =>
      respond(ctx, async () => {
        const file = await mentors().csv(staffOf(ctx));
        ctx.type = 'text/csv; charset=utf-8';
        ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
        ctx.set('Cache-Control', 'private, no-store');
        return file.body;
      }),
  };
};
