import { factories } from '@strapi/strapi';
import { articleMoveSchema, articleOrderSchema, DomainError, httpErrorOf, messages, staffArticleTypeSchema } from '@dharma/config';
import { articleTypeSchema, firstIssue } from '@dharma/config/schemas';
import type { ZodType } from 'zod';

/** Answers with what `work` returns; a refusal (bad input, a stale order) becomes its status and Korean message. */
async function respond(ctx, work: () => unknown) {
  try {
    ctx.body = await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, body } = httpErrorOf(error);
    ctx.status = status;
    ctx.body = body;
  }
}

function parse<T>(schema: ZodType<T, any, any>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DomainError('invalid', firstIssue(parsed.error));
  return parsed.data;
}

const actorOf = (ctx) => ({ id: ctx.state.user.id as number, address: (ctx.state.clientAddress ?? null) as string | null });

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
      return strapi.service(UID).move(actorOf(ctx), type, body.document_id, body.direction);
    });
  },

  /** PUT /api/v1/staff/articles/:type/order {document_ids} → the new order (staff). */
  async saveOrder(ctx) {
    await respond(ctx, () => {
      const type = parse(staffArticleTypeSchema, ctx.params.type);
      return strapi.service(UID).saveOrder(actorOf(ctx), type, parse(articleOrderSchema, ctx.request.body).document_ids);
    });
  },
}));
