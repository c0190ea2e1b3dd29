import type { Core } from '@strapi/strapi';
import { highlight, LIBRARY_PAGE_SIZE, parseQuery, snippet } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { LibraryError } from '../errors';
import { readCache } from '../repositories/read-cache';
import { searchIndex } from '../repositories/search-index';
import { BOOK, PLAYLIST, VIDEO } from './indexer';

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));

/** A video row as the query engine reads it, its playlist populated. */
interface VideoRow {
  documentId: string;
  title: string;
  description?: string | null;
  playlist?: { id: number; key: string; name: string } | null;
  youtubeId: string;
  duration?: number | null;
  date: string;
}
/** A video beside the one shown, as `video` selects it. */
type NeighbourRow = Pick<VideoRow, 'documentId' | 'title' | 'duration' | 'date'>;

/** Scripture and video search over the bigram index, and a video's page. Published content only. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Books and playlists change rarely (and re-index their kind when they do): kept a few seconds.
  const listOf = (uid: string) =>
    readCache.lists.load(uid, async () =>
      (await strapi.db.query(uid).findMany({ select: ['key', 'name', 'order'], orderBy: [{ order: 'asc' }, { id: 'asc' }] })).map((b) => ({
        key: b.key as string,
        name: b.name as string,
      })),
    );
  const books = () => listOf(BOOK);
  const playlists = () => listOf(PLAYLIST);

  return {
    /** Passages matching every word, by book order, chapter and verse; `names` limits the books. */
    async scripture(keyword: string, names: string[], page: number) {
      const query = parseQuery(keyword);
      const all = await books();
      const byKey = new Map(all.map((b) => [b.key, b]));
      const groups = names.length ? all.filter((b) => names.includes(b.name)).map((b) => b.key) : null;
      const { total, hits } = await searchIndex(strapi, 'passage', query, groups, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE);
      return {
        keyword,
        page,
        pageSize: LIBRARY_PAGE_SIZE,
        total,
        pages: pagesOf(total),
        books: all,
        results: hits.map(({ docId, grp, data }) => ({
          id: docId,
          book: byKey.get(grp) ?? { key: grp, name: grp },
          chapter: data.chapter,
          chapterName: data.chapterName,
          verse: data.verse,
          text: data.text,
          parts: highlight(String(data.text), query.words),
        })),
      };
    },

    /** Videos matching every word in title or description (all when no words), newest first. */
    async videos(keyword: string, playlist: string, page: number) {
      const query = parseQuery(keyword);
      const all = await playlists();
      const byKey = new Map(all.map((p) => [p.key, p]));
      const { total, hits } = await searchIndex(
        strapi,
        'video',
        query,
        playlist ? [playlist] : null,
        LIBRARY_PAGE_SIZE,
        (page - 1) * LIBRARY_PAGE_SIZE,
      );
      return {
        keyword,
        page,
        pageSize: LIBRARY_PAGE_SIZE,
        total,
        pages: pagesOf(total),
        playlists: all,
        results: hits.map(({ docId, grp, data }) => ({
          id: docId,
          title: data.title,
          titleParts: highlight(String(data.title), query.words),
          descriptionParts: snippet(String(data.description ?? ''), query.words),
          playlist: byKey.get(grp) ?? { key: grp, name: grp },
          youtubeId: data.youtubeId,
          duration: data.duration,
          date: data.date,
        })),
      };
    },

    /** A published video with up to 10 videos of its playlist around it in date order. */
    async video(id: string) {
      if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new LibraryError('not_found', messages.video_not_found);
      const video: VideoRow | null = await strapi.db
        .query(VIDEO)
        .findOne({ where: { documentId: id, publishedAt: { $notNull: true } }, populate: ['playlist'] });
      if (!video) throw new LibraryError('not_found', messages.video_not_found);
      const siblings: NeighbourRow[] = video.playlist
        ? await strapi.db.query(VIDEO).findMany({
            where: { publishedAt: { $notNull: true }, playlist: { id: video.playlist.id } },
            select: ['documentId', 'title', 'duration', 'date'],
            orderBy: [{ date: 'asc' }, { id: 'asc' }],
          })
        : [video];
      const at = Math.max(
        0,
        siblings.findIndex((v) => v.documentId === video.documentId),
      );
      const start = Math.max(0, Math.min(at - 4, siblings.length - 10));
      return {
        id: video.documentId,
        title: video.title,
        description: video.description ?? '',
        playlist: video.playlist ? { key: video.playlist.key, name: video.playlist.name } : null,
        youtubeId: video.youtubeId,
        duration: video.duration ?? 0,
        date: String(video.date).slice(0, 10),
        neighbours: siblings.slice(start, start + 10).map((v) => ({
          id: v.documentId,
          title: v.title,
          duration: v.duration ?? 0,
          date: String(v.date).slice(0, 10),
          current: v.documentId === video.documentId,
        })),
      };
    },
  };
};
