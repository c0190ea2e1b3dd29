import type { Core } from '@strapi/strapi';
import { now, type StaffActor } from '@dharma/config/rules';
import { type AccessLogAppend } from '@dharma/config/contracts';
import { cmsEnv } from '@dharma/config/platform/env';
import { accessLogRepository, type AccessLogRow } from '../repositories';

const DAY_MS = 24 * 60 * 60 * 1000;
const DETAIL_MAX = 200;

/**
 * The access log: sign-ins, failed sign-ins and every staff read or change of a learner's
 * personal data, with who, what, when and from which address. Append-only for the product; the
 * daily job prunes entries older than the retention (ACCESS_LOG_RETENTION_DAYS, default 200 days,
 * never under six months: the environment check refuses less).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = accessLogRepository(strapi);
  // As the start-up check parsed it (default 200, never under 183).
  const retentionDays = () => cmsEnv().ACCESS_LOG_RETENTION_DAYS;

  async function append(entry: AccessLogAppend): Promise<void> {
    await repo.append({
      at: now().toISOString(),
      action: entry.action,
      actor: entry.actor ?? null,
      actorRole: entry.actorRole ?? null,
      subject: entry.subject ?? null,
      detail: entry.detail ? entry.detail.slice(0, DETAIL_MAX) : null,
      address: entry.address ? entry.address.slice(0, 64) : null,
    });
  }

  return {
    append,

    /** A staff member read learners' personal data: one learner's (`subject`), or a list of them. */
    staffRead(actor: StaffActor, detail: string, subject: number | null = null): Promise<void> {
      return append({ action: 'staff_read', actor: actor.id, actorRole: 'staff', subject, detail, address: actor.address });
    },

    /** A staff member changed this learner's data (inside the caller's transaction, when it has one). */
    staffChange(actor: StaffActor, subject: number, detail: string): Promise<void> {
      return append({ action: 'staff_change', actor: actor.id, actorRole: 'staff', subject, detail, address: actor.address });
    },

    /** Newest first, for the back office. */
    async list(
      filter: { action?: AccessLogAppend['action']; subject?: number } = {},
      page = 1,
      pageSize = 50,
    ): Promise<{ entries: AccessLogRow[]; total: number }> {
      const { rows, total } = await repo.page(filter, Math.max(1, page), Math.min(200, Math.max(1, pageSize)));
      return { entries: rows, total };
    },

    /** Removes what is past the retention, counted back from now (the daily job calls this). */
    async prune(at: Date = now()): Promise<number> {
      return repo.prune(new Date(at.getTime() - retentionDays() * DAY_MS));
    },
  };
};
