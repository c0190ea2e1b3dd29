import type { Core } from '@strapi/strapi';
import type { AuditEntry } from '@dharma/config/contracts';

const UID = 'plugin::records.audit-entry';

/** An entry as stored: the shared shape without the staff member's name (the service adds it). */
export type AuditRow = Omit<AuditEntry, 'actor_name'>;

/** An entry as the query engine reads it: PostgreSQL and SQLite differ in how they return ids and datetimes. */
interface StoredEntry {
  id: number | string;
  at: Date | string | number;
  actor: number | string;
  action: string;
  subject?: number | string | null;
  target: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  address?: string | null;
}

const rowOf = (r: StoredEntry): AuditRow => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actor: Number(r.actor),
  action: r.action,
  subject: r.subject === null || r.subject === undefined ? null : Number(r.subject),
  target: r.target,
  before: r.before ?? null,
  after: r.after ?? null,
  address: r.address ?? null,
});

/**
 * The only code that touches the audit trail: append and read in pages; nothing updates or
 * deletes a row. Through the query engine, so an entry joins the transaction of the write it
 * records (the write and its entry are kept or lost together).
 */
export function auditRepository(strapi: Core.Strapi) {
  const q = () => strapi.db.query(UID);
  return {
    async append(entry: Omit<AuditRow, 'id'>): Promise<void> {
      await q().create({ data: { ...entry, at: new Date(entry.at) } });
    },

    async page(
      filter: { action?: string; target?: string; subject?: number },
      page: number,
      pageSize: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where: Record<string, unknown> = {};
      if (filter.action) where.action = filter.action;
      if (filter.target) where.target = filter.target.includes(':') ? filter.target : { $startsWith: `${filter.target}:` };
      if (filter.subject) where.subject = filter.subject;
      const [rows, total] = await Promise.all([
        q().findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: pageSize, offset: (page - 1) * pageSize }),
        q().count({ where }),
      ]);
      return { rows: rows.map(rowOf), total };
    },
  };
}
