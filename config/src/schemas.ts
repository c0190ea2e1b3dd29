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
