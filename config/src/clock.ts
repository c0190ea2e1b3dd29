import { koreanDay } from './korean-time';

/**
 * The one clock every date rule reads. `DHARMA_NOW` (an ISO date-time) pins it, so tests and
 * demos choose the day instead of depending on the wall clock.
 */
export function now(): Date {
  const pinned = typeof process !== 'undefined' ? process.env.DHARMA_NOW : undefined;
  if (pinned) {
    const date = new Date(pinned);
    if (Number.isNaN(date.getTime())) throw new RangeError(`DHARMA_NOW is not a date: ${pinned}`);
    return date;
  }
  return new Date();
}

/** Today's date as YYYY-MM-DD in Korea, where the school's days begin and end. */
export function todayInKorea(at: Date = now()): string {
  return koreanDay(at);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The calendar date `days` after a YYYY-MM-DD date. Built from the date's numbers rather than by
 * parsing and printing an ISO string: the study room dates every lesson of every class on each
 * page, and the string round trip was the CMS's costliest own function there.
 */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)) + days));
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The Monday (YYYY-MM-DD) of the ISO week, Monday to Sunday, a calendar day falls in. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}
