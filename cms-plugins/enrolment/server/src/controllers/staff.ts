import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  approveSchema,
  bulkApproveSchema,
  bulkCancelSchema,
  cancelApplicationSchema,
  staffApplicationsQuerySchema,
  staffLearnerParamSchema,
} from '@dharma/config/contracts';
import { callerOf, parse, respond } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';

/** The school office's decisions on semester applications (staff policy checked by the route). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const staff = () => enrolment(strapi).staff;
  const learnerIn = (ctx: Context) => parse(staffLearnerParamSchema, ctx.params.learner);
  return {
    applications: (ctx: Context) =>
      respond(ctx, () => {
        const query = parse(staffApplicationsQuerySchema, ctx.query ?? {});
        return staff().applications(callerOf(ctx), query, query.page ?? 1);
      }),

    approve: (ctx: Context) =>
      respond(ctx, () => {
        const learner = learnerIn(ctx);
        return staff().approve(callerOf(ctx), learner, parse(approveSchema, ctx.request.body ?? {}).semester);
      }),

    approveMany: (ctx: Context) =>
      respond(ctx, () => {
        const body = parse(bulkApproveSchema, ctx.request.body);
        return staff().approveMany(callerOf(ctx), body.learners, body.semester);
      }),

    cancel: (ctx: Context) =>
      respond(ctx, () => {
        const learner = learnerIn(ctx);
        const body = parse(cancelApplicationSchema, ctx.request.body);
        return staff().cancel(callerOf(ctx), learner, body.reason, body.semester);
      }),

    cancelMany: (ctx: Context) =>
      respond(ctx, () => {
        const body = parse(bulkCancelSchema, ctx.request.body);
        return staff().cancelMany(callerOf(ctx), body.learners, body.reason, body.semester);
      }),
  };
};
