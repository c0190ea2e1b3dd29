import { progressQuerySchema } from '@dharma/config';
import { getService } from '../get-service';
import { learnerId, parse, respond } from './http';

/** The office's view of a semester's progress (staff policy checked by the route). */
export default ({ strapi }) => {
  const office = () => getService(strapi, 'office');
  const actorOf = (ctx) => ({ id: learnerId(ctx), address: (ctx.state.clientAddress ?? null) as string | null });
  return {
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
