import type { Core } from '@strapi/strapi';
import { memberProfileSchema, type MemberPage } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { parse } from '@dharma/config/platform/plugin';
import { RecordsError } from '../errors';
import { accountsOf, enrolmentOf, noticesOf } from '../ports';

/**
 * The member page: the learner's own name, e-mail, phone, temple membership, consents and which
 * notices they get. The
 * e-mail stays as Kakao gave it: it is how the account was found at sign-in, and changing it here
 * would need a confirmation by mail the school does not send.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = accountsOf(strapi);
  const enrolment = enrolmentOf(strapi);

  return {
    /** GET /v1/member/page: everything the page shows, in one read. */
    async page(userId: number): Promise<MemberPage> {
      const [account, membership, notices, noticeSettings] = await Promise.all([
        accounts.read(userId),
        enrolment.membership.membershipOf(userId),
        noticesOf(strapi).choices.of(userId),
        noticesOf(strapi).choices.settings(userId),
      ]);
      if (!account) throw new RecordsError('not_found', messages.login_required);
      const consents: MemberPage['consents'] = [];
      if (account.consentedAt) consents.push({ kind: 'privacy', version: account.privacyPolicyVersion, at: account.consentedAt });
      if (membership?.consented_at)
        consents.push({ kind: 'membership', version: membership.privacy_policy_version, at: membership.consented_at });
      return {
        name: account.name,
        email: account.email,
        phone: account.phone,
        membership,
        consents,
        notices,
        notice_settings: noticeSettings,
      };
    },

    /**
     * PATCH /v1/member: name and phone (normalised), and the dharma name when it is sent (the
     * enrolment plugin keeps it on the membership record). Bad input changes nothing: the account
     * and the dharma name are written in one transaction, so a learner without a membership who
     * sends a dharma name keeps their old name and phone too. Answers the page's data.
     */
    async update(userId: number, input: unknown): Promise<MemberPage> {
      const { religion_name: religionName, ...account } = parse(memberProfileSchema, input ?? {});
      await strapi.db.transaction(async () => {
        if (religionName !== undefined) await enrolment.membership.setDharmaName(userId, religionName);
        await accounts.update(userId, account);
      });
      return this.page(userId);
    },
  };
};
