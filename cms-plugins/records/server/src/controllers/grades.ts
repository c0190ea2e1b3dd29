import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@dharma/config/words';
import { staffVolunteersQuerySchema, volunteerSchema } from '@dharma/config/contracts';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { records } from '../get-service';

const gradeIn = (ctx: Context) => idInPath(ctx.params.grade, messages.grade_not_found);
const entryIn = (ctx: Context) => idInPath(ctx.params.entryId, messages.volunteer_not_found);

/** Grades, score sheets and the volunteer log: parse → one service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const r = () => records(strapi);
  return {
    progress: (ctx: Context) => respond(ctx, () => r().grades.progress(callerOf(ctx).id)),
    score: (ctx: Context) =>
      respond(ctx, () => r().grades.scoreFor({ ...callerOf(ctx), address: ctx.state.clientAddress ?? null }, gradeIn(ctx))),
    page: (ctx: Context) => respond(ctx, () => r().grades.page(callerOf(ctx).id, gradeIn(ctx))),
    volunteers: (ctx: Context) => respond(ctx, () => r().volunteers.log(callerOf(ctx).id, gradeIn(ctx))),
    addVolunteer: (ctx: Context) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        return r().volunteers.add(callerOf(ctx).id, grade, parse(volunteerSchema, ctx.request.body));
      }),
    updateVolunteer: (ctx: Context) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        const entry = entryIn(ctx);
        return r().volunteers.update(callerOf(ctx).id, grade, entry, parse(volunteerSchema, ctx.request.body));
      }),
    removeVolunteer: (ctx: Context) => respond(ctx, () => r().volunteers.remove(callerOf(ctx).id, gradeIn(ctx), entryIn(ctx))),
    staffVolunteers: (ctx: Context) =>
      respond(ctx, () => {
        const query = parse(staffVolunteersQuerySchema, ctx.query ?? {});
        return r().volunteers.staffList(callerOf(ctx), query.state === 'confirmed', query.page ?? 1);
      }),
    confirmVolunteer: (ctx: Context) =>
      respond(ctx, () => r().volunteers.confirm(callerOf(ctx).id, entryIn(ctx), ctx.state.clientAddress ?? null)),
  };
};
