import type { Core } from '@strapi/strapi';
import { CSV_FOR_EXCEL } from '@dharma/config/platform/security';
import { koreanDay, type StaffActor } from '@dharma/config/rules';
import { messages, ui } from '@dharma/config/words';
import { type MentorPair, type MentorPairInput } from '@dharma/config/contracts';
import { stringify } from 'csv-stringify/sync';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { mentorsRepository } from '../repositories';

/** What the audit trail keeps of a pair: the four fields as the office wrote them. */
const fieldsOf = (p: MentorPair) => ({
  mentee_name: p.mentee_name,
  mentee_phone: p.mentee_phone,
  mentor_name: p.mentor_name,
  mentor_phone: p.mentor_phone,
});

/**
 * Mentor–mentee pairs the school office keeps: list, add, change, remove and a CSV for Excel.
 * Every change and its audit entry are one transaction (kept or lost together).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = mentorsRepository(strapi);
  const audit = () => records(strapi).audit;
  // Strapi types transaction(cb) as Promise<ReturnType<cb>>, a promise of a promise for an async cb; it resolves to the value.
  const inTransaction = <T>(work: () => Promise<T>) => strapi.db.transaction(work) as Promise<T>;

  const readBy = (actor: StaffActor, detail: string) => records(strapi).accessLog.staffRead(actor, detail);

  async function existing(id: number): Promise<MentorPair> {
    const pair = await repo.one(id);
    if (!pair) throw new RecordsError('not_found', messages.mentor_pair_not_found);
    return pair;
  }

  return {
    /** The pairs' names and phones are personal data: each staff read of them is logged. */
    async list(actor: StaffActor): Promise<MentorPair[]> {
      await readBy(actor, 'mentor pairs');
      return repo.all();
    },

    async one(actor: StaffActor, id: number): Promise<MentorPair> {
      const pair = await existing(id);
      await readBy(actor, `mentor pair ${id}`);
      return pair;
    },

    create(actor: StaffActor, input: MentorPairInput): Promise<MentorPair> {
      return inTransaction(async () => {
        const pair = await repo.create(input);
        await audit().append({
          actor: actor.id,
          action: 'mentor_pair.create',
          target: `mentor_pair:${pair.id}`,
          after: fieldsOf(pair),
          address: actor.address,
        });
        return pair;
      });
    },

    update(actor: StaffActor, id: number, input: MentorPairInput): Promise<MentorPair> {
      return inTransaction(async () => {
        const before = await existing(id);
        const pair = await repo.update(id, input);
        if (!pair) throw new RecordsError('not_found', messages.mentor_pair_not_found);
        await audit().append({
          actor: actor.id,
          action: 'mentor_pair.update',
          target: `mentor_pair:${id}`,
          before: fieldsOf(before),
          after: fieldsOf(pair),
          address: actor.address,
        });
        return pair;
      });
    },

    remove(actor: StaffActor, id: number): Promise<{ id: number; deleted: true }> {
      return inTransaction(async () => {
        const before = await existing(id);
        if (!(await repo.remove(id))) throw new RecordsError('not_found', messages.mentor_pair_not_found);
        await audit().append({
          actor: actor.id,
          action: 'mentor_pair.delete',
          target: `mentor_pair:${id}`,
          before: fieldsOf(before),
          address: actor.address,
        });
        return { id, deleted: true as const };
      });
    },

    /** Every pair as CSV for Excel: UTF-8 with a byte-order mark, so Excel reads the Korean as Korean. */
    async csv(actor: StaffActor): Promise<{ name: string; body: string }> {
      await readBy(actor, 'mentor pairs csv');
      const pairs = await repo.all();
      const t = ui.admin.mentors;
      const body = stringify(
        pairs.map((p) => [p.mentee_name, p.mentee_phone, p.mentor_name, p.mentor_phone, koreanDay(p.created_at), koreanDay(p.updated_at)]),
        { ...CSV_FOR_EXCEL, header: true, columns: [...t.csvHeader] },
      );
      return { name: t.csvFile, body };
    },
  };
};
