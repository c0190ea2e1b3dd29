import { factories } from '@strapi/strapi';
import { ARTICLE_TYPES, RECENT_ARTICLES_PER_TYPE, type ArticleLink, type ArticleType, type RecentArticles } from '@dharma/config';

const UID = 'api::article.article';

/** Where a reader goes for an article: its external link, else our own detail page. */
export function articleUrl(article: { type: ArticleType; documentId: string; url?: string | null }): string {
  return article.url?.trim() ? article.url.trim() : `/articles/${article.type}/${article.documentId}`;
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async linksOfType(type: ArticleType, limit?: number): Promise<ArticleLink[]> {
    const rows = await strapi.documents(UID).findMany({
      status: 'published',
      filters: { type },
      sort: [{ order: 'asc' }, { publishedAt: 'desc' }],
      fields: ['title', 'url', 'type'],
      ...(limit ? { limit } : {}),
    });
    return rows.map((row) => ({ title: row.title, url: articleUrl(row as never) }));
  },

  async recentLinks(): Promise<RecentArticles> {
    const entries: [ArticleType, ArticleLink[]][] = [];
    // Sequential on purpose: SQLite serves one connection at a time anyway.
    for (const type of ARTICLE_TYPES) {
      entries.push([type, await this.linksOfType(type, RECENT_ARTICLES_PER_TYPE)]);
    }
    return Object.fromEntries(entries) as RecentArticles;
  },
}));
