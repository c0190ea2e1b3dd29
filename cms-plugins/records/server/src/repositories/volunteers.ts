import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';
const UID = 'plugin::records.volunteer-entry';

export interface VolunteerRow {
  id: number;
  owner: number;
  application: number;
  date: string;
  halfHours: number;
  content: string;
  email: string | null;
  confirmedAt: string | null;
  confirmedBy: number | null;
}

const FIELDS = ['id', 'owner', 'application', 'date', 'halfHours', 'content', 'email', 'confirmedAt', 'confirmedBy'];

/** An entry as the query engine reads it, before `rowOf` evens out the databases' shapes. */
interface StoredEntry {
  id: number | string;
  owner: number | string;
  application: number | string;
  date: string | Date;
  halfHours: number | string;
  content: string;
  email?: string | null;
  confirmedAt?: Date | string | number | null;
  confirmedBy?: number | null;
}

/** Normalises a row: SQLite and PostgreSQL return dates and datetimes in different shapes. */
const rowOf = (r: StoredEntry): VolunteerRow => ({
  id: Number(r.id),
  owner: Number(r.owner),
  application: Number(r.application),
  date: typeof r.date === 'string' ? r.date.slice(0, 10) : new Date(r.date).toISOString().slice(0, 10),
  halfHours: Number(r.halfHours),
  content: r.content,
  email: r.email ?? null,
  confirmedAt: r.confirmedAt ? new Date(r.confirmedAt).toISOString() : null,
  confirmedBy: r.confirmedBy ?? null,
});

/** Entries waiting for confirmation, or confirmed ones: staff's list and its count. */
const confirmedWhere = (confirmed: boolean) => ({ confirmedAt: confirmed ? { $notNull: true } : { $null: true } });

/** The only code that reads and writes the volunteer log. */
export function volunteersRepository(strapi: Core.Strapi) {
  const q = () => strapi.db.query(UID);
  return {
    async ofGrade(owner: number, application: number): Promise<VolunteerRow[]> {
      const rows = await q().findMany({ where: { owner, application }, select: FIELDS, orderBy: [{ date: 'desc' }, { id: 'desc' }] });
      return rows.map(rowOf);
    },
    async ofOwner(owner: number): Promise<VolunteerRow[]> {
      const rows = await q().findMany({ where: { owner }, select: FIELDS, orderBy: [{ date: 'asc' }, { id: 'asc' }] });
      return rows.map(rowOf);
    },
    /** Account deletion: every entry of the learner, confirmed ones too (they name the learner's work). */
    async deleteOfOwner(owner: number): Promise<void> {
      await q().deleteMany({ where: { owner } });
    },
    /** Staff's page of entries, waiting for confirmation or confirmed, newest day first. */
    async staffPage(confirmed: boolean, page: number, pageSize: number): Promise<{ rows: VolunteerRow[]; total: number }> {
      const where = confirmedWhere(confirmed);
      const [rows, total] = await Promise.all([
        q().findMany({
          where,
          select: FIELDS,
          orderBy: [{ date: 'desc' }, { id: 'desc' }],
          limit: pageSize,
          offset: (page - 1) * pageSize,
        }),
        q().count({ where }),
      ]);
      return { rows: rows.map(rowOf), total };
    },
    /** How many entries wait for confirmation (or are confirmed), counted by the database. */
    count(confirmed: boolean): Promise<number> {
      return q().count({ where: confirmedWhere(confirmed) });
    },
    async one(id: number): Promise<VolunteerRow | null> {
      const row = await q().findOne({ where: { id }, select: FIELDS });
      return row ? rowOf(row) : null;
    },
    async insert(data: Omit<VolunteerRow, 'id' | 'confirmedAt' | 'confirmedBy'>): Promise<VolunteerRow> {
      return rowOf(await q().create({ data, select: FIELDS }));
    },
    /** Changes an entry only while nobody has confirmed it; false when it was confirmed meanwhile. */
    async updateUnconfirmed(id: number, data: Pick<VolunteerRow, 'date' | 'halfHours' | 'content' | 'email'>): Promise<boolean> {
      // Inside the confirmation's transaction (its audit entry and the learner's notice).
      const changed = await (
        await writerOf(strapi)
      )('records_volunteer_entries')
        .where({ id })
        .whereNull('confirmed_at')
        .update({ date: data.date, half_hours: data.halfHours, content: data.content, email: data.email, updated_at: new Date() });
      return Number(changed) > 0;
    },
    async deleteUnconfirmed(id: number): Promise<boolean> {
      const deleted = await strapi.db.connection('records_volunteer_entries').where({ id }).whereNull('confirmed_at').delete();
      return Number(deleted) > 0;
    },
    /** Confirms an entry once: `changed` is false when it was confirmed already (the first who and when stay). */
    async confirm(id: number, by: number, at: Date): Promise<{ row: VolunteerRow | null; changed: boolean }> {
      // Inside the confirmation's transaction (its audit entry and the learner's notice).
      const changed = await (
        await writerOf(strapi)
      )('records_volunteer_entries')
        .where({ id })
        .whereNull('confirmed_at')
        .update({ confirmed_at: at, confirmed_by: by, updated_at: at });
      return { row: await this.one(id), changed: Number(changed) > 0 };
    },
  };
}
export type VolunteersRepository = ReturnType<typeof volunteersRepository>;
