import type { Core } from '@strapi/strapi';
import type { OfferingApplication } from '../types';
import { LOCK, lockLearner, type Transaction } from './learner-lock';

const PUBLIC_CLASS = 'plugin::enrolment.public-class-application';
const SELF_STUDY = 'plugin::enrolment.self-study-application';

/** A date column as YYYY-MM-DD: SQLite and PostgreSQL return it in different shapes. */
const dayOf = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, 10) : new Date(value as Date).toISOString().slice(0, 10);

/** An offering application as the database returns it (date columns in the dialect's own shape). */
interface StoredOffering {
  courseName: string;
  startedAt: unknown;
  endedAt: unknown;
  status: string;
  createdAt: string | Date;
}

const KINDS = [
  ['public_class', PUBLIC_CLASS],
  ['self_study', SELF_STUDY],
] as const;

/** Applications for the free offerings (public classes, self-study). */
export const offeringsRepository = (strapi: Core.Strapi) => ({
  /** The learner's applications of both kinds, oldest first ("download my data"). */
  async ofOwner(
    owner: number,
  ): Promise<
    { kind: 'public_class' | 'self_study'; courseName: string; startedAt: string; endedAt: string; status: string; createdAt: string }[]
  > {
    const lists = await Promise.all(
      KINDS.map(async ([kind, uid]) => {
        const rows: StoredOffering[] = await strapi.db.query(uid).findMany({
          where: { owner },
          select: ['courseName', 'startedAt', 'endedAt', 'status', 'createdAt'],
          orderBy: { id: 'asc' },
        });
        return rows.map((r) => ({
          kind,
          courseName: r.courseName,
          startedAt: dayOf(r.startedAt),
          endedAt: dayOf(r.endedAt),
          status: r.status,
          createdAt: new Date(r.createdAt).toISOString(),
        }));
      }),
    );
    return lists.flat();
  },

  /** Account deletion: the name goes; one not yet started is cancelled so it holds no place. */
  async anonymiseOwner(owner: number): Promise<void> {
    for (const [, uid] of KINDS) {
      await strapi.db.query(uid).updateMany({ where: { owner, status: 'applied' }, data: { status: 'cancelled' } });
      await strapi.db.query(uid).updateMany({ where: { owner }, data: { learnerName: null } });
    }
  },

  async insertPublicClass(row: OfferingApplication): Promise<void> {
    await strapi.db.query(PUBLIC_CLASS).create({ data: { ...row, status: 'applied' } });
  },

  /**
   * Stores a self-study application unless the learner has one that has not ended by `today`
   * (and was not cancelled): one self-study at a time, also when two arrive at the same moment.
   * False when one is running.
   */
  async insertSelfStudyIfNoneRunning(row: OfferingApplication, today: string): Promise<boolean> {
    // Strapi types transaction()'s result as a promise of the callback's promise: an async method's return unwraps it.
    return strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
      await lockLearner(strapi, trx, LOCK.selfStudy, row.owner);
      const running = await strapi.db
        .query(SELF_STUDY)
        .count({ where: { owner: row.owner, endedAt: { $gte: today }, status: { $ne: 'cancelled' } } });
      if (running) return false;
      await strapi.db.query(SELF_STUDY).create({ data: { ...row, status: 'applied' } });
      return true;
    });
  },
});

export type OfferingsRepository = ReturnType<typeof offeringsRepository>;
