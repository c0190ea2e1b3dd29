import { publicCourseSchema, selfStudySchema } from '@dharma/config/schemas';
import { enrolment } from '../get-service';
import { callerOf, parse, respond } from '@dharma/config/plugin';

/** Applications for the free public class and for self-study. */
export default ({ strapi }) => {
  const offerings = () => enrolment(strapi).offerings;
  return {
    publicCourse: (ctx) => respond(ctx, () => offerings().applyPublicClass(callerOf(ctx).id, parse(publicCourseSchema, ctx.request.body))),
    selfStudy: (ctx) => respond(ctx, () => offerings().applySelfStudy(callerOf(ctx).id, parse(selfStudySchema, ctx.request.body)[0].course_name)),
  };
};
