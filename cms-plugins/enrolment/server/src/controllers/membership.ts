import { membershipNumberSchema, membershipSchema } from '@dharma/config/schemas';
import { enrolment } from '../get-service';
import { callerOf, parse, respond } from '@dharma/config/plugin';

/** Membership of the temple's lay community. */
export default ({ strapi }) => {
  const membership = () => enrolment(strapi).membership;
  return {
    apply: (ctx) => respond(ctx, () => membership().applyMembership(callerOf(ctx).id, parse(membershipSchema, ctx.request.body))),
    number: (ctx) => respond(ctx, () => membership().setMembershipNumber(callerOf(ctx).id, parse(membershipNumberSchema, ctx.request.query).number)),
  };
};
