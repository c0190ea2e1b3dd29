import { messages } from '@dharma/config';
import { EnrolmentError, isUniqueViolation } from '../errors';
import { membershipRepository } from '../repositories';

/** Membership of the temple's lay community: applying once, or recording an existing number. */
export default ({ strapi }) => {
  const rows = membershipRepository(strapi);
  return {
    async applyMembership(userId: number, input: { religion_name: string }) {
      try {
        await rows.insertApplication(userId, input.religion_name);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EnrolmentError('conflict', messages.membership_duplicate);
        throw error;
      }
      return { religion_name: input.religion_name, status: 'applied' };
    },

    /**
     * The learners' dharma names by user id, for those who have one (other plugins show a
     * learner by it; they read it here, never from the membership table).
     */
    async dharmaNames(owners: number[]): Promise<Map<number, string>> {
      const named = await rows.religionNamesOf([...new Set(owners)]);
      return new Map(named.filter((r) => r.religionName?.trim()).map((r) => [Number(r.owner), r.religionName!.trim()] as const));
    },

    /** Records the number of an existing temple membership (creates the membership record if needed). */
    async setMembershipNumber(userId: number, number: string) {
      await rows.saveNumber(userId, number);
      return { membership_number: number };
    },
  };
};
