import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { records } from '../get-service';
import { callerOf, respond } from '@dharma/config/platform/plugin';

/** Certificates: the learner's list and PDFs, and the public check of a code. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const certificates = () => records(strapi).certificates;
  return {
    list: (ctx: Context) => respond(ctx, () => certificates().list(callerOf(ctx).id)),
    pdf: async (ctx: Context) => {
      await respond(ctx, async () => {
        const { body, fileName } = await certificates().pdf(callerOf(ctx).id, String(ctx.params.key ?? ''));
        ctx.type = 'application/pdf';
        // RFC 6266: an ASCII fallback and the Korean name in UTF-8.
        ctx.set('Content-Disposition', `attachment; filename="certificate.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
        ctx.set('Cache-Control', 'private, no-store');
        return body;
      });
    },
    verify: (ctx: Context) => respond(ctx, () => certificates().verify(String(ctx.params.code ?? ''))),
  };
};
