'use strict';

/**
 * Approvals by deposit wrote the bank line's depositor name into their audit entry until
 * 2026-11-29. A depositor name is the learner's name with digits, and audit entries are never
 * rewritten, so her name outlived the deletion of her account (decision 019 promises nothing of
 * hers is found after it). Approvals no longer write it (decision 021); this removes it once from
 * the entries written before, keeping the line's date, time and amount, which find it in the
 * bank's own book.
 *
 * A migration runs before Strapi's schema sync and before any plugin starts, so it reaches the
 * records plugin's table itself: on a fresh database the table does not exist yet and there is
 * nothing to do. The entry's JSON is text on SQLite and jsonb on PostgreSQL; both take it back
 * as text.
 */
const TABLE = 'records_audit_log';

module.exports = {
  /** @param {import('knex').Knex} knex */
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    const entries = await knex(TABLE).where({ action: 'application.approve' }).select('id', 'after');
    for (const entry of entries) {
      const after = typeof entry.after === 'string' ? JSON.parse(entry.after) : entry.after;
      if (!after || !after.deposit || !('depositor' in after.deposit)) continue;
      delete after.deposit.depositor;
      await knex(TABLE)
        .where({ id: entry.id })
        .update({ after: JSON.stringify(after) });
    }
  },
  async down() {
    // What was removed is not kept anywhere: there is nothing to put back.
  },
};
