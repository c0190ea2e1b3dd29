import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { publicCourseSchema, selfStudySchema } from '@dharma/config/contracts';
import { callerOf, parse, respond } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';

/** Applications for the free public class and for self-study. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const offerings = () => enrolment(strapi).offerings;
  return {
    publicCourse: (ctx: Context) =>
      respond(ctx, () => offerings().applyPublicClass(callerOf(ctx).id, parse(publicCourseSchema, ctx.request.body))),
    selfStudy: (ctx: Context) =>
      respond(ctx, () => offerings().applySelfStudy(callerOf(ctx).id, parse(selfStudySchema, ctx.request.body)[0].course_name)),
  };
};
