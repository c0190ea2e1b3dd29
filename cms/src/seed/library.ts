import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import { LIBRARY_BOOKS } from './library/books';
import { DHAMMAPADA, DHAMMAPADA_CHAPTERS } from './library/dhammapada';
import { SUTRA_PASSAGES } from './library/sutras';
import { PLAYLISTS, VIDEOS } from './library/videos';
import { libraryOf } from '../ports';

/**
 * The library's demo content: books, the Dhammapada and sutra passages, playlists and videos.
 * Written once (a marker of its own in Strapi's store), in bulk: each passage and video as its
 * draft and its published row sharing one document id, as the panel would leave them.
 */
const LIBRARY_SEED_VERSION = 1;
const CHUNK = 200;

/** A document id in Strapi's shape (24 lowercase letters and digits). */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.randomBytes(24), (b) => alphabet[b % 36]).join('');
}

export type PassageSeed = { book: string; chapter: number; chapterName: string; verse: number; text: string };

/** Inserts published passages (draft + published rows) with their book relation, in chunks. */
export async function insertPassages(strapi: Core.Strapi, passages: PassageSeed[], bookIds: Map<string, number>): Promise<void> {
  const now = new Date();
  for (let i = 0; i < passages.length; i += CHUNK) {
    const rows = passages.slice(i, i + CHUNK).flatMap((p) => {
      const documentId = newDocumentId();
      const fields = {
        documentId,
        chapter: p.chapter,
        chapterName: p.chapterName,
        verse: p.verse,
        text: p.text,
        createdAt: now,
        updatedAt: now,
        book: bookIds.get(p.book),
      };
      return [
        { ...fields, publishedAt: null },
        { ...fields, publishedAt: now },
      ];
    });
    // One create per row (createMany writes no relations), in one transaction per chunk.
    await strapi.db.transaction(async () => {
      for (const row of rows) await strapi.db.query('plugin::library.passage').create({ data: row });
    });
  }
}

export async function seedLibrary(strapi: Core.Strapi): Promise<boolean> {
  const store = strapi.store({ type: 'core', name: 'dharma-seed' });
  const done = ((await store.get({ key: 'library-version' })) as number | null) ?? 0;
  if (done >= LIBRARY_SEED_VERSION) return false;

  const bookIds = new Map<string, number>();
  for (const book of LIBRARY_BOOKS) {
    const row = await strapi.db.query('plugin::library.book').create({ data: { key: book.key, name: book.name, order: book.order } });
    bookIds.set(book.key, row.id);
  }
  const chapterName = new Map(DHAMMAPADA_CHAPTERS.map((c) => [c.number, c.name]));
  await insertPassages(
    strapi,
    [
      ...DHAMMAPADA.map((v) => ({
        book: 'dhammapada',
        chapter: v.chapter,
        chapterName: chapterName.get(v.chapter) ?? '',
        verse: v.verse,
        text: v.text,
      })),
      ...SUTRA_PASSAGES,
    ],
    bookIds,
  );

  const playlistIds = new Map<string, number>();
  for (const list of PLAYLISTS) {
    const row = await strapi.db.query('plugin::library.playlist').create({ data: list });
    playlistIds.set(list.key, row.id);
  }
  const now = new Date();
  await strapi.db.transaction(async () => {
    for (const v of VIDEOS) {
      const documentId = newDocumentId();
      const fields = {
        documentId,
        title: v.title,
        description: v.description,
        youtubeId: v.youtubeId,
        duration: v.duration,
        date: v.date,
        playlist: playlistIds.get(v.playlist),
        createdAt: now,
        updatedAt: now,
      };
      await strapi.db.query('plugin::library.video').create({ data: { ...fields, publishedAt: null } });
      await strapi.db.query('plugin::library.video').create({ data: { ...fields, publishedAt: now } });
    }
  });
  // Written around the document service, so the index does not know these rows yet.
  await libraryOf(strapi).indexer.rebuild();
  await store.set({ key: 'library-version', value: LIBRARY_SEED_VERSION });
  strapi.log.info(`Seeded the library: ${DHAMMAPADA.length + SUTRA_PASSAGES.length} passages, ${VIDEOS.length} videos`);
  return true;
}
