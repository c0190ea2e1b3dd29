import type { Core } from '@strapi/strapi';

// Knex is Strapi's dependency, not ours: the transaction's type is read off Strapi's connection.
export type Transaction = Parameters<Parameters<Core.Strapi['db']['connection']['transaction']>[0]>[0];

/**
 * Makes one learner's writes of one kind take turns until the surrounding transaction commits.
 * SQLite has one writer and the CMS one connection to it, so a transaction already runs alone
 * there. On PostgreSQL two transactions run side by side, so a check-then-write (is there an
 * application to replace? is a self-study still running?) takes a transaction-scoped advisory
 * lock keyed by the kind of write and the learner: locking the rows involved is not enough when
 * they are deleted or do not exist yet.
 */
export const LOCK = { applicationChange: 7301, selfStudy: 7302 } as const;

export async function lockLearner(
  strapi: Core.Strapi,
  trx: Transaction,
  kind: (typeof LOCK)[keyof typeof LOCK],
  owner: number,
): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') await trx.raw('select pg_advisory_xact_lock(?, ?)', [kind, owner]);
}
