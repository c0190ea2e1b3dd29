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

    /** Records the number of an existing temple membership (creates the membership record if needed). */
    async setMembershipNumber(userId: number, number: string) {
      await rows.saveNumber(userId, number);
      return { membership_number: number };
    },
  };
};
