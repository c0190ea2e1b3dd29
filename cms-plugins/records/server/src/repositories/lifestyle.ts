import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from '@dharma/config/rules';

export interface OwnPracticeRow {
  id: number;
  name: string;
  etc: string | null;
}

/**
 * The only code that reads and writes a learner's own practices and lifestyle checks. Days are
 * stored as the Korean calendar day's text (YYYY-MM-DD), the same on both databases.
 */
export function lifestyleRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  const stamp = () => {
    const now = new Date();
    return { created_at: now, updated_at: now };
  };
  return {
    async ownPractices(owner: number, application: number): Promise<OwnPracticeRow[]> {
      const rows = await knex()('records_own_practices').select('id', 'name', 'etc').where({ owner, application }).orderBy('id', 'asc');
      return rows.map((r) => ({ id: Number(r.id), name: r.name, etc: r.etc ?? null }));
    },
    /** False when the learner already has one by that name (the unique index decides). */
    async addOwn(owner: number, application: number, name: string, etc: string | null): Promise<boolean> {
      try {
        await knex()('records_own_practices').insert({ owner, application, name, etc, ...stamp() });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    /** Removes an own practice and its checks in one transaction. */
    async removeOwn(owner: number, application: number, id: number): Promise<boolean> {
      return knex().transaction(async (trx) => {
        const removed = Number(await trx('records_own_practices').where({ id, owner, application }).delete());
        if (removed)
          await trx('records_lifestyle_checks')
            .where({ owner, application, item: `o${id}` })
            .delete();
        return removed > 0;
      });
    },
    async checksBetween(owner: number, application: number, from: string, to: string): Promise<{ item: string; day: string }[]> {
      return knex()('records_lifestyle_checks').select('item', 'day').where({ owner, application }).whereBetween('day', [from, to]);
    },
    /** Everything the learner has here, for "download my data". */
    async ofOwner(owner: number): Promise<{
      own: { application: number; name: string; etc: string | null }[];
      checks: { application: number; item: string; day: string }[];
    }> {
      const [own, checks] = await Promise.all([
        knex()('records_own_practices').select('application', 'name', 'etc').where({ owner }).orderBy('id'),
        knex()('records_lifestyle_checks')
          .select('application', 'item', 'day')
          .where({ owner })
          .orderBy([{ column: 'application' }, { column: 'day' }]),
      ]);
      return {
        own: own.map((r) => ({ application: Number(r.application), name: r.name, etc: r.etc ?? null })),
        checks: checks.map((r) => ({ application: Number(r.application), item: r.item, day: r.day })),
      };
    },
    /** Account deletion: the learner's own practices. Through the query engine, so it joins the deletion's transaction. */
    async deleteOwnOf(owner: number): Promise<void> {
      await strapi.db.query('plugin::records.own-practice').deleteMany({ where: { owner } });
    },

    /** Account deletion: every check the learner ticked. */
    async deleteChecksOf(owner: number): Promise<void> {
      await strapi.db.query('plugin::records.lifestyle-check').deleteMany({ where: { owner } });
    },

    async count(owner: number, application: number): Promise<number> {
      const [row] = await knex()('records_lifestyle_checks').count({ n: 'id' }).where({ owner, application });
      return Number(row?.n ?? 0);
    },
    /**
     * Toggles one day's check: removes it when there, else adds it. Two toggles at the same moment
     * cannot make two rows (the unique index); answers whether the day is now checked.
     */
    async toggle(owner: number, application: number, item: string, day: string): Promise<boolean> {
      const removed = Number(await knex()('records_lifestyle_checks').where({ owner, application, item, day }).delete());
      if (removed) return false;
      await knex()('records_lifestyle_checks')
        .insert({ owner, application, item, day, ...stamp() })
        .onConflict(['owner', 'application', 'item', 'day'])
        .ignore();
      return true;
    },
  };
}
