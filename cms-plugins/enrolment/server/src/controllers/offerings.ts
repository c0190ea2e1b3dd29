import { publicCourseSchema, selfStudySchema } from '@dharma/config/schemas';
import { enrolment } from '../get-service';
import { learnerOf, parse, respond } from './http';

/** Applications for the free public class and for self-study. */
export default ({ strapi }) => {
  const offerings = () => enrolment(strapi).offerings;
  return {
    publicCourse: (ctx) => respond(ctx, () => offerings().applyPublicClass(learnerOf(ctx).id, parse(publicCourseSchema, ctx.request.body))),
    selfStudy: (ctx) => respond(ctx, () => offerings().applySelfStudy(learnerOf(ctx).id, parse(selfStudySchema, ctx.request.body)[0].course_name)),
  };
};
