import { messages } from '@dharma/config';
import {
  applyCoursesSchema,
  firstIssue,
  membershipNumberSchema,
  membershipSchema,
  publicCourseSchema,
  selfStudySchema,
} from '@dharma/config/schemas';
import type { ZodType } from 'zod';
import { EnrolmentError } from '../services/errors';

/** Runs a service call and turns an EnrolmentError into its status and Korean message. */
async function respond(ctx, work: () => Promise<unknown>) {
  try {
    ctx.body = await work();
  } catch (error) {
    if (!(error instanceof EnrolmentError)) throw error;
    ctx.status = error.status;
    ctx.body = { data: null, error: { status: error.status, name: error.status === 409 ? 'ConflictError' : error.status === 404 ? 'NotFoundError' : 'ValidationError', message: error.message } };
  }
}

function parse<T>(ctx, schema: ZodType<T, any, any>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: firstIssue(parsed.error) } };
  return undefined;
}

const userId = (ctx) => ctx.state.user.id as number;

export default ({ strapi }) => {
  const service = () => strapi.plugin('enrolment').service('enrolment');
  return {
  async catalogue(ctx) {
    ctx.body = await service().catalogue();
  },

  async allLevels(ctx) {
    const families = await service().families();
    ctx.body = await Promise.all(families.map(async (f) => ({ id: f.id, catalog: f.key, levels: await service().levelsOf(f) })));
  },

  async levels(ctx) {
    const id = Number(ctx.params.id);
    const family = (await service().families()).find((f) => f.id === id || f.key === ctx.params.id);
    if (!family) return ctx.notFound(messages.unknown_course);
    ctx.body = await service().levelsOf(family);
  },

  async isPassed(ctx) {
    ctx.body = await service().passedStatus(userId(ctx));
  },

  async semesterCheck(ctx) {
    const target = await service().targetSemester();
    ctx.body = target
      ? { semester: target.semester.code, label: target.semester.label, open: target.applicationOpen, apply_start: target.semester.applyStart, apply_end: target.semester.applyEnd, term_start: target.semester.termStart, term_end: target.semester.termEnd, registration_fee: target.semester.registrationFee, admission_fee: target.semester.admissionFee, bank_account: target.semester.bankAccount, payment_due: target.semester.paymentDue }
      : { semester: null, open: false };
  },

  async isApplied(ctx) {
    ctx.body = await service().isApplied(userId(ctx));
  },

  async apply(ctx) {
    const body = parse(ctx, applyCoursesSchema, ctx.request.body);
    if (body) await respond(ctx, () => service().apply(userId(ctx), body.map((c) => c.course_name), ctx.state.user.name ?? null));
  },

  async change(ctx) {
    const body = parse(ctx, applyCoursesSchema, ctx.request.body);
    if (body) await respond(ctx, () => service().change(userId(ctx), body.map((c) => c.course_name), ctx.state.user.name ?? null));
  },

  async applyOne(ctx) {
    await respond(ctx, () => service().applyOne(userId(ctx), String(ctx.params.id), ctx.state.user.name ?? null));
  },

  async coming(ctx) {
    ctx.body = await service().coming(userId(ctx));
  },

  async publicCourse(ctx) {
    const body = parse(ctx, publicCourseSchema, ctx.request.body);
    if (body) await respond(ctx, () => service().applyPublicClass(userId(ctx), body));
  },

  async selfStudy(ctx) {
    const body = parse(ctx, selfStudySchema, ctx.request.body);
    if (body) await respond(ctx, () => service().applySelfStudy(userId(ctx), body[0].course_name));
  },

  async membership(ctx) {
    const body = parse(ctx, membershipSchema, ctx.request.body);
    if (body) await respond(ctx, () => service().applyMembership(userId(ctx), body));
  },

  async membershipNumber(ctx) {
    const query = parse(ctx, membershipNumberSchema, ctx.request.query);
    if (query) await respond(ctx, () => service().setMembershipNumber(userId(ctx), query.number));
  },
};
};
