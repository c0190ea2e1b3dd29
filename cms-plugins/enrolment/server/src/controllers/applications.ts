import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { applyCoursesSchema } from '@dharma/config/contracts';
import { callerOf, parse, respond } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';

/** The learner's semester applications. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const applications = () => enrolment(strapi).applications;
  const codesOf = (ctx: Context) => parse(applyCoursesSchema, ctx.request.body).map((c) => c.course_name);
  return {
    isPassed: (ctx: Context) => respond(ctx, () => applications().passedStatus(callerOf(ctx).id)),
    isApplied: (ctx: Context) => respond(ctx, () => applications().isApplied(callerOf(ctx).id)),
    coming: (ctx: Context) => respond(ctx, () => applications().coming(callerOf(ctx).id)),
    registerPage: (ctx: Context) => respond(ctx, () => applications().registerPage(callerOf(ctx).id)),

    apply: (ctx: Context) =>
      respond(ctx, () => {
        const { id, name } = callerOf(ctx);
        return applications().apply(id, codesOf(ctx), name);
      }),

    change: (ctx: Context) =>
      respond(ctx, () => {
        const { id, name } = callerOf(ctx);
        return applications().change(id, codesOf(ctx), name);
      }),

    applyOne: (ctx: Context) =>
      respond(ctx, () => {
        const { id, name } = callerOf(ctx);
        return applications().applyOne(id, String(ctx.params.id), name);
      }),
  };
};
