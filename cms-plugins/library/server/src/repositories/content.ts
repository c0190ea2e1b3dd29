import type { Core } from '@strapi/strapi';
import { readCache } from './read-cache';
import type { IndexKind } from './search-index';

export const PASSAGE = 'plugin::library.passage';
export const VIDEO = 'plugin::library.video';
export const BOOK = 'plugin::library.book';
export const PLAYLIST = 'plugin::library.playlist';

/** The content type of each kind the index holds. */
export const UID_OF: Record<IndexKind, string> = { passage: PASSAGE, video: VIDEO };

/** What a kind's index row needs populated: a passage's book, a video's playlist. */
const POPULATE = { passage: ['book'], video: ['playlist'] } as const;

/** A published-only filter: the search and the index never see a draft. */
const PUBLISHED = { publishedAt: { $notNull: true } };

/** A video row as the query engine reads it, its playlist populated. */
export interface VideoRow {
  documentId: string;
  title: string;
  description?: string | null;
  playlist?: { id: number; key: string; name: string } | null;
  youtubeId: string;
  duration?: number | null;
  date: string;
}
/** A video beside the one shown, as `playlistVideos` selects it. */
export type NeighbourRow = Pick<VideoRow, 'documentId' | 'title' | 'duration' | 'date'>;

/**
 * The library's content tables (books, playlists, passages and videos, published versions), read
 * straight through the query engine; the search index has its own module (./search-index). Only
 * this module and that one touch the plugin's tables.
 */
export const contentRepository = (strapi: Core.Strapi) => ({
  /** The books or the playlists in their order, kept a few seconds (they change rarely, and re-index their kind when they do). */
  groups(uid: typeof BOOK | typeof PLAYLIST): Promise<{ key: string; name: string }[]> {
    return readCache.lists.load(uid, async () =>
      (await strapi.db.query(uid).findMany({ select: ['key', 'name', 'order'], orderBy: [{ order: 'asc' }, { id: 'asc' }] })).map((b) => ({
        key: b.key as string,
        name: b.name as string,
      })),
    );
  },

  /** A published video with its playlist; null when there is none. */
  video(documentId: string): Promise<VideoRow | null> {
    return strapi.db.query(VIDEO).findOne({ where: { documentId, ...PUBLISHED }, populate: ['playlist'] });
  },

  /** A playlist's published videos in date order. */
  playlistVideos(playlistId: number): Promise<NeighbourRow[]> {
    return strapi.db.query(VIDEO).findMany({
      where: { ...PUBLISHED, playlist: { id: playlistId } },
      select: ['documentId', 'title', 'duration', 'date'],
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
    });
  },

  /** The published version of a passage or video, with what its index row needs; null when there is none. */
  published<T>(kind: IndexKind, documentId: string): Promise<T | null> {
    return strapi.db.query(UID_OF[kind]).findOne({ where: { documentId, ...PUBLISHED }, populate: POPULATE[kind] });
  },

  /** A batch of a kind's published documents in id order, for a rebuild of the index. */
  publishedBatch<T>(kind: IndexKind, offset: number, limit: number): Promise<T[]> {
    return strapi.db.query(UID_OF[kind]).findMany({ where: PUBLISHED, populate: POPULATE[kind], orderBy: { id: 'asc' }, limit, offset });
  },
});
