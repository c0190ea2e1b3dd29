import { ftsDocument, ftsMatch, tsqueryOf, tsvectorDocument, type SearchQuery } from '@dharma/config';

/**
 * The search index: one row per published passage or video in `library_index` (what a result
 * shows, its filter group and its sort keys), and the bigrams of its text: on SQLite in the FTS5
 * table `library_fts` (rowid = the row's id), on PostgreSQL in the row's `grams` tsvector under a
 * GIN index. Only this file touches these tables; every statement binds its values.
 */
export const INDEX_TABLE = 'library_index';
const FTS_TABLE = 'library_fts';

export type IndexKind = 'passage' | 'video';

/** What the index keeps of one document. `s1..s3` sort ascending; `grp` is the filter key. */
export interface IndexRow {
  kind: IndexKind;
  docId: string;
  grp: string;
  s1: number;
  s2: number;
  s3: number;
  /** The searchable text (passage text; video title and description). */
  body: string;
  /** The fields a result shows, as JSON. */
  data: Record<string, unknown>;
}

export interface IndexHit {
  docId: string;
  grp: string;
  data: Record<string, unknown>;
}

const isPostgres = (strapi) => strapi.db.dialect.client === 'postgres';
const knexOf = (strapi) => strapi.db.connection;

/** Creates the tables when missing (safe on every boot and in every process). */
export async function ensureIndexTables(strapi): Promise<void> {
  const knex = knexOf(strapi);
  if (!(await knex.schema.hasTable(INDEX_TABLE))) {
    try {
      await knex.schema.createTable(INDEX_TABLE, (t) => {
        t.increments('id').primary();
        t.string('kind', 16).notNullable();
        t.string('doc_id', 64).notNullable();
        t.string('grp', 100).notNullable().defaultTo('');
        t.integer('s1').notNullable().defaultTo(0);
        t.integer('s2').notNullable().defaultTo(0);
        t.integer('s3').notNullable().defaultTo(0);
        t.text('body').notNullable();
        t.text('data').notNullable();
        t.unique(['kind', 'doc_id']);
        t.index(['kind', 's1', 's2', 's3']);
      });
    } catch (error) {
      // Another process created it between the check and the create.
      if (!(await knex.schema.hasTable(INDEX_TABLE))) throw error;
    }
  }
  if (isPostgres(strapi)) {
    await knex.raw(`alter table ${INDEX_TABLE} add column if not exists grams tsvector`);
    await knex.raw(`create index if not exists library_index_grams on ${INDEX_TABLE} using gin (grams)`);
  } else {
    // detail=full keeps token positions: a 3+ character word is a phrase of its bigrams.
    await knex.raw(`create virtual table if not exists ${FTS_TABLE} using fts5(grams, detail=full, tokenize="unicode61 remove_diacritics 0")`);
  }
}

export async function indexSize(strapi, kind?: IndexKind): Promise<number> {
  const q = knexOf(strapi)(INDEX_TABLE);
  if (kind) q.where({ kind });
  const row = await q.count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Deletes the index rows of the given documents (or of a whole kind when `docIds` is null). */
export async function removeFromIndex(strapi, kind: IndexKind, docIds: string[] | null, trx = knexOf(strapi)): Promise<void> {
  const ids = trx(INDEX_TABLE).select('id').where({ kind });
  if (docIds) ids.whereIn('doc_id', docIds);
  if (!isPostgres(strapi)) await trx(FTS_TABLE).whereIn('rowid', ids.clone()).del();
  const del = trx(INDEX_TABLE).where({ kind });
  if (docIds) del.whereIn('doc_id', docIds);
  await del.del();
}

/** Replaces the index rows of these documents, in one transaction per chunk. */
export async function writeToIndex(strapi, rows: IndexRow[]): Promise<void> {
  const knex = knexOf(strapi);
  const pg = isPostgres(strapi);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await knex.transaction(async (trx) => {
      for (const kind of new Set(chunk.map((r) => r.kind))) {
        await removeFromIndex(strapi, kind, chunk.filter((r) => r.kind === kind).map((r) => r.docId), trx);
      }
      const values = chunk.map((r) => ({ kind: r.kind, doc_id: r.docId, grp: r.grp, s1: r.s1, s2: r.s2, s3: r.s3, body: r.body.normalize('NFC').toLowerCase(), data: JSON.stringify(r.data) }));
      if (pg) {
        const placeholders = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?::tsvector)').join(', ');
        const bindings = chunk.flatMap((r, j) => [...Object.values(values[j]), tsvectorDocument(r.body)]);
        await trx.raw(`insert into ${INDEX_TABLE} (kind, doc_id, grp, s1, s2, s3, body, data, grams) values ${placeholders}`, bindings);
      } else {
        // Rows one by one: FTS5 takes each row's id as its rowid.
        for (let j = 0; j < chunk.length; j++) {
          const [id] = await trx(INDEX_TABLE).insert(values[j]);
          await trx.raw(`insert into ${FTS_TABLE} (rowid, grams) values (?, ?)`, [id, ftsDocument(chunk[j].body)]);
        }
      }
    });
  }
}

/** Empties the index (the rebuild writes it again). */
export async function clearIndex(strapi): Promise<void> {
  const knex = knexOf(strapi);
  if (!isPostgres(strapi)) await knex.raw(`delete from ${FTS_TABLE}`);
  await knex(INDEX_TABLE).del();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the documents of a kind matching the query, in sort order, and how many match.
 * No words → every document of the kind. Indexed words go through the bigram index; 1-character
 * words must occur in the text (LIKE, after the index narrowed the rows when it could).
 */
export async function searchIndex(
  strapi,
  kind: IndexKind,
  query: SearchQuery,
  groups: string[] | null,
  limit: number,
  offset: number,
): Promise<{ total: number; hits: IndexHit[] }> {
  const knex = knexOf(strapi);
  const pg = isPostgres(strapi);
  const base = () => {
    const q = knex(`${INDEX_TABLE} as i`).where('i.kind', kind);
    if (groups) q.whereIn('i.grp', groups);
    if (pg) {
      const tsq = tsqueryOf(query);
      if (tsq) q.whereRaw('i.grams @@ ?::tsquery', [tsq]);
    } else {
      const match = ftsMatch(query);
      if (match) q.whereRaw(`i.id in (select rowid from ${FTS_TABLE} where ${FTS_TABLE} match ?)`, [match]);
    }
    for (const char of query.single) q.whereRaw(`i.body like ? escape '\\'`, [`%${escapeLike(char)}%`]);
    return q;
  };
  const [{ n }] = await base().count({ n: '*' });
  const total = Number(n);
  if (total === 0 || offset >= total) return { total, hits: [] };
  const rows = await base().select('i.doc_id', 'i.grp', 'i.data').orderBy([{ column: 'i.s1' }, { column: 'i.s2' }, { column: 'i.s3' }, { column: 'i.id' }]).limit(limit).offset(offset);
  return { total, hits: rows.map((r) => ({ docId: r.doc_id, grp: r.grp, data: JSON.parse(r.data) })) };
}
