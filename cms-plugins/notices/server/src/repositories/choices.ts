import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/plugin';

const table = 'notices_choices';

/** The only code that touches the learners' notice choices. */
export function choicesRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  const writer = () => writerOf(strapi);
  const parse = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []);
  return {
    /** Each learner's changed kinds (none stored: nothing changed). */
    async changedOf(learners: readonly number[]): Promise<Map<number, string[]>> {
      if (!learners.length) return new Map();
      const rows = (await (
        await writer()
      )(table)
        .select('learner', 'changed')
        .whereIn('learner', [...new Set(learners)])) as Array<{
        learner: number | string;
        changed: unknown;
      }>;
      return new Map(rows.map((r) => [Number(r.learner), parse(r.changed)] as const));
    },
    /** Stores a learner's changed kinds (one row per learner, the unique index keeps it one). */
    async save(learner: number, changed: string[]): Promise<void> {
      const at = new Date();
      await (
        await writer()
      )(table)
        .insert({
          document_id: crypto.randomBytes(12).toString('hex'),
          learner,
          changed: JSON.stringify(changed),
          created_at: at,
          updated_at: at,
        })
        .onConflict('learner')
        .merge({ changed: JSON.stringify(changed), updated_at: at });
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
