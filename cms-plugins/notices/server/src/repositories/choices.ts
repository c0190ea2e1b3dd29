import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

const table = 'notices_choices';

/** The only code that touches the learners' notice choices. */
export function choicesRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  const writer = async () => (strapi.db.inTransaction() ? (await strapi.db.transaction()).get() : knex());
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
  };
}
