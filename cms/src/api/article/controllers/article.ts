import { factories } from '@strapi/strapi';
import { messages } from '@dharma/config';
import { articleTypeSchema } from '@dharma/config/schemas';

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
}));
