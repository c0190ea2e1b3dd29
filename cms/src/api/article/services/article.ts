import { factories } from '@strapi/strapi';
import {
  ARTICLE_TYPES,
  DomainError,
  RECENT_ARTICLES_PER_TYPE,
  type ArticleLink,
  type ArticleType,
  type RecentArticles,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type StaffArticle } from '@dharma/config/contracts';
import { recordsOf } from '../../../ports';

const UID = 'api::article.article';

/** Where a reader goes for an article: its external link, else our own detail page. */
export function articleUrl(article: { type: ArticleType; documentId: string; url?: string | null }): string {
  return article.url?.trim() ? article.url.trim() : `/articles/${article.type}/${article.documentId}`;
}

/** Who does a staff write, from which address (for the audit trail). */
interface StaffActor {
  id: number;
  address: string | null;
}

/** Refused reorders: the shared kinds, so the controller answers them like every plugin does. */
export class ArticleError extends DomainError {
  constructor(kind: 'invalid' | 'not_found' | 'conflict', message: string) {
    super(kind, message);
    this.name = 'ArticleError';
  }
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The published articles of a type in the order readers see them. */
  async staffList(type: ArticleType): Promise<StaffArticle[]> {
    const rows = await strapi.documents(UID).findMany({
      status: 'published',
      filters: { type },
      sort: [{ order: 'asc' }, { publishedAt: 'desc' }],
      fields: ['title', 'url', 'type', 'order', 'publishedAt'],
    });
    return rows.map((r) => ({
      document_id: r.documentId,
      title: r.title,
      order: r.order ?? 0,
      published_at: new Date(r.publishedAt).toISOString(),
      url: articleUrl(r as never),
    }));
  },

  /**
   * Saves an order: each article's position becomes its `order` (1, 2, 3 …). The column is set
   * on the draft and the published version alike, without publishing anything: an editor's
   * unpublished changes stay unpublished. One transaction with its audit entry.
   */
  async saveOrder(actor: StaffActor, type: ArticleType, documentIds: string[]): Promise<StaffArticle[]> {
    const current = await this.staffList(type);
    const known = new Set(current.map((a) => a.document_id));
    if (
      documentIds.length !== current.length ||
      new Set(documentIds).size !== documentIds.length ||
      !documentIds.every((id) => known.has(id))
    ) {
      throw new ArticleError('conflict', messages.article_order_invalid);
    }
    await strapi.db.transaction(async () => {
      for (const [i, documentId] of documentIds.entries()) {
        await strapi.db.query(UID).updateMany({ where: { documentId }, data: { order: i + 1 } });
      }
      const titles = new Map(current.map((a) => [a.document_id, a.title] as const));
      await recordsOf(strapi).audit.append({
        actor: actor.id,
        action: 'article.reorder',
        target: `articles:${type}`,
        before: { order: current.map((a) => a.title).join(' / ') },
        after: { order: documentIds.map((id) => titles.get(id)).join(' / ') },
        address: actor.address,
      });
    });
    return this.staffList(type);
  },

  /** Moves one article a place up or down (the buttons that work without JavaScript). */
  async move(actor: StaffActor, type: ArticleType, documentId: string, direction: 'up' | 'down'): Promise<StaffArticle[]> {
    const ids = (await this.staffList(type)).map((a) => a.document_id);
    const at = ids.indexOf(documentId);
    if (at < 0) throw new ArticleError('not_found', messages.article_not_found);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return this.staffList(type);
    [ids[at], ids[to]] = [ids[to], ids[at]];
    return this.saveOrder(actor, type, ids);
  },

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
