import type { Core } from '@strapi/strapi';
import { displayName, isUniqueViolation } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { accountNames } from '@dharma/config/platform/plugin';
import { EnrolmentError } from '../errors';
import { membershipRepository } from '../repositories';
import { contentOf } from '../ports';

/** Membership of the temple's lay community: applying once, or recording an existing number. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = membershipRepository(strapi);
  return {
    /**
     * The learner applies with a dharma name and their consent; the consent is kept with the
     * version of the privacy policy published at that moment, so the member page can say which
     * text they agreed to.
     */
    async applyMembership(userId: number, input: { religion_name: string }) {
      const policyVersion = await contentOf(strapi).privacyPolicyVersion();
      try {
        await rows.insertApplication(userId, input.religion_name, policyVersion);
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

    /**
     * How other plugins show these learners (the study room's boards, the records' certificates),
     * every id answered: the dharma name is kept here, so the one lookup of it and of the account
     * name lives here too, and each plugin writes a learner the same way.
     */
    async displayNames(owners: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(owners)];
      if (!unique.length) return new Map();
      const [users, dharmaNames] = await Promise.all([accountNames(strapi, unique), this.dharmaNames(unique)]);
      return new Map(unique.map((id) => [id, displayName(dharmaNames.get(id), users.get(id)?.name, messages.author_unnamed)] as const));
    },

    /**
     * The learner's membership as their member page shows it: dharma name, status (applied,
     * approved, cancelled), member number and when they agreed; null before they apply or record one.
     */
    async membershipOf(userId: number): Promise<{
      religion_name: string | null;
      status: string;
      membership_number: string | null;
      consented_at: string | null;
      privacy_policy_version: string | null;
    } | null> {
      const row = await rows.ofOwner(userId);
      if (!row) return null;
      const consentedAt = row.consentedAt ? new Date(row.consentedAt).toISOString() : null;
      return {
        religion_name: row.religionName ?? null,
        status: row.status,
        membership_number: row.membershipNumber ?? null,
        consented_at: consentedAt,
        privacy_policy_version: row.privacyPolicyVersion ?? null,
      };
    },

    /**
     * The learner changes (or with null clears) the dharma name of their membership record. It
     * belongs to the membership, so a learner without one is refused a name (they give it with
     * their membership application, which also takes their consent); clearing what is not there
     * is nothing to do.
     */
    async setDharmaName(userId: number, religionName: string | null): Promise<void> {
      const saved = await rows.saveReligionName(userId, religionName);
      if (!saved && religionName !== null) throw new EnrolmentError('conflict', messages.religion_name_needs_membership);
    },

    /** Member number and dharma name of each of these learners who has a membership record. */
    async ofLearners(
      owners: number[],
    ): Promise<Map<number, { membership_number: string | null; religion_name: string | null; status: string }>> {
      const found = await rows.ofOwners([...new Set(owners)]);
      return new Map(
        found.map(
          (r) =>
            [
              Number(r.owner),
              { membership_number: r.membershipNumber ?? null, religion_name: r.religionName ?? null, status: r.status },
            ] as const,
        ),
      );
    },

    /** The learners whose member number contains this text. */
    async learnersWithNumber(text: string): Promise<number[]> {
      return text.trim() ? rows.ownersWithNumber(text.trim()) : [];
    },

    /** Account deletion: the learner's membership record (dharma name, number, consent). */
    async eraseLearner(userId: number): Promise<void> {
      await rows.deleteOfOwner(userId);
    },

    /** Records the number of an existing temple membership (creates the membership record if needed). */
    async setMembershipNumber(userId: number, number: string) {
      await rows.saveNumber(userId, number);
      return { membership_number: number };
    },
  };
};
