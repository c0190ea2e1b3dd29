import { membershipNumberSchema, membershipSchema } from '@dharma/config/schemas';
import { enrolment } from '../get-service';
import { learnerOf, parse, respond } from './http';

/** Membership of the temple's lay community. */
export default ({ strapi }) => {
  const membership = () => enrolment(strapi).membership;
  return {
    apply: (ctx) => respond(ctx, () => membership().applyMembership(learnerOf(ctx).id, parse(membershipSchema, ctx.request.body))),
    number: (ctx) => respond(ctx, () => membership().setMembershipNumber(learnerOf(ctx).id, parse(membershipNumberSchema, ctx.request.query).number)),
  };
};
