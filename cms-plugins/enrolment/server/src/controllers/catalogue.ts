import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { enrolment } from '../get-service';
import { respond } from '@dharma/config/platform/plugin';

/** Public reads: the catalogue, the levels and the application window. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const catalogue = () => enrolment(strapi).catalogue;
  return {
    catalogue: (ctx: Context) => respond(ctx, () => catalogue().catalogue()),
    allLevels: (ctx: Context) => respond(ctx, () => catalogue().allLevels()),
    levels: (ctx: Context) => respond(ctx, () => catalogue().levelsOfFamily(String(ctx.params.id))),

    semesterCheck: (ctx: Context) =>
      respond(ctx, async () => {
        const target = await catalogue().targetSemester();
        if (!target) return { semester: null, open: false };
        const { semester: s, applicationOpen } = target;
        return {
          semester: s.code,
          label: s.label,
          open: applicationOpen,
          apply_start: s.applyStart,
          apply_end: s.applyEnd,
          term_start: s.termStart,
          term_end: s.termEnd,
          registration_fee: s.registrationFee,
          admission_fee: s.admissionFee,
          bank_account: s.bankAccount,
          payment_due: s.paymentDue,
        };
      }),
  };
};
