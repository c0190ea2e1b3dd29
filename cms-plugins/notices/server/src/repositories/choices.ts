import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';

const table = 'notices_choices';

/** A learner's stored choices (no row: everything as it starts). */
export interface StoredChoices {
  changed: string[];
  address: string | null;
  reminderAt: string | null;
  /** Channel choices that differ from the default, by kind. */
  channels: Record<string, string>;
  /** The confirmed mobile number, or null. */
  phone: string | null;
}

/** How many ids one `IN` list carries (SQLite allows some thousands of bound values). */
export const IN_CHUNK = 500;

export function chunks<T>(items: readonly T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The only code that touches the learners' notice choices. */
export function choicesRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  const writer = () => writerOf(strapi);
  const parse = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []);
  // SQLite keeps JSON as text, PostgreSQL hands back the value; a row from before the channels has none.
  const parseMap = (v: unknown): Record<string, string> => {
    const value: unknown = typeof v === 'string' ? JSON.parse(v) : v;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  };
  type Row = {
    learner: number | string;
    changed: unknown;
    address: string | null;
    reminder_at: string | null;
    channels: unknown;
    phone: string | null;
  };
  const columns = ['learner', 'changed', 'address', 'reminder_at', 'channels', 'phone'];
  const storedOf = (r: Row): StoredChoices => ({
    changed: parse(r.changed),
    address: r.address ?? null,
    reminderAt: r.reminder_at ?? null,
    channels: parseMap(r.channels),
    phone: r.phone ?? null,
  });
  /** Inserts the learner's row with `fields`, or changes only `fields` of the one there. */
  const upsert = async (
    learner: number,
    fields: {
      changed?: string[];
      address?: string | null;
      reminder_at?: string | null;
      channels?: Record<string, string>;
      phone?: string | null;
    },
  ) => {
    const at = new Date();
    const values = {
      ...fields,
      ...(fields.changed ? { changed: JSON.stringify(fields.changed) } : {}),
      ...(fields.channels ? { channels: JSON.stringify(fields.channels) } : {}),
    };
    await (
      await writer()
    )(table)
      .insert({
        document_id: crypto.randomBytes(12).toString('hex'),
        learner,
        changed: JSON.stringify([]),
        ...values,
        created_at: at,
        updated_at: at,
      })
      .onConflict('learner')
      .merge({ ...values, updated_at: at });
  };
  /** Each learner's stored choices, for those who have a row. */
  const of = async (learners: readonly number[]): Promise<Map<number, StoredChoices>> => {
    const out = new Map<number, StoredChoices>();
    for (const part of chunks([...new Set(learners)])) {
      const rows = (await (await writer())(table).select(columns).whereIn('learner', part)) as Row[];
      for (const r of rows) out.set(Number(r.learner), storedOf(r));
    }
    return out;
  };
  return {
    of,
    /** Each learner's changed kinds (none stored: nothing changed). */
    async changedOf(learners: readonly number[]): Promise<Map<number, string[]>> {
      return new Map([...(await of(learners))].map(([l, s]) => [l, s.changed] as const));
    },
    /** Stores a learner's changed kinds (one row per learner, the unique index keeps it one); a time or channels given are stored with them. */
    async save(learner: number, changed: string[], reminderAt?: string, channels?: Record<string, string>): Promise<void> {
      await upsert(learner, {
        changed,
        ...(reminderAt === undefined ? {} : { reminder_at: reminderAt }),
        ...(channels === undefined ? {} : { channels }),
      });
    },
    /** The learner's confirmed mobile number, or null to take it off. */
    async setPhone(learner: number, phone: string | null): Promise<void> {
      await upsert(learner, { phone });
    },
    /** The learner's confirmed other address, or null for Kakao's. */
    async setAddress(learner: number, address: string | null): Promise<void> {
      await upsert(learner, { address });
    },
    /**
     * Learners whose reminder time (null: `defaultAt`) lies between `from` and `to` (HH:MM,
     * inclusive), with their choices: one read whatever their number.
     */
    async reminderTimesBetween(from: string, to: string, defaultAt: string): Promise<Map<number, StoredChoices>> {
      const rows = (await knex()(table)
        .select(columns)
        .where((q) => {
          q.whereBetween('reminder_at', [from, to]);
          if (from <= defaultAt && defaultAt <= to) q.orWhereNull('reminder_at');
        })) as Row[];
      return new Map(rows.map((r) => [Number(r.learner), storedOf(r)] as const));
    },
    /** Every learner whose stored changes include this kind (a kind that starts off: those who turned it on). */
    async changedTo(kind: string): Promise<number[]> {
      // The changed kinds are a short JSON list per learner; read the rows and look in them
      // here, the same way on SQLite and PostgreSQL (a learner has one row, a school some thousands).
      const rows = (await knex()(table).select('learner', 'changed')) as Array<{ learner: number | string; changed: unknown }>;
      return rows.filter((r) => parse(r.changed).includes(kind)).map((r) => Number(r.learner));
    },
    /** Account deletion: the learner's choices go (inside the deletion's transaction). */
    async deleteOf(learner: number): Promise<void> {
      await (await writer())(table).where({ learner }).delete();
    },
  };
}
