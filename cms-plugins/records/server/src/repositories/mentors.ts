import type { Core } from '@strapi/strapi';
import type { MentorPair, MentorPairInput } from '@dharma/config/contracts';

const UID = 'plugin::records.mentor-pair';

/** A pair as the query engine reads it: SQLite and PostgreSQL differ in how they return datetimes. */
interface StoredPair {
  id: number | string;
  menteeName: string;
  menteePhone: string;
  mentorName: string;
  mentorPhone: string;
  createdAt: Date | string | number;
  updatedAt: Date | string | number;
}

const pairOf = (r: StoredPair): MentorPair => ({
  id: Number(r.id),
  mentee_name: r.menteeName,
  mentee_phone: r.menteePhone,
  mentor_name: r.mentorName,
  mentor_phone: r.mentorPhone,
  created_at: new Date(r.createdAt).toISOString(),
  updated_at: new Date(r.updatedAt).toISOString(),
});

const columnsOf = (p: MentorPairInput) => ({
  menteeName: p.mentee_name,
  menteePhone: p.mentee_phone,
  mentorName: p.mentor_name,
  mentorPhone: p.mentor_phone,
});

/** The only code that touches the mentor pairs table. */
export function mentorsRepository(strapi: Core.Strapi) {
  const q = () => strapi.db.query(UID);
  return {
    /** Every pair, by mentee name (the office's list is short: a few dozen a semester). */
    async all(): Promise<MentorPair[]> {
      return (await q().findMany({ orderBy: [{ menteeName: 'asc' }, { id: 'asc' }] })).map(pairOf);
    },
    async one(id: number): Promise<MentorPair | null> {
      const row = await q().findOne({ where: { id } });
      return row ? pairOf(row) : null;
    },
    async create(pair: MentorPairInput): Promise<MentorPair> {
      return pairOf(await q().create({ data: columnsOf(pair) }));
    },
    async update(id: number, pair: MentorPairInput): Promise<MentorPair | null> {
      const row = await q().update({ where: { id }, data: { ...columnsOf(pair), updatedAt: new Date() } });
      return row ? pairOf(row) : null;
    },
    async remove(id: number): Promise<boolean> {
      return Boolean(await q().delete({ where: { id } }));
    },
  };
}
