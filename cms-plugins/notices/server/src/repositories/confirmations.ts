import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';
import { placesOf, takeDailyPlace } from './daily-places';

const table = 'notices_confirmations';

/** What asking for a confirmation came to: a place taken, the same request again, or a cap reached. */
export type ConfirmationPlace = 'taken' | 'again' | 'learner_cap' | 'address_cap';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

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
      const db = await writer();
      const place = await takeDailyPlace(
        db,
        table,
        {
          learnerColumn: 'learner_slot',
          learner: placesOf(`${learner}:${day}`, caps.learner),
          otherColumn: 'address_slot',
          other: placesOf(`${hash}:${day}`, caps.address),
        },
        { learner, address, day, request },
        // Asked again the same day (or raced in from another process): the one asked for, not a new place.
        async () => Boolean(await db(table).select('id').where({ request }).first()),
      );
      if (place === 'other_cap') return 'address_cap';
      if (place === 'again' || place === 'learner_cap') return place;
      return 'taken';
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
