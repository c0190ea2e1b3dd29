import { placeholderEmail } from '@dharma/config/rules';
import { type PluginHost, usersOf } from '@dharma/config/platform/plugin';
import type { Core } from '@strapi/strapi';
import { enrolmentOf, noticesOf, studyroomOf } from '../ports';

/**
 * What "my data" and the account deletion ask other plugins: each read and each erasure goes
 * through that plugin's service, never its tables.
 */
export function usersSource(strapi: Core.Strapi) {
  const users = () => usersOf(strapi);
  return {
    async profile(owner: number): Promise<Record<string, unknown>[]> {
      const user = await users().fetch(owner);
      if (!user) return [];
      return [
        {
          id: user.id,
          name: user.name ?? '',
          email: user.email ?? '',
          phone: user.phone ?? '',
          consentedAt: user.consentedAt ?? '',
          privacyPolicyVersion: user.privacyPolicyVersion ?? '',
          createdAt: user.createdAt,
        },
      ];
    },

    /**
     * The user row is kept (other tables count by its id) but says nothing of the person: no
     * name, phone or consent, a placeholder username and address, and no Kakao id, so the same
     * Kakao account signing in later becomes a new learner. Blocked, so a token another process
     * still holds for a few seconds is refused.
     */
    async erase(owner: number): Promise<void> {
      await users().edit(owner, {
        username: `deleted_${owner}`,
        email: placeholderEmail('deleted', owner),
        name: null,
        phone: null,
        kakaoId: null,
        consentedAt: null,
        privacyPolicyVersion: null,
        provider: 'deleted',
        confirmed: false,
        blocked: true,
        resetPasswordToken: null,
        confirmationToken: null,
      });
    },
  };
}

export function enrolmentSource(strapi: PluginHost) {
  const enrolment = enrolmentOf(strapi);
  return {
    async applications(owner: number): Promise<Record<string, unknown>[]> {
      const record = await enrolment.applications.studyRecord(owner, 'read');
      return record.classes.map((c) => flat(Object.fromEntries(Object.entries(c))));
    },
    eraseApplications: (owner: number) => enrolment.applications.eraseLearner(owner),
    freeClasses: async (owner: number) =>
      (await enrolment.offerings.ofLearner(owner)).map((row) => Object.fromEntries(Object.entries(row))),
    eraseFreeClasses: (owner: number) => enrolment.offerings.eraseLearner(owner),
    async membership(owner: number): Promise<Record<string, unknown>[]> {
      const row = await enrolment.membership.membershipOf(owner);
      return row ? [row] : [];
    },
    eraseMembership: (owner: number) => enrolment.membership.eraseLearner(owner),
    depositorNames: (owner: number) => enrolment.depositors.ofLearner(owner),
    eraseDepositorNames: (owner: number) => enrolment.depositors.forget(owner),
  };
}

/** Nested values become JSON text so a CSV cell stays one cell. */
function flat(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]));
}

export function studyroomSource(strapi: PluginHost) {
  const classes = () => studyroomOf(strapi).classes;
  return {
    /** The learner's answers (verse and story posts among them) and the votes they gave. */
    personalData: (owner: number) => classes().personalData(owner),
    eraseAnswers: (owner: number) => classes().eraseAnswers(owner),
    eraseVotes: (owner: number) => classes().eraseVotes(owner),
  };
}

export function noticesSource(strapi: PluginHost) {
  const personal = () => noticesOf(strapi).personal;
  return {
    choices: (owner: number) => personal().choices(owner),
    eraseChoices: (owner: number) => personal().eraseChoices(owner),
    notices: (owner: number) => personal().notices(owner),
    eraseNotices: (owner: number) => personal().eraseNotices(owner),
  };
}
