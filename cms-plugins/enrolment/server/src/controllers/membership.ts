import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { membershipNumberSchema, membershipSchema } from '@dharma/config/contracts';
import { callerOf, parse, respond } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';

/** Membership of the temple's lay community. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const membership = () => enrolment(strapi).membership;
  return {
    apply: (ctx: Context) => respond(ctx, () => membership().applyMembership(callerOf(ctx).id, parse(membershipSchema, ctx.request.body))),
    number: (ctx: Context) =>
      respond(ctx, () => membership().setMembershipNumber(callerOf(ctx).id, parse(membershipNumberSchema, ctx.request.query).number)),
  };
};
