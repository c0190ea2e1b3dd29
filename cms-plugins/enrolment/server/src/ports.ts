import type { Core } from '@strapi/strapi';
import type { AuditAppend, NoticeKind, StaffActor } from '@dharma/config/rules';
import { portOf, portsOf, type PluginHost, accountNames } from '@dharma/config/platform/plugin';

/**
 * What the enrolment plugin asks other plugins, through their services (never their tables):
 * the records plugin keeps the audit trail of staff writes and the access log of staff reads;
 * users-permissions knows staff members' names.
 */
export interface RecordsAudit {
  append(entry: AuditAppend): Promise<void>;
}

export interface RecordsAccessLog {
  staffRead(actor: StaffActor, detail: string, subject?: number | null): Promise<void>;
  staffChange(actor: StaffActor, subject: number, detail: string): Promise<void>;
}

/** Who asked the notices plugin for a kind of notice that starts off (the application window opening). */
export interface NoticesChoices {
  optedIn(kind: NoticeKind): Promise<number[]>;
}

export const noticesChoicesOf = (strapi: PluginHost) => portOf<NoticesChoices>(strapi, 'notices', 'choices');

export const recordsOf = (strapi: PluginHost) => portsOf<{ audit: RecordsAudit; accessLog: RecordsAccessLog }>(strapi, 'records');

export function usersOf(strapi: Core.Strapi) {
  return {
    /** Display names (the name, else the username) of these users. */
    async names(ids: number[]): Promise<Map<number, string>> {
      const users = await accountNames(strapi, ids);
      return new Map([...users].map(([id, u]) => [id, u.name ?? u.username] as const));
    },
  };
}

/** Published content editors write (the privacy policy); read through Strapi's document service. */
export function contentOf(strapi: Core.Strapi) {
  return {
    /** The version of the privacy policy published now; null when none is. */
    async privacyPolicyVersion(): Promise<string | null> {
      const policy = await strapi.documents('api::privacy-policy.privacy-policy').findFirst({ status: 'published', fields: ['version'] });
      return policy?.version ?? null;
    },
  };
}
