/**
 * What the enrolment plugin asks other plugins, through their services (never their tables):
 * the records plugin keeps the audit trail of staff writes and the access log of staff reads;
 * users-permissions knows staff members' names.
 */
interface RecordsAudit {
  append(entry: { actor: number; action: string; target: string; subject?: number | null; before?: unknown; after?: unknown; address?: string | null }): Promise<void>;
}

interface RecordsAccessLog {
  append(entry: { action: 'staff_read' | 'staff_change'; actor?: number | null; actorRole?: string | null; subject?: number | null; detail?: string | null; address?: string | null }): Promise<void>;
}

export function recordsOf(strapi) {
  const plugin = () => strapi.plugin('records');
  return {
    get audit(): RecordsAudit {
      return plugin().service('audit') as RecordsAudit;
    },
    get accessLog(): RecordsAccessLog {
      return plugin().service('accessLog') as RecordsAccessLog;
    },
  };
}

export function usersOf(strapi) {
  return {
    /** Display names (the name, else the username) of these users. */
    async names(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const users: { id: number; name: string | null; username: string }[] = await strapi.plugin('users-permissions').service('user').fetchAll({ filters: { id: { $in: ids } }, fields: ['name', 'username'] });
      return new Map(users.map((u) => [u.id, u.name ?? u.username] as const));
    },
  };
}

/** Published content editors write (the privacy policy); read through Strapi's document service. */
export function contentOf(strapi) {
  return {
    /** The version of the privacy policy published now; null when none is. */
    async privacyPolicyVersion(): Promise<string | null> {
      const policy = await strapi.documents('api::privacy-policy.privacy-policy').findFirst({ status: 'published', fields: ['version'] });
      return policy?.version ?? null;
    },
  };
}
