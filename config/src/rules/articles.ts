export const ARTICLE_TYPES = ['notice', 'post', 'faq'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export function isArticleType(value: string): value is ArticleType {
  return (ARTICLE_TYPES as readonly string[]).includes(value);
}

/** `{title, url}`: one item of the article list endpoints; `url` opens the article (or the outside page it links to). */
export interface ArticleLink {
  title: string;
  url: string;
}

export type RecentArticles = Record<ArticleType, ArticleLink[]>;

/** How many items of each type the home page lists. */
export const RECENT_ARTICLES_PER_TYPE = 5;
