import { messages } from '@dharma/config';
import { attendanceSchema, taskResponseSchema } from '@dharma/config/schemas';
import { studyroom } from '../get-service';
import { callerOf, idInPath, parse, respond } from '@dharma/config/plugin';

/** The learner's classes, days and writes: parse → one service → answer. */
export default ({ strapi }) => {
  const sr = () => studyroom(strapi);
  return {
    myCourses: (ctx) => respond(ctx, () => sr().classes.myCourses(callerOf(ctx).id)),
    course: (ctx) => respond(ctx, () => sr().classes.course(callerOf(ctx).id, idInPath(ctx.params.grade, messages.class_not_found))),
    detail: (ctx) => respond(ctx, () => sr().classes.detail(callerOf(ctx).id, ctx.params.semester, ctx.params.course)),
    day: (ctx) => respond(ctx, () => sr().classes.day(callerOf(ctx).id, ctx.params.semester, ctx.params.course, idInPath(ctx.params.day, messages.day_not_found))),
    recent: (ctx) => respond(ctx, () => sr().classes.recent(callerOf(ctx).id, ctx.params.semester, ctx.params.course)),
    completed: (ctx) => respond(ctx, () => sr().classes.completed(callerOf(ctx).id, ctx.params.semester, ctx.params.course)),
    saveTask: (ctx) =>
      respond(ctx, () => {
        const input = parse(taskResponseSchema, ctx.request.body);
        return sr().progress.saveTask(callerOf(ctx).id, ctx.params.semester, ctx.params.course, input);
      }),
    attend: (ctx) =>
      respond(ctx, () => {
        const { day } = parse(attendanceSchema, ctx.request.body);
        return sr().progress.attend(callerOf(ctx).id, ctx.params.semester, ctx.params.course, day);
      }),
  };
};
