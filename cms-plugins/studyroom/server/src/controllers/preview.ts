import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { lessonPreviewSchema } from '@dharma/config/contracts';
import { parse, respond } from '@dharma/config/platform/plugin';
import { studyroom } from '../get-service';

/** The panel's lesson preview, asked for by the web server only (the route's server-secret policy). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  lesson: (ctx: Context) =>
    respond(ctx, () => {
      const { documentId, status } = parse(lessonPreviewSchema, { documentId: ctx.params.documentId, status: ctx.query.status });
      // A draft is private to editors: neither this answer nor a copy of it may be kept by a cache.
      ctx.set('Cache-Control', 'private, no-store');
      return studyroom(strapi).lessons.preview(documentId, status);
    }),
});
