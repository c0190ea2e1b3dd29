import { factories } from '@strapi/strapi';
import { articleMoveSchema, articleOrderSchema, staffArticleTypeSchema, articleTypeSchema } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { callerOf, parse, respond } from '@dharma/config/platform/plugin';

const UID = 'api::article.article';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/v2/admin/articles/recent → {faq, notice, post} of {title, url}. */
  async recent(ctx) {
    ctx.body = await strapi.service(UID).recentLinks();
  },

  /** GET /api/v2/admin/articles/:type → [{title, url}] of one type. */
  async byType(ctx) {
    const parsed = articleTypeSchema.safeParse(ctx.params.type);
    if (!parsed.success) {
      return ctx.badRequest(messages.article_type_invalid);
    }
    ctx.body = await strapi.service(UID).linksOfType(parsed.data);
  },

  /** GET /api/v1/staff/articles/:type → the published articles in their order (staff). */
  async staffList(ctx) {
    await respond(ctx, () => strapi.service(UID).staffList(parse(staffArticleTypeSchema, ctx.params.type)));
  },

  /** POST /api/v1/staff/articles/:type/move {document_id, direction} → the new order (staff). */
  async move(ctx) {
    await respond(ctx, () => {
      const type = parse(staffArticleTypeSchema, ctx.params.type);
      const body = parse(articleMoveSchema, ctx.request.body);
      return strapi.service(UID).move(callerOf(ctx), type, body.document_id, body.direction);
    });
  },

  /** PUT /api/v1/staff/articles/:type/order {document_ids} → the new order (staff). */
  async saveOrder(ctx) {
    await respond(ctx, () => {
      const type = parse(staffArticleTypeSchema, ctx.params.type);
      return strapi.service(UID).saveOrder(callerOf(ctx), type, parse(articleOrderSchema, ctx.request.body).document_ids);
    });
  },
}));
