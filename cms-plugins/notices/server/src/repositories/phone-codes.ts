import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';
import { placesOf, takeDailyPlace } from './daily-places';

const table = 'notices_phone_codes';

/** A code sent and not used up: the number it was sent to, its HMAC and the wrong tries so far. */
export interface PendingCode {
  id: number;
  phone: string;
  codeHash: string;
  tries: number;
  expiresAt: Date;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
// SQLite hands back datetimes as epoch milliseconds, PostgreSQL as Date.
const dateOf = (v: unknown) => new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number | Date));

/** The only code that touches the mobile number confirmation codes. */
export function phoneCodesRepository(strapi: Core.Strapi) {
  const writer = () => writerOf(strapi);
  return {
    /** Takes a place among the learner's codes of `day` and the number's, storing the code's HMAC; or names the cap reached. */
    async take(
      code: { learner: number; phone: string; day: string; codeHash: string; expiresAt: Date },
      caps: { learner: number; number: number },
    ): Promise<{ taken: number } | 'learner_cap' | 'number_cap'> {
      const place = await takeDailyPlace(
        await writer(),
        table,
        {
          learnerColumn: 'learner_slot',
          learner: placesOf(`${code.learner}:${code.day}`, caps.learner),
          otherColumn: 'number_slot',
          // The number is personal data: its place is named by its hash.
          other: placesOf(`${sha256(code.phone)}:${code.day}`, caps.number),
        },
        {
          learner: code.learner,
          phone: code.phone,
          day: code.day,
          code_hash: code.codeHash,
          expires_at: code.expiresAt,
          tries: 0,
          used: false,
        },
      );
      if (place === 'other_cap') return 'number_cap';
      if (place === 'learner_cap') return place;
      if (place === 'again') throw new Error('notices: a phone code is never the same request again');
      return place;
    },
    /** The learner's latest code not used (it may have expired or been tried too often: the caller says which). */
    async latest(learner: number): Promise<PendingCode | null> {
      const row = (await (
        await writer()
      )(table)
        .select('id', 'phone', 'code_hash', 'tries', 'expires_at')
        .where({ learner, used: false })
        .orderBy('id', 'desc')
        .first()) as { id: number | string; phone: string; code_hash: string; tries: number | string; expires_at: unknown } | undefined;
      return row
        ? { id: Number(row.id), phone: row.phone, codeHash: row.code_hash, tries: Number(row.tries), expiresAt: dateOf(row.expires_at) }
        : null;
    },
    /** One more wrong try of a code: answers the tries now (counted in the database, so parallel guesses all count). */
    async wrongTry(id: number): Promise<number> {
      const db = await writer();
      await db(table).where({ id }).increment('tries', 1);
      const row = (await db(table).select('tries').where({ id }).first()) as { tries: number | string } | undefined;
      return Number(row?.tries ?? Number.POSITIVE_INFINITY);
    },
    /** The code was right: it cannot be used again (answers whether this call used it, so two tabs confirm once). */
    async use(id: number): Promise<boolean> {
      return Number(await (await writer())(table).where({ id, used: false }).update({ used: true, updated_at: new Date() })) > 0;
    },
    /** The text message could not be sent: the code and its place go, so the learner's count is not spent on it. */
    async remove(id: number): Promise<void> {
      await (await writer())(table).where({ id }).delete();
    },
    /** The learner's codes not yet used are void (the number was taken off, or a newer code sent: all but `keep`). */
    async voidOf(learner: number, keep?: number): Promise<void> {
      const q = (await writer())(table).where({ learner, used: false });
      if (keep !== undefined) q.whereNot('id', keep);
      await q.update({ used: true, updated_at: new Date() });
    },
    async pruneBefore(day: string): Promise<number> {
      return Number(await (await writer())(table).where('day', '<', day).delete());
    },
    /** Account deletion: the learner's codes go (inside the deletion's transaction). */
    async deleteOf(learner: number): Promise<void> {
      await (await writer())(table).where({ learner }).delete();
    },
  };
}
