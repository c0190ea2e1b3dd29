import type { ApplicationRow, NewApplicationRow } from '../types';

const UID = 'plugin::enrolment.application';
/** The first key of the advisory locks that order one learner's application changes (any fixed number unique to this use). */
const APPLICATION_LOCK_SPACE = 7301;

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
        // Two replacements by one learner take turns. SQLite has one writer, so they always do;
        // on PostgreSQL (read committed) a second delete would miss the rows the first one
        // inserted and answer "no application". Locking the old rows is not enough (they are gone
        // when the next waiter wakes), so each takes a lock on the learner itself, held until
        // commit: a transaction-scoped advisory lock keyed by this table and the learner.
        if (strapi.db.dialect.client === 'postgres') {
          await trx.raw('select pg_advisory_xact_lock(?, ?)', [APPLICATION_LOCK_SPACE, owner]);
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
