import type { OfferingApplication } from '../types';

const PUBLIC_CLASS = 'plugin::enrolment.public-class-application';
const SELF_STUDY = 'plugin::enrolment.self-study-application';

/** Applications for the free offerings (public classes, self-study). */
export const offeringsRepository = (strapi) => ({
  async insertPublicClass(row: OfferingApplication): Promise<void> {
    await strapi.db.query(PUBLIC_CLASS).create({ data: { ...row, status: 'applied' } });
  },

  /** Self-study applications of a learner that have not ended by `today` and were not cancelled. */
  async countRunningSelfStudies(owner: number, today: string): Promise<number> {
    return strapi.db.query(SELF_STUDY).count({ where: { owner, endedAt: { $gte: today }, status: { $ne: 'cancelled' } } });
  },

  async insertSelfStudy(row: OfferingApplication): Promise<void> {
    await strapi.db.query(SELF_STUDY).create({ data: { ...row, status: 'applied' } });
  },
});

export type OfferingsRepository = ReturnType<typeof offeringsRepository>;
