import type { ApplicationRow, NewApplicationRow } from '../types';

const UID = 'plugin::enrolment.application';
/** First half of the PostgreSQL advisory lock key of "replacing a learner's application". */
const REPLACE_LOCK = 0x656e726f; // 'enro'

/** The learners' semester applications: the only code that queries their table. */
export const applicationsRepository = (strapi) => {
  const table = () => strapi.db.query(UID);
  return {
    /** Every application of a learner, newest first (the level status reads the latest). */
    ofLearner(owner: number): Promise<ApplicationRow[]> {
      return table().findMany({ where: { owner }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    },

    /** One semester's application of a learner, in the order it was stored. */
    ofSemester(owner: number, semesterCode: string): Promise<ApplicationRow[]> {
      return table().findMany({ where: { owner, semesterCode }, orderBy: { id: 'asc' } });
    },

    async countOfSemester(owner: number, semesterCode: string): Promise<number> {
      return table().count({ where: { owner, semesterCode } });
    },

    /**
     * Stores a whole application in one multi-row insert: the unique index on (learner, semester,
     * category) rejects all of it when another submit got there first.
     */
    async insert(rows: NewApplicationRow[]): Promise<void> {
      await table().createMany({ data: rows });
    },

    /**
     * Replaces a learner's application of a semester in one transaction, so readers see the old
     * one until the new one is committed, never none. False when there was nothing to replace.
     */
    replace(owner: number, semesterCode: string, rows: NewApplicationRow[]): Promise<boolean> {
      return strapi.db.transaction(async ({ trx }) => {
        // Replacements by one learner take turns. SQLite has one writer, so they always do. On
        // PostgreSQL (read committed) a replacement waiting on rows another one deletes would find
        // nothing once it gets them and answer "no application"; locking the rows themselves is
        // not enough (a third replacement waits on rows that are gone by then), so each takes a
        // lock on the learner that outlives the rows and is released at commit.
        if (strapi.db.dialect.client === 'postgres') {
          await trx.raw('select pg_advisory_xact_lock(?, ?)', [REPLACE_LOCK, owner]);
        }
        const deleted = await table().deleteMany({ where: { owner, semesterCode } });
        if (!deleted?.count) return false;
        await table().createMany({ data: rows });
        return true;
      });
    },
  };
};

export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
