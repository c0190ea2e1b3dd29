import crypto from 'node:crypto';
import type { Knex } from 'knex';

/** What asking for a capped daily request came to: a place taken, or one of the two caps reached. */
export type DailyPlace = { taken: number } | 'again' | 'learner_cap' | 'other_cap';

/** The numbered places of one day's cap: "<prefix>:1" … "<prefix>:<cap>". */
export const placesOf = (prefix: string, cap: number): string[] => Array.from({ length: cap }, (_, i) => `${prefix}:${i + 1}`);

/**
 * Takes the lowest free place among a learner's requests of a day and among the other party's (an
 * address, a mobile number) in one insert that two processes cannot both win (both place columns
 * are unique): the loser reads the places again and takes the next, or finds a cap reached. The
 * count lives in the database, so every CMS process shares it.
 */
export async function takeDailyPlace(
  db: Knex | Knex.Transaction,
  table: string,
  places: { learnerColumn: string; learner: string[]; otherColumn: string; other: string[] },
  row: Record<string, unknown>,
  /** Whether this very request is there already (another process's insert won with it): then nothing more is taken. */
  already: () => Promise<boolean> = async () => false,
): Promise<DailyPlace> {
  const free = async (column: string, all: string[]) => {
    const taken = new Set(((await db(table).select(column).whereIn(column, all)) as Array<Record<string, string>>).map((r) => r[column]));
    return all.find((p) => !taken.has(p));
  };
  for (let round = 0; round < places.learner.length + places.other.length + 2; round++) {
    if (await already()) return 'again';
    const learnerPlace = await free(places.learnerColumn, places.learner);
    if (!learnerPlace) return 'learner_cap';
    const otherPlace = await free(places.otherColumn, places.other);
    if (!otherPlace) return 'other_cap';
    const at = new Date();
    const inserted = (await db(table)
      .insert({
        document_id: crypto.randomBytes(12).toString('hex'),
        ...row,
        [places.learnerColumn]: learnerPlace,
        [places.otherColumn]: otherPlace,
        created_at: at,
        updated_at: at,
      })
      .onConflict()
      .ignore()
      .returning('id')) as Array<{ id: number | string } | number>;
    const first = inserted[0];
    if (first !== undefined) return { taken: Number(typeof first === 'object' ? first.id : first) };
  }
  throw new Error(`notices: no place in ${table} could be taken after several rounds`);
}
