import type { Core } from '@strapi/strapi';
import type { ApplicationChange, ApplicationRow, NewApplicationRow } from '../types';
import { LOCK, lockLearner, type Transaction } from './learner-lock';

const UID = 'plugin::enrolment.application';

/** The learners' semester applications: the only code that queries their table. */
export const applicationsRepository = (strapi: Core.Strapi) => {
  const table = () => strapi.db.query(UID);
  // What createMany gives a row the caller left out: every attribute's default as the schema
  // declares it (a function, such as the document id's, is called per row). No lifecycle runs on
  // this insert; nothing subscribes to applications.
  const withDefaults = (row: NewApplicationRow): Record<string, unknown> => {
    const filled: Record<string, unknown> = { ...row };
    for (const [name, attribute] of Object.entries(strapi.db.metadata.get(UID).attributes)) {
      const fallback = (attribute as { default?: unknown }).default;
      if (filled[name] === undefined && fallback !== undefined) filled[name] = typeof fallback === 'function' ? fallback() : fallback;
    }
    return filled;
  };
  return {
    /** Every application of a learner, newest first (the level status reads the latest). */
    ofLearner(owner: number): Promise<ApplicationRow[]> {
      return table().findMany({ where: { owner }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    },

    /** Every application of these learners (the back office's student list and CSV). */
    ofLearners(owners: number[]): Promise<ApplicationRow[]> {
      if (!owners.length) return Promise.resolve([]);
      return table().findMany({
        where: { owner: { $in: owners } },
        select: ['id', 'owner', 'semesterCode', 'category', 'catalog', 'level', 'courseCode', 'status'],
      });
    },

    /** Whose application this is; null when there is none. */
    async ownerOf(id: number): Promise<number | null> {
      const row: { owner: number } | null = await table().findOne({ where: { id }, select: ['owner'] });
      return row ? Number(row.owner) : null;
    },

    /** One semester's application of a learner, in the order it was stored. */
    ofSemester(owner: number, semesterCode: string): Promise<ApplicationRow[]> {
      return table().findMany({ where: { owner, semesterCode }, orderBy: { id: 'asc' } });
    },

    /** Applications in these statuses of these semesters (any learner), oldest first. */
    withStatus(statuses: string[], semesterCodes: string[]): Promise<ApplicationRow[]> {
      if (!semesterCodes.length) return Promise.resolve([]);
      return table().findMany({ where: { status: { $in: statuses }, semesterCode: { $in: semesterCodes } }, orderBy: { id: 'asc' } });
    },

    /**
     * Changes one application only while its status is in `from`, in one conditional update:
     * false when it had already left `from` (a term result already recorded), so a result is
     * written once however often it is computed.
     */
    async updateWhileStatus(id: number, from: string[], data: { status?: string; progress: number }): Promise<boolean> {
      const result = await table().updateMany({ where: { id, status: { $in: from } }, data: { ...data, updatedAt: new Date() } });
      return (result?.count ?? 0) > 0;
    },

    /**
     * Account deletion: the name kept for staff goes, and an application still waiting for its
     * payment is cancelled (nobody will pay it, and it must not hold a place). Status, progress
     * and credits stay, without a name, so class and term statistics stay true.
     */
    async anonymiseOwner(owner: number): Promise<void> {
      const now = new Date();
      await table().updateMany({ where: { owner, status: 'applied' }, data: { status: 'cancelled', updatedAt: now } });
      await table().updateMany({ where: { owner }, data: { learnerName: null, updatedAt: now } });
    },

    /** Who waits for a payment confirmation, in which semester (one entry per learner and semester). */
    async waiting(): Promise<{ owner: number; semesterCode: string; learnerName: string | null }[]> {
      const found: ApplicationRow[] = await table().findMany({
        where: { status: 'applied' },
        select: ['owner', 'semesterCode', 'learnerName'],
      });
      const seen = new Map(
        found.map((r) => [
          `${r.owner}:${r.semesterCode}`,
          { owner: Number(r.owner), semesterCode: r.semesterCode, learnerName: r.learnerName ?? null },
        ]),
      );
      return [...seen.values()];
    },

    /** Every application of one semester (all learners), oldest first: the back office's approval table. */
    allOfSemester(semesterCode: string): Promise<ApplicationRow[]> {
      return table().findMany({ where: { semesterCode }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    },

    /**
     * A staff decision on a learner's semester application: every row of it still in `from`
     * changes, in one conditional UPDATE. The count says how many did; of two staff members
     * deciding at once, the second finds none left (the row lock makes it wait and re-check).
     */
    async decide(owner: number, semesterCode: string, from: string[], data: Record<string, unknown>): Promise<number> {
      const result = await table().updateMany({
        where: { owner, semesterCode, status: { $in: from } },
        data: { ...data, updatedAt: new Date() },
      });
      return result?.count ?? 0;
    },

    async countOfSemester(owner: number, semesterCode: string): Promise<number> {
      return table().count({ where: { owner, semesterCode, status: { $ne: 'cancelled' } } });
    },

    /**
     * Stores a whole application in one multi-row INSERT: the unique index on (learner, semester,
     * category) rejects all of it when another submit got there first. One statement is atomic by
     * itself, so it runs without the BEGIN and COMMIT that createMany wraps around even a single
     * statement: under a burst, that transaction (two more statements and knex's transaction
     * machinery) cost more than the insert. The rows get what createMany would give them.
     */
    async insert(rows: NewApplicationRow[]): Promise<void> {
      await strapi.db.queryBuilder(UID).insert(rows.map(withDefaults)).execute();
    },

    /**
     * A new application where staff cancelled the learner's earlier one of the semester: the
     * cancelled rows make way (the audit trail keeps the cancellation). False when something not
     * cancelled is still there, so of two submits at once only one gets in.
     */
    async replaceCancelled(owner: number, semesterCode: string, rows: NewApplicationRow[], alsoDo?: () => Promise<void>): Promise<boolean> {
      // Strapi types transaction()'s result as a promise of the callback's promise: an async method's return unwraps it.
      return strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
        await lockLearner(strapi, trx, LOCK.applicationChange, owner);
        if ((await table().count({ where: { owner, semesterCode, status: { $ne: 'cancelled' } } })) > 0) return false;
        await table().deleteMany({ where: { owner, semesterCode, status: 'cancelled' } });
        await table().createMany({ data: rows });
        await alsoDo?.();
        return true;
      });
    },

    /**
     * Changes a learner's application of a semester in one transaction, so readers see the old
     * one until the new one is committed, never none. `planOf` decides from the rows as they are
     * once this learner's other writes are done (what to remove, update and add); `alsoDo` writes
     * what must stand or fall with the change (its notice), given the rows as they are then.
     * Null when there was nothing to change.
     */
    async change(
      owner: number,
      semesterCode: string,
      planOf: (current: ApplicationRow[]) => ApplicationChange,
      alsoDo?: (rows: ApplicationRow[]) => Promise<void>,
    ): Promise<ApplicationRow[] | null> {
      return strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
        // Changes by one learner (and staff approving them) take turns: otherwise, on
        // PostgreSQL, two tabs would both plan from the same rows.
        await lockLearner(strapi, trx, LOCK.applicationChange, owner);
        const current: ApplicationRow[] = await table().findMany({ where: { owner, semesterCode }, orderBy: { id: 'asc' } });
        if (!current.length) return null;
        const { remove, update, add } = planOf(current);
        // Removed first: a new course takes its slot's place under the unique index.
        if (remove.length) await table().deleteMany({ where: { id: { $in: remove } } });
        for (const { id, data } of update) await table().update({ where: { id }, data });
        if (add.length) await table().createMany({ data: add });
        const after: ApplicationRow[] = await table().findMany({ where: { owner, semesterCode }, orderBy: { id: 'asc' } });
        await alsoDo?.(after);
        return after;
      });
    },

    /**
     * What an approval received: each row (the one carrying the fee) whose payment falls short of
     * its amount due is now paid exactly that (inside the approval's transaction).
     */
    async settle(rows: Pick<ApplicationRow, 'id' | 'amountDue'>[]): Promise<void> {
      for (const row of rows)
        await table().update({ where: { id: row.id }, data: { amountPaid: Number(row.amountDue), updatedAt: new Date() } });
    },
  };
};

export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
