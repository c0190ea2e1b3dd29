import type { Core } from '@strapi/strapi';
import { DOCUMENT_ID_PATTERN, highlight, LIBRARY_PAGE_SIZE, parseQuery, snippet, type SearchQuery } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { LibraryError } from '../errors';
import { BOOK, contentRepository, PLAYLIST, searchIndex, type IndexKind } from '../repositories';

/** Scripture and video search over the bigram index, and a video's page. Published content only. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const content = contentRepository(strapi);

  /** A page of a kind's hits (`groups` limits the books or playlists), with what every answer says of its paging. */
  async function pageOf(kind: IndexKind, keyword: string, query: SearchQuery, groups: string[] | null, page: number) {
    const { total, hits } = await searchIndex(strapi, kind, query, groups, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE);
    const paging = { keyword, page, pageSize: LIBRARY_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)) };
    return { paging, hits };
  }

  return {
    /** Passages matching every word, by book order, chapter and verse; `names` limits the books. */
    async scripture(keyword: string, names: string[], page: number) {
      const query = parseQuery(keyword);
      const all = await content.groups(BOOK);
      const byKey = new Map(all.map((b) => [b.key, b]));
      const groups = names.length ? all.filter((b) => names.includes(b.name)).map((b) => b.key) : null;
      const { paging, hits } = await pageOf('passage', keyword, query, groups, page);
      return {
        ...paging,
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
      const all = await content.groups(PLAYLIST);
      const byKey = new Map(all.map((p) => [p.key, p]));
      const { paging, hits } = await pageOf('video', keyword, query, playlist ? [playlist] : null, page);
      return {
        ...paging,
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
      // A path that is no document id names no video.
      const video = DOCUMENT_ID_PATTERN.test(id) ? await content.video(id) : null;
      if (!video) throw new LibraryError('not_found', messages.video_not_found);
      const siblings = video.playlist ? await content.playlistVideos(video.playlist.id) : [video];
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
