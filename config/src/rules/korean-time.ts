/**
 * Dates and times as the school writes them. The school's days are Korean days, so an instant is
 * always shown in Korea's zone, whatever zone the server or the browser runs in. The platform's
 * Intl formatter (ICU) does the calendar work; each format is built once per process, because
 * building an Intl.DateTimeFormat costs far more than formatting with it.
 */
const ZONE = 'Asia/Seoul';

// Swedish writes dates as ISO does (2026-03-05), which is the form the rules compare.
const DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE });
const DATE_TIME = new Intl.DateTimeFormat('ko-KR', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' });
const SHORT_DATE = new Intl.DateTimeFormat('ko-KR', { timeZone: ZONE, dateStyle: 'short' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// A calendar day names its own weekday: read in UTC, so no zone moves it to a neighbour.
const WEEKDAY = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' });

const instant = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

/** The Korean calendar day (YYYY-MM-DD) an instant falls on: 2026-03-04T15:00Z → 2026-03-05. */
export function koreanDay(at: Date | string): string {
  return DAY.format(instant(at));
}

/** A calendar day for reading: 2025-09-06 → 2025.09.06 (a longer ISO string keeps its date part). */
export function formatDate(isoDate: string): string {
  return isoDate.slice(0, 10).replace(/-/g, '.');
}

/** A calendar day in a class's list of days: 2026-03-05 → 3.5 (목). */
export function formatDayOfClass(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  return `${Number(day.slice(5, 7))}.${Number(day.slice(8, 10))} (${WEEKDAY.format(new Date(`${day}T00:00:00Z`))})`;
}

/** The Korean day of an instant for reading: 2026-03-04T15:00Z → 2026.03.05. */
export function formatKoreanDay(at: Date | string): string {
  return formatDate(koreanDay(at));
}

/** An instant to the second, as the back office lists events: 26. 3. 5. 14:03:07. */
export function formatDateTime(at: Date | string): string {
  return DATE_TIME.format(instant(at));
}

/** The day of an instant in the back office's short form: 26. 3. 5. */
export function formatShortDate(at: Date | string): string {
  return SHORT_DATE.format(instant(at));
}

/** An instant to the minute in words, as a learner reads it: 2026년 3월 5일 14:03. */
export function formatLongDateTime(at: Date | string): string {
  return LONG_DATE_TIME.format(instant(at));
}
