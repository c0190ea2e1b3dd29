import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';

const table = 'notices_confirmations';

/** What asking for a confirmation came to: a place taken, the same request again, or a cap reached. */
export type ConfirmationPlace = 'taken' | 'again' | 'learner_cap' | 'address_cap';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const places = (prefix: string, cap: number) => Array.from({ length: cap }, (_, i) => `${prefix}:${i + 1}`);

/** The only code that touches the address confirmations asked for (the daily caps' count). */
export function confirmationsRepository(strapi: Core.Strapi) {
  const writer = () => writerOf(strapi);
  return {
    /**
     * Takes the lowest free place among the learner's confirmations of `day` and among the
     * address's, in one insert that two processes cannot both win (the unique places): the loser
     * reads the places again and takes the next, or finds the cap reached. Run inside the
     * transaction that writes the confirmation's notice, so a refused notice takes no place.
     */
    async take(learner: number, address: string, day: string, caps: { learner: number; address: number }): Promise<ConfirmationPlace> {
      const hash = sha256(address);
      const request = `${learner}:${hash}:${day}`;
      const learnerPlaces = places(`${learner}:${day}`, caps.learner);
      const addressPlaces = places(`${hash}:${day}`, caps.address);
      for (let round = 0; round < caps.learner + caps.address + 2; round++) {
        const db = await writer();
        if (await db(table).select('id').where({ request }).first()) return 'again';
        const takenByLearner = new Set(
          ((await db(table).select('learner_slot').whereIn('learner_slot', learnerPlaces)) as Array<{ learner_slot: string }>).map(
            (r) => r.learner_slot,
          ),
        );
        const learnerPlace = learnerPlaces.find((p) => !takenByLearner.has(p));
        if (!learnerPlace) return 'learner_cap';
        const takenForAddress = new Set(
          ((await db(table).select('address_slot').whereIn('address_slot', addressPlaces)) as Array<{ address_slot: string }>).map(
            (r) => r.address_slot,
          ),
        );
        const addressPlace = addressPlaces.find((p) => !takenForAddress.has(p));
        if (!addressPlace) return 'address_cap';
        const at = new Date();
        const inserted = await db(table)
          .insert({
            document_id: crypto.randomBytes(12).toString('hex'),
            learner,
            address,
            day,
            request,
            learner_slot: learnerPlace,
            address_slot: addressPlace,
            created_at: at,
            updated_at: at,
          })
          .onConflict()
          .ignore()
          .returning('id');
        if (inserted.length) return 'taken';
      }
      throw new Error('notices: no confirmation place could be taken after several rounds');
    },
    /** The days before `day` count nothing any more: their rows go (the addresses with them). */
    async pruneBefore(day: string): Promise<number> {
      return Number(await (await writer())(table).where('day', '<', day).delete());
    },
    /** Account deletion: the learner's requests go (inside the deletion's transaction). */
    async deleteOf(learner: number): Promise<void> {
      await (await writer())(table).where({ learner }).delete();
    },
  };
}
