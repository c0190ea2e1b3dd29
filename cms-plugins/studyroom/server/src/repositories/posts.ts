import type { Core } from '@strapi/strapi';
import { POST_TYPES, type PostType } from '@dharma/config/rules';
import { rowStamp, type RecordKey } from './records';

const RESPONSE = 'plugin::studyroom.task-response';
const VOTE = 'plugin::studyroom.vote';

/** A post as the vote rules need it. */
export interface PostRow {
  id: number;
  owner: number;
  courseCode: string;
  day: number;
  type: string;
  hidden: boolean;
}

/** A post of a board: its text, author id, time and votes. */
export interface BoardPostRow {
  id: number;
  owner: number;
  type: PostType;
  day: number;
  text: string;
  createdAt: string;
  votes: number;
}

/** A post as the office moderates it. */
export interface StaffPostRow {
  id: number;
  owner: number;
  courseCode: string;
  day: number;
  type: string;
  text: string;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  createdAt: string;
}

/** What the office's list of posts is filtered by. */
export interface StaffPostFilter {
  courseCode?: string;
  q?: string;
  hidden?: boolean;
}

/** A post of a verse's hall of fame: as a board post, with its class. */
export interface BestPostRow extends BoardPostRow {
  courseCode: string;
}

/** Knex's query builder as Strapi's database hands it out (knex is Strapi's dependency, not this plugin's). */
type QueryBuilder = ReturnType<Core.Strapi['db']['getConnection']>;

/** A count as the driver returns it: PostgreSQL's bigint comes back as a string. */
type Count = number | string;

/** The columns the office's page of posts selects; a flag and the times come back as each driver stores them. */
interface StaffPostColumns {
  id: number;
  owner: number;
  course_code: string;
  day: number;
  type: string;
  /** Never null here: the page reads posts with text only. */
  response: string;
  hidden: unknown;
  hidden_reason: string | null;
  hidden_at: unknown;
  created_at: unknown;
}

/** The columns a verse's best posts select (votes counted per post). */
interface BestPostColumns {
  id: number;
  owner: number;
  type: PostType;
  day: number;
  response: string | null;
  course_code: string;
  created_at: unknown;
  votes: Count;
}

const isoOf = (value: unknown): string => new Date(value as string).toISOString();

/** A board post from its columns: ids and the count as numbers and the time as ISO, whatever the driver answered. */
const boardPostOf = (r: Omit<BestPostColumns, 'course_code'>): BoardPostRow => ({
  id: Number(r.id),
  owner: Number(r.owner),
  type: r.type,
  day: Number(r.day),
  text: r.response ?? '',
  createdAt: isoOf(r.created_at),
  votes: Number(r.votes),
});
const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't';

/**
 * Posts (verse and story responses) and votes: the only code that queries the vote table, and
 * the reads of responses as posts. Counting is SQL (COUNT grouped by post), and a hidden post
 * drops out of every list and count here, in one place. A vote is one statement decided by the
 * unique index (`INSERT … ON CONFLICT … MERGE`): voting again moves the one vote, and
 * simultaneous votes of one learner leave exactly one row without failing each other.
 */
