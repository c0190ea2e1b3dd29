import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import { isPostType, type TaskType, now as clockNow } from '@dharma/config/rules';
import type { CompletionRow, ResponseRow } from '../types';

const RESPONSE = 'plugin::studyroom.task-response';
const COMPLETION = 'plugin::studyroom.day-completion';

/** Whose record, in which class: the learner, their application (grade) and the course code. */
export interface RecordKey {
  owner: number;
  application: number;
  courseCode: string;
}

/** Columns Strapi keeps on every row of a content type without draft and publish. */
export function rowStamp(now: Date) {
  return { document_id: crypto.randomBytes(12).toString('hex'), created_at: now, updated_at: now, published_at: now };
}

const isoOf = (value: unknown): string => new Date(value as string).toISOString();

/**
 * The learners' responses and completed days: the only code that queries their tables. The two
 * writes are single statements decided by the unique indexes (`INSERT … ON CONFLICT`, the same on
 * SQLite and PostgreSQL), so simultaneous requests from one learner, in one or several CMS
 * processes, store one row and never fail on each other. The reads are on every study-room page
 * and go to knex directly with only the columns they need: through the query engine they were
 * about half of the CMS's time per page.
 */
export const recordsRepository = (strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection;
  const completions = () => strapi.db.query(COMPLETION);
  const table = (uid: string): string => strapi.db.metadata.get(uid).tableName;

  return {
    async responsesOfDay(owner: number, courseCode: string, day: number): Promise<ResponseRow[]> {
      const rows = await knex()(table(RESPONSE))
        .select('day', 'task_key', 'type', 'response', 'hidden', 'hidden_reason')
        .where({ owner, course_code: courseCode, day });
      return rows.map((r) => ({
        day: Number(r.day),
        taskKey: r.task_key,
        type: r.type,
        response: r.response ?? null,
        hidden: r.hidden === true || r.hidden === 1,
        hiddenReason: r.hidden_reason ?? null,
      }));
    },

    /**
     * Stores one task's response; the same task sent again replaces the text (the last write
     * wins, as a learner editing an answer expects) and stays one row.
     */
    async saveResponse(
      key: RecordKey,
      day: number,
      task: { key: string; type: TaskType; response: string | null; ref?: { bookId: number; verse: number } | null },
    ): Promise<void> {
      const now = new Date();
      // A verse or story answer is a post: it carries the lesson's book and verse, and is shown
      // until staff hide it (an answer edited later keeps staff's decision: `hidden` is not merged).
      const ref = isPostType(task.type) ? (task.ref ?? null) : null;
      await knex()(table(RESPONSE))
        .insert({
          ...rowStamp(now),
          owner: key.owner,
          application: key.application,
          course_code: key.courseCode,
          day,
          task_key: task.key,
          type: task.type,
          response: task.response,
          hidden: false,
          book_id: ref?.bookId ?? null,
          verse: ref?.verse ?? null,
        })
        .onConflict(['owner', 'course_code', 'day', 'task_key'])
        .merge(['application', 'type', 'response', 'book_id', 'verse', 'updated_at']);
    },

    /**
     * Records a completed day once: a day already completed keeps its first `completedAt`, which
     * is read from the school's one clock like every date of the term.
     */
    async complete(key: RecordKey, day: number): Promise<void> {
      await knex()(table(COMPLETION))
        .insert({
          ...rowStamp(new Date()),
          owner: key.owner,
          application: key.application,
          course_code: key.courseCode,
          day,
          completed_at: clockNow(),
        })
        .onConflict(['owner', 'course_code', 'day'])
        .ignore();
    },

    /** The learner's completed days of one class, with when each was completed. */
    async completionsOf(owner: number, courseCode: string): Promise<CompletionRow[]> {
      const rows = await knex()(table(COMPLETION))
        .select('course_code', 'day', 'completed_at')
        .where({ owner, course_code: courseCode })
        .orderBy('day', 'asc');
      return rows.map((r) => ({ courseCode: r.course_code, day: Number(r.day), completedAt: isoOf(r.completed_at) }));
    },

    /** The learner's completed days in every class, with their times, by course code: one read for a whole calendar. */
    async completionsByClass(owner: number): Promise<Map<string, CompletionRow[]>> {
      const rows = await knex()(table(COMPLETION))
        .select('course_code', 'day', 'completed_at')
        .where({ owner })
        .orderBy([
          { column: 'course_code', order: 'asc' },
          { column: 'day', order: 'asc' },
        ]);
      const byClass = new Map<string, CompletionRow[]>();
      for (const r of rows) {
        const row = { courseCode: r.course_code, day: Number(r.day), completedAt: isoOf(r.completed_at) };
        const days = byClass.get(r.course_code);
        if (days) days.push(row);
        else byClass.set(r.course_code, [row]);
      }
      return byClass;
    },

    /**
     * The numbers of the learner's completed days in every class they ever had, by course code:
     * what their lists count. Day numbers only, so a history of many terms stays a light read.
     */
    async completedDaysOf(owner: number): Promise<Map<string, number[]>> {
      const rows = await knex()(table(COMPLETION)).select('course_code', 'day').where({ owner });
      const byClass = new Map<string, number[]>();
      for (const r of rows) {
        const days = byClass.get(r.course_code);
        if (days) days.push(Number(r.day));
        else byClass.set(r.course_code, [Number(r.day)]);
      }
      return byClass;
    },

    /** Every answer the learner wrote, in every class: what "download my data" gives them. */
    async responsesOfOwner(
      owner: number,
    ): Promise<{ course_code: string; day: number; task_key: string; type: string; response: string | null; updated_at: string }[]> {
      const rows = await knex()(table(RESPONSE))
        .select('course_code', 'day', 'task_key', 'type', 'response', 'updated_at')
        .where({ owner })
        .orderBy([{ column: 'course_code' }, { column: 'day' }, { column: 'task_key' }]);
      return rows.map((r) => ({
        course_code: r.course_code,
        day: Number(r.day),
        task_key: r.task_key,
        type: r.type,
        response: r.response ?? null,
        updated_at: new Date(r.updated_at).toISOString(),
      }));
    },

    /**
     * Account deletion: the answers' text is erased and every post hidden (it leaves the boards
     * and the tallies), while the rows stay so a class's statistics keep counting the work. Through
     * the query engine, so it joins the deletion's transaction.
     */
    async eraseResponsesOf(owner: number): Promise<void> {
      await strapi.db.query(RESPONSE).updateMany({ where: { owner }, data: { response: null, hidden: true } });
    },

    /** How many task answers the learner has written in one class (a grade's score sheet). */
    async responseCount(owner: number, courseCode: string): Promise<number> {
      const [row] = await knex()(table(RESPONSE)).count({ n: 'id' }).where({ owner, course_code: courseCode });
      return Number(row?.n ?? 0);
    },

    /**
     * Which of these learners completed these days of these classes: `owner:course:day` keys. The
     * owners go in chunks, so a minute with thousands of reminders due stays a few reads.
     */
    async completedAmong(owners: readonly number[], days: ReadonlyMap<string, readonly number[]>): Promise<Set<string>> {
      const done = new Set<string>();
      const codes = [...days.keys()];
      const numbers = [...new Set([...days.values()].flat())];
      const unique = [...new Set(owners)];
      if (!codes.length || !numbers.length) return done;
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await knex()(table(COMPLETION))
          .select('owner', 'course_code', 'day')
          .whereIn('owner', unique.slice(i, i + 500))
          .whereIn('course_code', codes)
          .whereIn('day', numbers);
        for (const r of rows) done.add(`${Number(r.owner)}:${r.course_code}:${Number(r.day)}`);
      }
      return done;
    },

    /** Completed days of a class for every learner in it, by learner: what a term result counts. */
    async completedDaysByOwner(courseCode: string): Promise<Map<number, number[]>> {
      const byOwner = new Map<number, number[]>();
      const rows = await completions().findMany({ where: { courseCode }, select: ['owner', 'day'] });
      for (const r of rows) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r.day]);
      return byOwner;
    },
  };
};

export type RecordsRepository = ReturnType<typeof recordsRepository>;
