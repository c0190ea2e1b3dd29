import type { OfferingApplication } from '../types';
import { LOCK, lockLearner } from './learner-lock';

const PUBLIC_CLASS = 'plugin::enrolment.public-class-application';
const SELF_STUDY = 'plugin::enrolment.self-study-application';

/** Applications for the free offerings (public classes, self-study). */
export const offeringsRepository = (strapi) => ({
  async insertPublicClass(row: OfferingApplication): Promise<void> {
    await strapi.db.query(PUBLIC_CLASS).create({ data: { ...row, status: 'applied' } });
  },

  /**
   * Stores a self-study application unless the learner has one that has not ended by `today`
   * (and was not cancelled): one self-study at a time, also when two arrive at the same moment.
   * False when one is running.
   */
  insertSelfStudyIfNoneRunning(row: OfferingApplication, today: string): Promise<boolean> {
    return strapi.db.transaction(async ({ trx }) => {
      await lockLearner(strapi, trx, LOCK.selfStudy, row.owner);
      const running = await strapi.db.query(SELF_STUDY).count({ where: { owner: row.owner, endedAt: { $gte: today }, status: { $ne: 'cancelled' } } });
      if (running) return false;
      await strapi.db.query(SELF_STUDY).create({ data: { ...row, status: 'applied' } });
      return true;
    });
  },
});

export type OfferingsRepository = ReturnType<typeof offeringsRepository>;
