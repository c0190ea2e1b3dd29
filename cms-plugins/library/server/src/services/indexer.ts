import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';
import { youtubeIdOf } from '@dharma/config/rules';
import { cmsEnv } from '@dharma/config/platform/env';
import { errors } from '@strapi/utils';
import {
  BOOK,
  contentRepository,
  PASSAGE,
  PLAYLIST,
  VIDEO,
  analyzeIndex,
  clearIndex,
  ensureIndexTables,
  indexSize,
  removeFromIndex,
  writeToIndex,
  type IndexKind,
  type IndexRow,
} from '../repositories';

/** The document service's actions that change what the index holds. */
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

const KIND_OF: Record<string, IndexKind> = { [PASSAGE]: 'passage', [VIDEO]: 'video' };

/** YYYY-MM-DD → a number that sorts newest first (ascending). */
const newestFirst = (date: string) =>
  -Number(
    String(date ?? '')
      .slice(0, 10)
      .replace(/-/g, '') || 0,
  );

/** A passage or video row as the query engine reads it, its book or playlist populated (a missing field reads as empty). */
export interface LibraryDocument {
  id?: number;
  documentId: string;
  book?: { key?: string | null; order?: number | null } | null;
  chapter?: number | null;
  chapterName?: string | null;
  verse?: number | null;
  text?: string | null;
  playlist?: { key?: string | null } | null;
  title?: string | null;
  description?: string | null;
  youtubeId?: string | null;
  duration?: number | null;
  date?: string | null;
}

/** A published document as its index row (passages by book order, chapter, verse; videos newest first). */
export function indexRowOf(kind: IndexKind, doc: LibraryDocument): IndexRow {
  if (kind === 'passage') {
    return {
      kind,
      docId: doc.documentId,
      grp: doc.book?.key ?? '',
      s1: doc.book?.order ?? 0,
      s2: doc.chapter ?? 0,
      s3: doc.verse ?? 0,
      body: doc.text ?? '',
      data: { chapter: doc.chapter, chapterName: doc.chapterName ?? '', verse: doc.verse, text: doc.text ?? '' },
    };
  }
  const date = String(doc.date ?? '').slice(0, 10);
  return {
    kind,
    docId: doc.documentId,
    grp: doc.playlist?.key ?? '',
    s1: newestFirst(date),
    s2: -(doc.id ?? 0),
    s3: 0,
    body: `${doc.title ?? ''}\n${doc.description ?? ''}`,
    data: { title: doc.title ?? '', description: doc.description ?? '', youtubeId: doc.youtubeId ?? '', duration: doc.duration ?? 0, date },
  };
}

/** What the indexer reads of a document service call, and of its answer. */
type DocumentCall = { uid: string; action: string; params?: { documentId?: string; data?: Record<string, unknown> } };
type DocumentAnswer = { documentId?: string; entries?: ({ documentId?: string } | null)[] } | null | undefined;

/**
 * The one writer of the search index. Editors' publish, unpublish, update and delete reach it
 * through the document middleware (registered at start-up), the rebuild command and the boot
 * check through `rebuild` / `ensure`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const content = contentRepository(strapi);

  /** Indexes the published version of a document, or drops it when there is none. */
  async function sync(uid: string, documentId: string): Promise<void> {
    const kind = KIND_OF[uid];
    if (!kind || !documentId) return;
    const doc = await content.published<LibraryDocument>(kind, documentId);
    if (doc) await writeToIndex(strapi, [indexRowOf(kind, doc)]);
    else await removeFromIndex(strapi, kind, [documentId]);
  }

  /** Writes the index of one kind (or both) again from the published documents. */
  async function rebuild(kinds: IndexKind[] = ['passage', 'video']): Promise<{ passage?: number; video?: number; ms: number }> {
    const started = Date.now();
    await ensureIndexTables(strapi);
    const counts: { passage?: number; video?: number } = {};
    for (const kind of kinds) {
      await removeFromIndex(strapi, kind, null);
      let count = 0;
      for (let offset = 0; ; offset += 2000) {
        const docs = await content.publishedBatch<LibraryDocument>(kind, offset, 2000);
        if (docs.length === 0) break;
        await writeToIndex(
          strapi,
          docs.map((doc) => indexRowOf(kind, doc)),
        );
        count += docs.length;
      }
      counts[kind] = count;
    }
    await analyzeIndex(strapi);
    return { ...counts, ms: Date.now() - started };
  }

  return {
    sync,
    rebuild,
    clear: () => clearIndex(strapi),

    /** At start-up: the tables exist, and an empty index is built (a new database, a restore). */
    async ensure(): Promise<void> {
      await ensureIndexTables(strapi);
      if (cmsEnv().LIBRARY_INDEX_AT_BOOT && (await indexSize(strapi)) === 0) {
        const built = await rebuild();
        strapi.log.info(`Library search index built: ${built.passage ?? 0} passages, ${built.video ?? 0} videos in ${built.ms} ms`);
      }
    },

    /**
     * Follows editors: after any write to a passage or video the index holds its published
     * version; a book or playlist change re-sorts and re-labels what it holds. A YouTube link is
     * kept as its id.
     */
    follow(): void {
      strapi.documents.use(async (context, next) => {
        // Strapi types a call as a union over every content type and action, most without these fields; read through this view.
        const call = context as DocumentCall;
        const uid = call.uid;
        if (uid === VIDEO && (call.action === 'create' || call.action === 'update')) {
          const data = call.params?.data;
          if (data && typeof data.youtubeId === 'string') {
            const id = youtubeIdOf(data.youtubeId);
            if (!id) throw new errors.ValidationError(messages.youtube_id_invalid);
            data.youtubeId = id;
          }
        }
        const result = await next();
        // Reads change nothing to index; a list's answer is an array, whose `entries` is Array's own
        // method (iterating it threw, and broke the panel home's recent-entries widgets).
        if (KIND_OF[uid] && WRITES.has(call.action)) {
          // Likewise the answer: a union over every action (a document, a publish's entries).
          const written = result as DocumentAnswer;
          const ids = new Set<string>();
          if (call.params?.documentId) ids.add(call.params.documentId);
          if (written?.documentId) ids.add(written.documentId);
          if (Array.isArray(written?.entries)) for (const entry of written.entries) if (entry?.documentId) ids.add(entry.documentId);
          for (const id of ids) await sync(uid, id);
        } else if ((uid === BOOK || uid === PLAYLIST) && ['update', 'delete', 'create'].includes(call.action)) {
          await rebuild([uid === BOOK ? 'passage' : 'video']);
        }
        return result;
      });
    },
  };
};
