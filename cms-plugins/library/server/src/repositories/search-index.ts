import type { Core } from '@strapi/strapi';
import { ftsDocument, ftsMatch, tsqueryOf, tsvectorDocument, type SearchQuery } from '@dharma/config/rules';
import { forgetReads, readCache } from './read-cache';

/**
 * The search index: one row per published passage or video in `library_index` (what a result
 * shows, its filter group and its sort keys), and the bigrams of its text: on SQLite in the FTS5
 * table of its kind (rowid = the row's id), on PostgreSQL in the row's `grams` tsvector under a
 * GIN index. Only this file touches these tables; every statement binds its values.
 *
 * A row's id IS its place in the results (book order, chapter, verse; videos newest first, see
 * `sortBase`), so a page is "the first N matching ids": FTS5 walks its posting lists in rowid
 * order and stops after N instead of sorting every hit.
 */
export const INDEX_TABLE = 'library_index';
/** One FTS5 table per kind, so counting and paging a kind need no join. */
const ftsTable = (kind: IndexKind) => `library_fts_${kind}`;
const KINDS: IndexKind[] = ['passage', 'video'];

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

// Knex is no dependency of this plugin: its type is the one Strapi's database hands out (a transaction is one too).
type Knex = Core.Strapi['db']['connection'];

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';
const knexOf = (strapi: Core.Strapi): Knex => strapi.db.connection;

