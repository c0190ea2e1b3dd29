import { z } from 'zod';
import { messages } from './messages';
import { ARTICLE_TYPES } from './articles';

export const articleTypeSchema = z.enum(ARTICLE_TYPES, {
  errorMap: () => ({ message: messages.article_type_invalid }),
});

/** `{title, url}` items of the article endpoints (spec §3). */
export const articleLinkSchema = z.object({ title: z.string(), url: z.string() });

export const recentArticlesSchema = z.object({
  faq: z.array(articleLinkSchema),
  notice: z.array(articleLinkSchema),
  post: z.array(articleLinkSchema),
});

/** POST /api/v1/user/signup — the learner's display name (not the unique login id) and consent. */
export const signupSchema = z.object({
  username: z
    .string({ required_error: messages.name_required, invalid_type_error: messages.name_required })
    .trim()
    .min(1, messages.name_required)
    .max(50, messages.name_too_long),
  agreed: z.literal(true, { errorMap: () => ({ message: messages.consent_required }) }),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** POST /api/v1/session/exchange (web only) — a Kakao access token for our own tokens. */
export const exchangeSchema = z.object({
  kakao_access_token: z.string().min(1).max(4096),
});

/** POST /api/v1/session/refresh and /logout. */
export const refreshSchema = z.object({
  refresh_token: z.string().min(1).max(4096),
});

/** The first message of a failed parse, for a 400 answer. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'invalid input';
}
