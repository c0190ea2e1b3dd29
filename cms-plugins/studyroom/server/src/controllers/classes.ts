import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@dharma/config/words';
import { attendanceSchema, taskResponseSchema } from '@dharma/config/contracts';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { studyroom } from '../get-service';

/** The learner's classes, days and writes: parse → one service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sr = () => studyroom(strapi);
  return {
    myCourses: (ctx: Context) => respond(ctx, () => sr().classes.myCourses(callerOf(ctx).id)),
    course: (ctx: Context) =>
      respond(ctx, () => sr().classes.course(callerOf(ctx).id, idInPath(ctx.params.grade, messages.class_not_found))),
    detail: (ctx: Context) => respond(ctx, () => sr().classes.detail(callerOf(ctx).id, ctx.params.semester, ctx.params.course)),
    day: (ctx: Context) =>
      respond(ctx, () =>
        sr().classes.day(callerOf(ctx).id, ctx.params.semester, ctx.params.course, idInPath(ctx.params.day, messages.day_not_found)),
      ),
    recent: (ctx: Context) => respond(ctx, () => sr().classes.recent(callerOf(ctx).id, ctx.params.semester, ctx.params.course)),
    completed: (ctx: Context) => respond(ctx, () => sr().classes.completed(callerOf(ctx).id, ctx.params.semester, ctx.params.course)),
    saveTask: (ctx: Context) =>
      respond(ctx, () => {
        const input = parse(taskResponseSchema, ctx.request.body);
        return sr().progress.saveTask(callerOf(ctx).id, ctx.params.semester, ctx.params.course, input);
      }),
    attend: (ctx: Context) =>
      respond(ctx, () => {
        const { day } = parse(attendanceSchema, ctx.request.body);
        return sr().progress.attend(callerOf(ctx).id, ctx.params.semester, ctx.params.course, day);
      }),
  };
};
