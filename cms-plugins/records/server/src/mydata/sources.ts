/**
 * What "my data" asks other plugins: each read goes through that plugin's service, never its
 * tables.
 */
export function usersSource(strapi) {
  return {
    async profile(owner: number): Promise<Record<string, unknown>[]> {
      const user = await strapi.plugin('users-permissions').service('user').fetch(owner);
      if (!user) return [];
      return [{ id: user.id, name: user.name ?? '', email: user.email ?? '', phone: user.phone ?? '', consentedAt: user.consentedAt ?? '', privacyPolicyVersion: user.privacyPolicyVersion ?? '', createdAt: user.createdAt }];
    },
  };
}

export function enrolmentSource(strapi) {
  return {
    async applications(owner: number): Promise<Record<string, unknown>[]> {
      const record = await strapi.plugin('enrolment').service('applications').studyRecord(owner, 'read');
      return record.classes.map((c) => ({ ...flat(c) }));
    },
  };
}

/** Nested values become JSON text so a CSV cell stays one cell. */
function flat(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]));
}

interface StudyroomPersonalData {
  personalData(userId: number): Promise<{ answers: Record<string, unknown>[]; votes: Record<string, unknown>[] }>;
}

export function studyroomSource(strapi) {
  return {
    /** The learner's answers (verse and story posts among them) and the votes they gave. */
    personalData(owner: number) {
      return (strapi.plugin('studyroom').service('classes') as StudyroomPersonalData).personalData(owner);
    },
  };
}
