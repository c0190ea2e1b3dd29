import { applyCoursesSchema } from '@dharma/config/schemas';
import { enrolment } from '../get-service';
import { callerOf, parse, respond } from '@dharma/config/plugin';

/** The learner's semester applications. */
export default ({ strapi }) => {
  const applications = () => enrolment(strapi).applications;
  const codesOf = (ctx) => parse(applyCoursesSchema, ctx.request.body).map((c) => c.course_name);
  return {
    isPassed: (ctx) => respond(ctx, () => applications().passedStatus(callerOf(ctx).id)),
    isApplied: (ctx) => respond(ctx, () => applications().isApplied(callerOf(ctx).id)),
    coming: (ctx) => respond(ctx, () => applications().coming(callerOf(ctx).id)),
    registerPage: (ctx) => respond(ctx, () => applications().registerPage(callerOf(ctx).id)),

    apply: (ctx) =>
      respond(ctx, () => {
        const { id, name } = callerOf(ctx);
        return applications().apply(id, codesOf(ctx), name);
      }),

    change: (ctx) =>
      respond(ctx, () => {
        const { id, name } = callerOf(ctx);
        return applications().change(id, codesOf(ctx), name);
      }),

    applyOne: (ctx) =>
      respond(ctx, () => {
        const { id, name } = callerOf(ctx);
        return applications().applyOne(id, String(ctx.params.id), name);
      }),
  };
};
