import type { Core } from '@strapi/strapi';
import { ADMIN_PAGE_SIZE, type AuditAppend, now } from '@dharma/config/rules';
import { type AuditEntry } from '@dharma/config/contracts';
import { accountNames } from '@dharma/config/platform/plugin';
import { auditRepository } from '../repositories';

const TEXT_MAX = 80;

/** Only what a JSON column can hold and a person can read back: plain values of the changed fields. */
const plain = (value: unknown): Record<string, unknown> | null =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

/**
 * The audit trail of staff writes. Every staff write in any plugin calls `append` once per
 * changed record, inside the write's transaction when it has one; staff read it page by page.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = auditRepository(strapi);
  return {
    async append(entry: AuditAppend): Promise<void> {
      await repo.append({
        at: now().toISOString(),
        actor: entry.actor,
        action: entry.action.slice(0, TEXT_MAX),
        subject: entry.subject ?? null,
        target: entry.target.slice(0, TEXT_MAX),
        before: plain(entry.before),
        after: plain(entry.after),
        address: entry.address ? entry.address.slice(0, 64) : null,
      });
    },

    /** Newest first, with the staff member's name (read through the users-permissions service). */
    async list(
      filter: { action?: string; target?: string; subject?: number },
      page = 1,
    ): Promise<{ entries: AuditEntry[]; total: number; page: number; page_size: number }> {
      const { rows, total } = await repo.page(filter, Math.max(1, page), ADMIN_PAGE_SIZE);
      const actors = [...new Set(rows.map((r) => r.actor))];
      const users = await accountNames(strapi, actors);
      const names = new Map([...users].map(([id, u]) => [id, u.name ?? u.username] as const));
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at,
          actor: r.actor,
          actor_name: names.get(r.actor) ?? null,
          action: r.action,
          subject: r.subject,
          target: r.target,
          before: r.before,
          after: r.after,
          address: r.address,
        })),
        total,
        page: Math.max(1, page),
        page_size: ADMIN_PAGE_SIZE,
      };
    },
  };
};
