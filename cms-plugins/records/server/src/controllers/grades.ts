import { messages, staffVolunteersQuerySchema } from '@dharma/config';
import { volunteerSchema } from '@dharma/config/schemas';
import { records } from '../get-service';
import { learnerId, numberIn, parse, readerOf, respond, staffOf } from './http';

const gradeIn = (ctx) => numberIn(ctx.params.id, messages.grade_not_found);
const entryIn = (ctx) => numberIn(ctx.params.entryId, messages.volunteer_not_found);

/** Grades, score sheets and the volunteer log: parse → one service → answer. */
export default ({ strapi }) => {
  const r = () => records(strapi);
  return {
    progress: (ctx) => respond(ctx, () => r().grades.progress(learnerId(ctx))),
    score: (ctx) => respond(ctx, () => r().grades.scoreFor({ ...readerOf(ctx), address: ctx.state.clientAddress ?? null }, gradeIn(ctx))),
    page: (ctx) => respond(ctx, () => r().grades.page(learnerId(ctx), gradeIn(ctx))),
    volunteers: (ctx) => respond(ctx, () => r().volunteers.log(learnerId(ctx), gradeIn(ctx))),
    addVolunteer: (ctx) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        return r().volunteers.add(learnerId(ctx), grade, parse(volunteerSchema, ctx.request.body));
      }),
    updateVolunteer: (ctx) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        const entry = entryIn(ctx);
        return r().volunteers.update(learnerId(ctx), grade, entry, parse(volunteerSchema, ctx.request.body));
      }),
    removeVolunteer: (ctx) => respond(ctx, () => r().volunteers.remove(learnerId(ctx), gradeIn(ctx), entryIn(ctx))),
    staffVolunteers: (ctx) =>
      respond(ctx, () => {
        const query = parse(staffVolunteersQuerySchema, ctx.query ?? {});
        return r().volunteers.staffList(staffOf(ctx), query.state === 'confirmed', query.page ?? 1);
      }),
    confirmVolunteer: (ctx) => respond(ctx, () => r().volunteers.confirm(learnerId(ctx), entryIn(ctx), ctx.state.clientAddress ?? null)),
  };
};
