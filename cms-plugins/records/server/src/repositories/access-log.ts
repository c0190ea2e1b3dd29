import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';
import type { AccessAction } from '@dharma/config/rules';
import type { AccessLogEntry } from '@dharma/config/contracts';

/** An entry as stored is the shape staff read. */
export type AccessLogRow = AccessLogEntry;

/** A row as knex reads it: PostgreSQL and SQLite differ in how they return ids and datetimes. */
interface StoredEntry {
  id: number | string;
  at: Date | string | number;
  actor: number | string | null;
  actor_role: string | null;
  action: AccessAction;
  subject: number | string | null;
  detail: string | null;
  address: string | null;
}

/** The part of a knex query builder the filter uses: knex is Strapi's dependency, not this plugin's, so its types are not imported. */
interface Filterable {
  where(column: string, value: string | number): unknown;
}

/** The only code that touches the access log: append, read in pages, prune. Nothing updates a row. */
export function accessLogRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  const table = 'records_access_log';
  const rowOf = (r: StoredEntry): AccessLogRow => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor === null ? null : Number(r.actor),
    actorRole: r.actor_role ?? null,
    action: r.action,
    subject: r.subject === null ? null : Number(r.subject),
    detail: r.detail ?? null,
    address: r.address ?? null,
  });
  const writer = () => writerOf(strapi);
  return {
    async append(entry: Omit<AccessLogRow, 'id'>): Promise<void> {
      const now = new Date();
      await (
        await writer()
      )(table).insert({
        at: new Date(entry.at),
        actor: entry.actor,
        actor_role: entry.actorRole,
        action: entry.action,
        subject: entry.subject,
        detail: entry.detail,
        address: entry.address,
        created_at: now,
        updated_at: now,
      });
    },
    async page(
      filter: { action?: AccessAction; subject?: number },
      page: number,
      pageSize: number,
    ): Promise<{ rows: AccessLogRow[]; total: number }> {
      const where = (q: Filterable) => {
        if (filter.action) q.where('action', filter.action);
        if (filter.subject) q.where('subject', filter.subject);
      };
      const [rows, [count]] = await Promise.all([
        knex()(table)
          .select('*')
          .where(where)
          .orderBy([
            { column: 'at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        knex()(table).count({ n: 'id' }).where(where),
      ]);
      return { rows: rows.map(rowOf), total: Number(count?.n ?? 0) };
    },
    /** Removes entries older than `before`; answers how many. */
    async prune(before: Date): Promise<number> {
      return Number(await knex()(table).where('at', '<', before).delete());
    },
  };
}
