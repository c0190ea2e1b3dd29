/**
 * What "my data" and the account deletion ask other plugins: each read and each erasure goes
 * through that plugin's service, never its tables.
 */
export function usersSource(strapi) {
  const users = () => strapi.plugin('users-permissions').service('user');
  return {
    async profile(owner: number): Promise<Record<string, unknown>[]> {
      const user = await users().fetch(owner);
      if (!user) return [];
      return [{ id: user.id, name: user.name ?? '', email: user.email ?? '', phone: user.phone ?? '', consentedAt: user.consentedAt ?? '', privacyPolicyVersion: user.privacyPolicyVersion ?? '', createdAt: user.createdAt }];
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
        email: `deleted_${owner}@users.invalid`,
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

interface EnrolmentApplications {
  studyRecord(owner: number, purpose: 'read'): Promise<{ classes: Record<string, unknown>[] }>;
  eraseLearner(owner: number): Promise<void>;
}
interface EnrolmentOfferings {
  ofLearner(owner: number): Promise<Record<string, unknown>[]>;
  eraseLearner(owner: number): Promise<void>;
}
interface EnrolmentMembership {
  membershipOf(owner: number): Promise<Record<string, unknown> | null>;
  eraseLearner(owner: number): Promise<void>;
}

export function enrolmentSource(strapi) {
  const service = <T>(name: string) => strapi.plugin('enrolment').service(name) as T;
  return {
    async applications(owner: number): Promise<Record<string, unknown>[]> {
      const record = await service<EnrolmentApplications>('applications').studyRecord(owner, 'read');
      return record.classes.map((c) => ({ ...flat(c) }));
    },
    eraseApplications: (owner: number) => service<EnrolmentApplications>('applications').eraseLearner(owner),
    freeClasses: (owner: number) => service<EnrolmentOfferings>('offerings').ofLearner(owner),
    eraseFreeClasses: (owner: number) => service<EnrolmentOfferings>('offerings').eraseLearner(owner),
    async membership(owner: number): Promise<Record<string, unknown>[]> {
      const row = await service<EnrolmentMembership>('membership').membershipOf(owner);
      return row ? [row] : [];
    },
    eraseMembership: (owner: number) => service<EnrolmentMembership>('membership').eraseLearner(owner),
  };
}

/** Nested values become JSON text so a CSV cell stays one cell. */
function flat(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]));
}

interface StudyroomPersonalData {
  personalData(userId: number): Promise<{ answers: Record<string, unknown>[]; votes: Record<string, unknown>[] }>;
  eraseAnswers(userId: number): Promise<void>;
  eraseVotes(userId: number): Promise<void>;
}

export function studyroomSource(strapi) {
  const classes = () => strapi.plugin('studyroom').service('classes') as StudyroomPersonalData;
  return {
    /** The learner's answers (verse and story posts among them) and the votes they gave. */
    personalData: (owner: number) => classes().personalData(owner),
    eraseAnswers: (owner: number) => classes().eraseAnswers(owner),
    eraseVotes: (owner: number) => classes().eraseVotes(owner),
  };
}
