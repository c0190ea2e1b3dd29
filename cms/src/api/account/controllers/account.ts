import type { Context } from 'koa';
import { messages, firstIssue } from '@dharma/config/words';
import { accountDeletionSchema, exchangeSchema, refreshSchema, signupSchema } from '@dharma/config/contracts';

const service = () => strapi.service('api::account.account');

/** Thin HTTP edge: parse with zod, call the service, map its outcome to a status. */
export default {
  async exchange(ctx: Context) {
    const parsed = exchangeSchema.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest(firstIssue(parsed.error));
    const result = await service().exchangeKakaoToken(parsed.data.kakao_access_token, ctx.state.clientAddress ?? null);
    if (result.error === 'kakao_unreachable') {
      ctx.status = 503;
      ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: messages.kakao_failed } };
      return;
    }
    if (result.error) return ctx.unauthorized(messages.unauthorized);
    ctx.body = result.tokens;
  },

  async refresh(ctx: Context) {
    const parsed = refreshSchema.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest(firstIssue(parsed.error));
    const rotation = await service().rotate(parsed.data.refresh_token, ctx.state.clientAddress ?? null);
    if ('tokens' in rotation) {
      ctx.body = rotation.tokens;
      return;
    }
    // A second use racing its own rotation: the caller should wait for the newer token, not sign out.
    if (rotation.error === 'raced') return ctx.conflict(messages.session_busy);
    return ctx.unauthorized(messages.unauthorized);
  },

  async logout(ctx: Context) {
    // The spec's call has no body: then the sign-in ended is the one the bearer token belongs to.
    const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.request.header.authorization ?? '')?.[1];
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (bearer && (body == null || Object.keys(body).length === 0)) {
      await service().revokeByAccessToken(bearer);
      ctx.body = { ok: true };
      return;
    }
    const parsed = refreshSchema.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest(firstIssue(parsed.error));
    // Logging out twice, or with a token that already expired, is still a logout.
    await service().revoke(parsed.data.refresh_token);
    ctx.body = { ok: true };
  },

  async signup(ctx: Context) {
    const parsed = signupSchema.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest(firstIssue(parsed.error));
    ctx.body = await service().signup(ctx.state.user.id, parsed.data);
  },

  /** POST /v1/me/delete: the typed confirmation, then the whole account goes. */
  async deleteAccount(ctx: Context) {
    const parsed = accountDeletionSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return ctx.badRequest(firstIssue(parsed.error));
    const result = await service().deleteAccount(ctx.state.user.id, ctx.state.clientAddress ?? null);
    if ('error' in result) return ctx.forbidden(messages.account_delete_staff);
    ctx.body = { deleted: true, message: messages.account_deleted };
  },

  async member(ctx: Context) {
    ctx.body = await service().sessionInfo(ctx.state.user.id);
  },

  async semesterInfo(ctx: Context) {
    ctx.body = await service().semesterInfo(ctx.state.user.id);
  },
};
