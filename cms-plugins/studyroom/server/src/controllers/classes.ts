import { messages } from '@dharma/config';
import { attendanceSchema, taskResponseSchema } from '@dharma/config/schemas';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { learnerId, parse, respond } from './http';

/** A whole number from a path, else the given 404 (a path that names nothing). */
const numberIn = (value: unknown, notFound: string): number => {
  const text = String(value ?? '');
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new StudyroomError('not_found', notFound);
  return Number(text);
};

/** The learner's classes, days and writes: parse → one service → answer. */
export default ({ strapi }) => {
  const sr = () => studyroom(strapi);
  return {
    myCourses: (ctx) => respond(ctx, () => sr().classes.myCourses(learnerId(ctx))),
    course: (ctx) => respond(ctx, () => sr().classes.course(learnerId(ctx), numberIn(ctx.params.id, messages.class_not_found))),
    detail: (ctx) => respond(ctx, () => sr().classes.detail(learnerId(ctx), ctx.params.a, ctx.params.b)),
    day: (ctx) => respond(ctx, () => sr().classes.day(learnerId(ctx), ctx.params.a, ctx.params.b, numberIn(ctx.params.day, messages.day_not_found))),
    recent: (ctx) => respond(ctx, () => sr().classes.recent(learnerId(ctx), ctx.params.a, ctx.params.b)),
    completed: (ctx) => respond(ctx, () => sr().classes.completed(learnerId(ctx), ctx.params.a, ctx.params.b)),
    saveTask: (ctx) =>
      respond(ctx, () => {
        const input = parse(taskResponseSchema, ctx.request.body);
        return sr().progress.saveTask(learnerId(ctx), ctx.params.a, ctx.params.b, input);
      }),
    attend: (ctx) =>
      respond(ctx, () => {
        const { day } = parse(attendanceSchema, ctx.request.body);
        return sr().progress.attend(learnerId(ctx), ctx.params.a, ctx.params.b, day);
      }),
  };
};