/** Creates the tables when missing (safe on every boot and in every process). */
export async function ensureIndexTables(strapi: Core.Strapi): Promise<void> {
  const knex = knexOf(strapi);
  if (!(await knex.schema.hasTable(INDEX_TABLE))) {
    try {
      await knex.schema.createTable(INDEX_TABLE, (t) => {
        t.bigInteger('id').primary();
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
    for (const kind of KINDS) {
      await knex.raw(
        `create virtual table if not exists ${ftsTable(kind)} using fts5(grams, grp unindexed, detail=full, tokenize="unicode61 remove_diacritics 0")`,
      );
    }
  }
}

export async function indexSize(strapi: Core.Strapi, kind?: IndexKind): Promise<number> {
  const q = knexOf(strapi)(INDEX_TABLE);
  if (kind) q.where({ kind });
  const row = await q.count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Deletes the index rows of the given documents (or of a whole kind when `docIds` is null). */
export async function removeFromIndex(strapi: Core.Strapi, kind: IndexKind, docIds: string[] | null, trx = knexOf(strapi)): Promise<void> {
  const ids = trx(INDEX_TABLE).select('id').where({ kind });
  if (docIds) ids.whereIn('doc_id', docIds);
  if (!isPostgres(strapi)) await trx(ftsTable(kind)).whereIn('rowid', ids.clone()).del();
  const del = trx(INDEX_TABLE).where({ kind });
  if (docIds) del.whereIn('doc_id', docIds);
  await del.del();
  forgetReads();
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.trunc(Number(value) || 0)));
/** Slots per sort position: documents that sort alike (the same verse twice, videos of one day). */
const SLOTS: Record<IndexKind, number> = { passage: 100, video: 1_000_000 };

/**
 * The first id of a row's place in the results: book order · chapter · verse for passages, the
 * reversed date for videos (s1 is minus YYYYMMDD), each times the slots for documents that tie.
 * Stays below 2^53 (book order ≤ 999, chapter and verse ≤ 99,999).
 */
export function sortBase(row: Pick<IndexRow, 'kind' | 's1' | 's2' | 's3'>): number {
  if (row.kind === 'passage')
    return ((clamp(row.s1, 999) * 100_000 + clamp(row.s2, 99_999)) * 100_000 + clamp(row.s3, 99_999)) * SLOTS.passage;
  return clamp(99_999_999 + row.s1, 99_999_999) * SLOTS.video;
}

/** The first free id at a row's place (the rows already there keep theirs). */
async function freeId(trx: Knex, row: IndexRow): Promise<number> {
  const base = sortBase(row);
  const taken = await trx(INDEX_TABLE)
    .select('id')
    .where('id', '>=', base)
    .andWhere('id', '<', base + SLOTS[row.kind])
    .orderBy('id');
  let id = base;
  for (const t of taken) {
    if (Number(t.id) !== id) break;
    id++;
  }
  if (id >= base + SLOTS[row.kind]) throw new Error(`library index: no free slot at ${base}`);
  return id;
}

/** Replaces the index rows of these documents, in one transaction per chunk. */
export async function writeToIndex(strapi: Core.Strapi, rows: IndexRow[]): Promise<void> {
  const knex = knexOf(strapi);
  const pg = isPostgres(strapi);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await knex.transaction(async (trx) => {
      for (const kind of new Set(chunk.map((r) => r.kind))) {
        await removeFromIndex(
          strapi,
          kind,
          chunk.filter((r) => r.kind === kind).map((r) => r.docId),
          trx,
        );
      }
      for (const r of chunk) {
        const id = await freeId(trx, r);
        const values = {
          id,
          kind: r.kind,
          doc_id: r.docId,
          grp: r.grp,
          s1: r.s1,
          s2: r.s2,
          s3: r.s3,
          body: r.body.normalize('NFC').toLowerCase(),
          data: JSON.stringify(r.data),
        };
        if (pg) {
          await trx.raw(
            `insert into ${INDEX_TABLE} (id, kind, doc_id, grp, s1, s2, s3, body, data, grams) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::tsvector)`,
            [...Object.values(values), tsvectorDocument(r.body)],
          );
        } else {
          await trx(INDEX_TABLE).insert(values);
          await trx.raw(`insert into ${ftsTable(r.kind)} (rowid, grams, grp) values (?, ?, ?)`, [id, ftsDocument(r.body), r.grp]);
        }
      }
    });
    forgetReads();
  }
}

/**
 * Gives the database's planner the statistics of a freshly written index. Without them
 * PostgreSQL guesses a common word rare and reads all of its hits through the GIN index before
 * sorting (27 ms for 자비 over 100,000 passages, against 0.2 ms walking the ids), until
 * autovacuum gets round to the table, a minute or more after a rebuild. (SQLite's search reads
 * go through FTS5 and the primary key, whose plans need no statistics.)
 */
export async function analyzeIndex(strapi: Core.Strapi): Promise<void> {
  if (isPostgres(strapi)) await knexOf(strapi).raw(`analyze ${INDEX_TABLE}`);
}

/** Empties the index (the rebuild writes it again). */
export async function clearIndex(strapi: Core.Strapi): Promise<void> {
  const knex = knexOf(strapi);
  if (!isPostgres(strapi)) for (const kind of KINDS) await knex.raw(`delete from ${ftsTable(kind)}`);
  await knex(INDEX_TABLE).del();
  forgetReads();
}

type Statement = { all: (...params: unknown[]) => unknown[] };
/** The little of a better-sqlite3 connection used here: knex types its client, and so what it hands out, as any. */
type SqliteConnection = { prepare(sql: string): Statement };

/**
 * A read on SQLite with SQL written here, each statement prepared once per connection and kept:
 * under load, knex building a search's SQL and better-sqlite3 preparing it cost more than running
 * it (an FTS5 page of 10 takes ~0.1 ms). The connection comes from knex's pool, so a read waits
 * for a transaction holding it instead of reading inside it. Only fixed SQL text with `?` places
 * comes here; the kept statements are as many as the shapes of query (a few per kind).
 */
const prepared = new WeakMap<SqliteConnection, Map<string, Statement>>();
async function sqliteAll<T = { doc_id: string; grp: string; data: string }>(knex: Knex, sql: string, params: unknown[]): Promise<T[]> {
  const connection: SqliteConnection = await knex.client.acquireConnection();
  try {
    let statements = prepared.get(connection);
    if (!statements) prepared.set(connection, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      // A bounded set of shapes, but a list of many books makes new ones: start again past 200.
      if (statements.size >= 200) statements.clear();
      statements.set(sql, statement);
    }
    return statement.all(...params) as T[];
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the documents of a kind matching the query, in sort order, and how many match.
 * No words → every document of the kind. Indexed words go through the bigram index; 1-character
 * words must occur in the text (LIKE, after the index narrowed the rows when it could).
 */
export async function searchIndex(
  strapi: Core.Strapi,
  kind: IndexKind,
  query: SearchQuery,
  groups: string[] | null,
  limit: number,
  offset: number,
): Promise<{ total: number; hits: IndexHit[] }> {
  const knex = knexOf(strapi);
  const pg = isPostgres(strapi);
  const fts = ftsTable(kind);
  const match = pg ? null : ftsMatch(query);
  // The count of a query is the same for every page: kept a few seconds (see read-cache).
  const countKey = JSON.stringify([kind, query.words, query.single, groups]);
  const countOf = (from: typeof base) =>
    readCache.counts.load(countKey, async () => {
      const [{ n }] = await from().count({ n: '*' });
      return Number(n);
    });
  const hitsOf = (rows: { doc_id: string; grp: string; data: string }[]) =>
    rows.map((r) => ({ docId: r.doc_id, grp: r.grp, data: JSON.parse(r.data) }));
  // SQLite, words of 2+ characters only: the FTS5 table answers alone, in rowid (= result) order.
  if (match && query.single.length === 0) {
    const where = `${fts} match ?${groups ? ` and grp in (${groups.map(() => '?').join(', ')})` : ''}`;
    const params = [match, ...(groups ?? [])];
    const total = await readCache.counts.load(countKey, async () =>
      Number((await sqliteAll<{ n: number }>(knex, `select count(*) as n from ${fts} where ${where}`, params))[0]?.n ?? 0),
    );
    if (total === 0 || offset >= total) return { total, hits: [] };
    // One statement: the page's rowids from FTS5, then their rows.
    const sql = `select doc_id, grp, data from ${INDEX_TABLE} where id in (select rowid from ${fts} where ${where} order by rowid limit ? offset ?) order by id`;
    return { total, hits: hitsOf(await sqliteAll(knex, sql, [...params, limit, offset])) };
  }
  const base = () => {
    // On SQLite, `+` keeps the planner off the (kind, sort keys) index: through it, every row of
    // the kind is read and sorted before the first 10 come out (400 ms over 100,000 passages for
    // one syllable); walking the ids in order stops at the 10th match (0.5 ms).
    const q = pg ? knex(`${INDEX_TABLE} as i`).where('i.kind', kind) : knex(`${INDEX_TABLE} as i`).whereRaw('+i.kind = ?', [kind]);
    if (groups) q.whereIn('i.grp', groups);
    if (pg) {
      const tsq = tsqueryOf(query);
      if (tsq) q.whereRaw('i.grams @@ ?::tsquery', [tsq]);
    } else if (match) {
      q.whereRaw(`i.id in (select rowid from ${fts} where ${fts} match ?)`, [match]);
    }
    for (const char of query.single) q.whereRaw(`i.body like ? escape '\\'`, [`%${escapeLike(char)}%`]);
    return q;
  };
  const total = await countOf(base);
  if (total === 0 || offset >= total) return { total, hits: [] };
  // PostgreSQL: the GIN index finds every hit, then they are sorted; walking the ids in order
  // and testing each row stops at the 10th hit. Which is cheaper depends on how many rows match,
  // which the (kept) count says: a rare word (under 1 % of the rows) goes through the index
  // (`id + 0` keeps the planner off the id order); anything commoner, or a 1-character word the
  // index cannot serve, walks the ids.
  const indexFirst = pg && tsqueryOf(query) !== null && total <= PG_INDEX_FIRST_MAX_HITS;
  const order = indexFirst ? 'i.id + 0' : 'i.id';
  const rows = await base().select('i.doc_id', 'i.grp', 'i.data').orderByRaw(order).limit(limit).offset(offset);
  return { total, hits: hitsOf(rows) };
}

/** Up to this many hits, PostgreSQL reads a page through the GIN index rather than in id order. */
const PG_INDEX_FIRST_MAX_HITS = 1_000;
