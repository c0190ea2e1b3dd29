import type { Core } from '@strapi/strapi';
import { now } from '@dharma/config/rules';

const UID = 'plugin::enrolment.membership-application';

/** Membership of the temple's lay community: one record per learner (a unique index). */
export const membershipRepository = (strapi: Core.Strapi) => ({
  async insertApplication(owner: number, religionName: string, privacyPolicyVersion: string | null): Promise<void> {
    await strapi.db
      .query(UID)
      .create({ data: { owner, religionName, agreed: true, consentedAt: now(), privacyPolicyVersion, status: 'applied' } });
  },

  /** Changes the dharma name on the learner's record; false when they have none. */
  async saveReligionName(owner: number, religionName: string | null): Promise<boolean> {
    const { count } = await strapi.db.query(UID).updateMany({ where: { owner }, data: { religionName } });
    return Number(count) > 0;
  },

  /** The dharma names the learners gave on their membership records (none for a cancelled one). */
  async religionNamesOf(owners: number[]): Promise<{ owner: number; religionName: string | null }[]> {
    if (!owners.length) return [];
    return strapi.db
      .query(UID)
      .findMany({ where: { owner: { $in: owners }, status: { $ne: 'cancelled' } }, select: ['owner', 'religionName'] });
  },

  /** Member numbers and dharma names of these learners (the back office's student list). */
  async ofOwners(
    owners: number[],
  ): Promise<{ owner: number; religionName: string | null; membershipNumber: string | null; status: string }[]> {
    if (!owners.length) return [];
    return strapi.db
      .query(UID)
      .findMany({ where: { owner: { $in: owners } }, select: ['owner', 'religionName', 'membershipNumber', 'status'] });
  },

  /** The learners whose member number contains this text (staff search by member number). */
  async ownersWithNumber(text: string): Promise<number[]> {
    const rows: { owner: number }[] = await strapi.db.query(UID).findMany({
      where: { membershipNumber: { $containsi: text } },
      select: ['owner'],
      limit: 1000,
    });
    return rows.map((r) => Number(r.owner));
  },

  /** The learner's one membership record, as their member page shows it. */
  async ofOwner(owner: number): Promise<{
    religionName: string | null;
    status: string;
    membershipNumber: string | null;
    consentedAt: string | null;
    privacyPolicyVersion: string | null;
  } | null> {
    return strapi.db
      .query(UID)
      .findOne({ where: { owner }, select: ['religionName', 'status', 'membershipNumber', 'consentedAt', 'privacyPolicyVersion'] });
  },

  /** Account deletion: the record holds the dharma name and member number, so all of it goes. */
  async deleteOfOwner(owner: number): Promise<void> {
    await strapi.db.query(UID).deleteMany({ where: { owner } });
  },

  /** Records a membership number on the learner's record, creating the record if there is none. */
  async saveNumber(owner: number, membershipNumber: string): Promise<void> {
    const existing: { id: number } | null = await strapi.db.query(UID).findOne({ where: { owner }, select: ['id'] });
    if (existing) await strapi.db.query(UID).update({ where: { id: existing.id }, data: { membershipNumber } });
    else await strapi.db.query(UID).create({ data: { owner, membershipNumber, status: 'applied' } });
  },
});

export type MembershipRepository = ReturnType<typeof membershipRepository>;
