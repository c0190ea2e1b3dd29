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
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