export const postsRepository = (strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection;
  const table = (uid: string): string => strapi.db.metadata.get(uid).tableName;
  /** Not hidden; a row written before the column existed has no value and counts as shown. */
  const shown = (column: string) => (q: QueryBuilder) => q.where(column, false).orWhereNull(column);
  /**
   * The posts the office lists: by class, by words in the text and by state. Only posts with text
   * (an erased account's posts have none and stay out of sight).
   */
  const staffPosts = (filter: StaffPostFilter): QueryBuilder => {
    const q = knex()(table(RESPONSE));
    q.whereIn('type', [...POST_TYPES]).whereNotNull('response');
    if (filter.courseCode) q.where('course_code', filter.courseCode);
    // The words are matched as written: LIKE's wildcards in them are escaped.
    if (filter.q) q.whereRaw("LOWER(response) LIKE ? ESCAPE '\\'", [`%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    if (filter.hidden === true) q.where('hidden', true);
    if (filter.hidden === false) q.where(shown('hidden'));
    return q;
  };
  const countOf = async (filter: StaffPostFilter): Promise<number> => {
    const [{ n }] = await staffPosts(filter).count({ n: '*' });
    return Number(n);
  };

  return {
    /** The office's page of posts (staffPosts), newest first, with how many there are in all. */
    async staffPage(filter: StaffPostFilter, page: number, pageSize: number): Promise<{ total: number; rows: StaffPostRow[] }> {
      const [rows, total] = await Promise.all([
        staffPosts(filter)
          .select('id', 'owner', 'course_code', 'day', 'type', 'response', 'hidden', 'hidden_reason', 'hidden_at', 'created_at')
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        countOf(filter),
      ]);
      return {
        total,
        rows: rows.map((r: StaffPostColumns) => ({
          id: Number(r.id),
          owner: Number(r.owner),
          courseCode: r.course_code,
          day: Number(r.day),
          type: r.type,
          text: r.response,
          hidden: truthy(r.hidden),
          hiddenReason: r.hidden_reason ?? null,
          hiddenAt: r.hidden_at ? isoOf(r.hidden_at) : null,
          createdAt: isoOf(r.created_at),
        })),
      };
    },

    /** How many posts the office's list holds for the filter, counted by the database (no row read). */
    staffCount(filter: StaffPostFilter): Promise<number> {
      return countOf(filter);
    },

    /**
     * Hides or shows a post in one conditional UPDATE: false when it was already so (of two
     * staff members at once, one changes it). The reason goes with a hide and is cleared by a show.
     */
    async setHidden(id: number, hidden: boolean, by: { staff: number; reason: string | null; at: Date }): Promise<boolean> {
      // Through the query engine, so it joins the transaction of its audit entry.
      const state = hidden ? { $or: [{ hidden: false }, { hidden: { $null: true } }] } : { hidden: true };
      const data = hidden
        ? { hidden: true, hiddenReason: by.reason, hiddenAt: by.at, hiddenBy: by.staff }
        : { hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: by.staff };
      const result = await strapi.db
        .query(RESPONSE)
        .updateMany({ where: { id, type: { $in: [...POST_TYPES] }, ...state }, data: { ...data, updatedAt: by.at } });
      return (result?.count ?? 0) > 0;
    },

    /** One post by id (a verse or story response), whatever its class; null if there is none. */
    async post(id: number): Promise<PostRow | null> {
      const row = await knex()(table(RESPONSE))
        .select('id', 'owner', 'course_code', 'day', 'type', 'hidden')
        .where({ id })
        .whereIn('type', [...POST_TYPES])
        .first();
      if (!row) return null;
      return {
        id: Number(row.id),
        owner: Number(row.owner),
        courseCode: row.course_code,
        day: Number(row.day),
        type: row.type,
        hidden: truthy(row.hidden),
      };
    },

    /** The shown posts of a class's day with their vote counts, oldest first. */
    async postsOfDay(courseCode: string, day: number): Promise<BoardPostRow[]> {
      const responses = table(RESPONSE);
      const votes = table(VOTE);
      const rows = await knex()(`${responses} as r`)
        .select('r.id', 'r.owner', 'r.type', 'r.day', 'r.response', 'r.created_at')
        .select(knex().raw(`(select count(*) from ?? as v where v.post = r.id) as votes`, [votes]))
        .where({ 'r.course_code': courseCode, 'r.day': day })
        .whereIn('r.type', [...POST_TYPES])
        .where(shown('r.hidden'))
        .orderBy([
          { column: 'r.created_at', order: 'asc' },
          { column: 'r.id', order: 'asc' },
        ]);
      return rows.map(boardPostOf);
    },

    /** The day's votes per shown post, most first (then the lower id). */
    async tallies(courseCode: string, day: number): Promise<{ post: number; type: PostType; votes: number }[]> {
      const rows = await knex()(`${table(VOTE)} as v`)
        .join(`${table(RESPONSE)} as r`, 'r.id', 'v.post')
        .select('v.post', 'v.type')
        // knex types a count() after select() as the count's alias alone, so the selected columns are named here.
        .count<{ votes: string }, { post: number; type: PostType; votes: Count }[]>({ votes: '*' })
        .where({ 'v.course_code': courseCode, 'v.day': day })
        .where(shown('r.hidden'))
        .groupBy('v.post', 'v.type')
        .orderBy([
          { column: 'votes', order: 'desc' },
          { column: 'v.post', order: 'asc' },
        ]);
      return rows.map((r) => ({ post: Number(r.post), type: r.type, votes: Number(r.votes) }));
    },

    /** The learner's votes of a day by type (a vote for a post since hidden is no vote). */
    async votesOf(voter: number, courseCode: string, day: number): Promise<Record<PostType, number | null>> {
      const rows = await knex()(`${table(VOTE)} as v`)
        .join(`${table(RESPONSE)} as r`, 'r.id', 'v.post')
        .select('v.type', 'v.post')
        .where({ 'v.voter': voter, 'v.course_code': courseCode, 'v.day': day })
        .where(shown('r.hidden'));
      const mine: Record<PostType, number | null> = { verse: null, story: null };
      for (const r of rows) mine[r.type as PostType] = Number(r.post);
      return mine;
    },

    /** Casts the learner's vote of a type on a day, or moves it to `post`. */
    async saveVote(key: RecordKey, day: number, type: PostType, post: number): Promise<void> {
      await knex()(table(VOTE))
        .insert({ ...rowStamp(new Date()), voter: key.owner, application: key.application, course_code: key.courseCode, day, type, post })
        .onConflict(['voter', 'course_code', 'day', 'type'])
        .merge(['post', 'application', 'updated_at']);
    },

    /** The votes the learner gave: which post of which class and day (never the author's name). */
    async votesOfVoter(voter: number): Promise<{ course_code: string; day: number; type: string; post: number }[]> {
      const rows = await knex()(table(VOTE))
        .select('course_code', 'day', 'type', 'post')
        .where({ voter })
        .orderBy([{ column: 'course_code' }, { column: 'day' }, { column: 'type' }]);
      return rows.map((r) => ({ course_code: r.course_code, day: Number(r.day), type: r.type, post: Number(r.post) }));
    },

    /**
     * Account deletion: the learner's votes go (a vote from someone who is gone can no longer be
     * withdrawn or checked). Through the query engine, so it joins the deletion's transaction.
     */
    async deleteVotesOf(voter: number): Promise<void> {
      await strapi.db.query(VOTE).deleteMany({ where: { voter } });
    },

    /** Votes classmates gave to the learner's shown posts in one class (a grade's score sheet). */
    async votesReceived(owner: number, courseCode: string): Promise<number> {
      const [row] = await knex()(`${table(VOTE)} as v`)
        .join(`${table(RESPONSE)} as r`, 'v.post', 'r.id')
        .count({ n: 'v.id' })
        .where({ 'r.owner': owner, 'r.course_code': courseCode })
        .where(shown('r.hidden'));
      return Number(row?.n ?? 0);
    },

    /**
     * The best shown post of each day and type of a class: most votes, a tie going to the earlier
     * post (then the lower id). Only posts with votes compete; one row per day and type.
     */
    async bestOfDays(courseCode: string): Promise<BoardPostRow[]> {
      const ranked = knex()(`${table(RESPONSE)} as r`)
        .join(`${table(VOTE)} as v`, 'v.post', 'r.id')
        .select('r.id', 'r.owner', 'r.type', 'r.day', 'r.response', 'r.created_at')
        .count({ votes: 'v.id' })
        .select(knex().raw('row_number() over (partition by r.day, r.type order by count(v.id) desc, r.created_at asc, r.id asc) as place'))
        .where({ 'r.course_code': courseCode })
        .whereIn('r.type', [...POST_TYPES])
        .where(shown('r.hidden'))
        .groupBy('r.id', 'r.owner', 'r.type', 'r.day', 'r.response', 'r.created_at');
      const rows = await knex()
        .from(ranked.as('ranked'))
        .select('*')
        .where('place', 1)
        .orderBy([
          { column: 'day', order: 'asc' },
          { column: 'type', order: 'asc' },
        ]);
      return rows.map(boardPostOf);
    },

    /**
     * The most-voted shown posts of a type on one verse of a book, across every class: most
     * votes first, a tie going to the earlier post. Only posts with votes are in it.
     */
    async best(bookId: number, verse: number, type: PostType, limit: number): Promise<BestPostRow[]> {
      const rows = await knex()(`${table(RESPONSE)} as r`)
        .join(`${table(VOTE)} as v`, 'v.post', 'r.id')
        .select('r.id', 'r.owner', 'r.type', 'r.day', 'r.response', 'r.course_code', 'r.created_at')
        // knex types a count() after select() as the count's alias alone, so the selected columns are named here.
        .count<{ votes: string }, BestPostColumns[]>({ votes: 'v.id' })
        .where({ 'r.book_id': bookId, 'r.verse': verse, 'r.type': type })
        .where(shown('r.hidden'))
        .groupBy('r.id', 'r.owner', 'r.type', 'r.day', 'r.response', 'r.course_code', 'r.created_at')
        .orderBy([
          { column: 'votes', order: 'desc' },
          { column: 'r.created_at', order: 'asc' },
          { column: 'r.id', order: 'asc' },
        ])
        .limit(limit);
      return rows.map((r) => ({
        id: Number(r.id),
        owner: Number(r.owner),
        type: r.type,
        day: Number(r.day),
        text: r.response ?? '',
        courseCode: r.course_code,
        createdAt: isoOf(r.created_at),
        votes: Number(r.votes),
      }));
    },
  };
};

export type PostsRepository = ReturnType<typeof postsRepository>;
