import { addDays } from './clock';

/**
 * The learner's calendar (GET /v1/calendar and the private iCalendar feed). Dates are Korean
 * calendar days (YYYY-MM-DD); a month is YYYY-MM.
 */

/** What a calendar day can hold. Study days carry their state; the rest come from the school's content. */
export const CALENDAR_KINDS = [
  'study',
  'term_start',
  'term_end',
  'apply_start',
  'apply_end',
  'payment_due',
  'public_class',
  'self_study',
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** A study day as the calendar shows it: done, missed (its date passed without it), or still to come (today included). */
export type CalendarStudyState = 'done' | 'missed' | 'upcoming';

/** The month a day falls in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first and last day of a month. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const nextFirst = `${shiftMonth(month, 1)}-01`;
  return { first, last: addDays(nextFirst, -1) };
}

/** The month `by` months after (or before) `month`. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  const year = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${year}-${m < 10 ? `0${m}` : m}`;
}

/**
 * The month as weeks of 7 days, Sunday first (as Korean wall calendars are): the days before the
 * 1st and after the last day are null so every week has 7 cells.
 */
export function monthGrid(month: string): (string | null)[][] {
  const { first, last } = monthRange(month);
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const days = Number(last.slice(8, 10));
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A study day's state for the calendar: completed → done; its date before today → missed; else upcoming. */
export function studyState(date: string, today: string, completed: boolean): CalendarStudyState {
  if (completed) return 'done';
  return date < today ? 'missed' : 'upcoming';
}
