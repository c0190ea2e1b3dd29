import crypto from 'node:crypto';
import { now as clockNow, type TaskType } from '@dharma/config';
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
function rowStamp(now: Date) {
  return { document_id: crypto.randomBytes(12).toString('hex'), created_at: now, updated_at: now, published_at: now };
}

const isoOf = (value: unknown): string => new Date(value as string).toISOString();

/**
 * The learners' responses and completed days: the only code that queries their tables. The two
 * writes are single statements decided by the unique indexes (`INSERT … ON CONFLICT`, the same on
 * SQLite and PostgreSQL), so simultaneous requests from one learner, in one or several CMS
 * processes, store one row and never fail on each other.
 */
export const recordsRepository = (strapi) => {
  const knex = () => strapi.db.connection;
  const responses = () => strapi.db.query(RESPONSE);
  const completions = () => strapi.db.query(COMPLETION);
  const table = (uid: string): string => strapi.db.metadata.get(uid).tableName;

  return {
    async responsesOfDay(owner: number, courseCode: string, day: number): Promise<ResponseRow[]> {
      const rows = await responses().findMany({ where: { owner, courseCode, day }, select: ['day', 'taskKey', 'type', 'response'] });
      return rows.map((r) => ({ day: r.day, taskKey: r.taskKey, type: r.type, response: r.response ?? null }));
    },

    /**
     * Stores one task's response; the same task sent again replaces the text (the last write
     * wins, as a learner editing an answer expects) and stays one row.
     */
    async saveResponse(key: RecordKey, day: number, task: { key: string; type: TaskType; response: string | null }): Promise<void> {
      const now = new Date();
      await knex()(table(RESPONSE))
        .insert({ ...rowStamp(now), owner: key.owner, application: key.application, course_code: key.courseCode, day, task_key: task.key, type: task.type, response: task.response })
        .onConflict(['owner', 'course_code', 'day', 'task_key'])
        .merge(['application', 'type', 'response', 'updated_at']);
    },

    /**
     * Records a completed day once: a day already completed keeps its first `completedAt`, which
     * is read from the school's one clock like every date of the term.
     */
    async complete(key: RecordKey, day: number): Promise<void> {
      await knex()(table(COMPLETION))
        .insert({ ...rowStamp(new Date()), owner: key.owner, application: key.application, course_code: key.courseCode, day, completed_at: clockNow() })
        .onConflict(['owner', 'course_code', 'day'])
        .ignore();
    },

    /** The learner's completed days, of one class or of all their classes. */
    async completionsOf(owner: number, courseCode?: string): Promise<CompletionRow[]> {
      const rows = await completions().findMany({
        where: courseCode ? { owner, courseCode } : { owner },
        select: ['courseCode', 'day', 'completedAt'],
        orderBy: { day: 'asc' },
      });
      return rows.map((r) => ({ courseCode: r.courseCode, day: r.day, completedAt: isoOf(r.completedAt) }));
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
