import { addDays, mondayOf } from './clock';

/**
 * Learner records: the volunteer log of a grade. A grade is the learner's application for one
 * class; its term bounds what may be recorded. Pure rules on values already read; "today" is a
 * Korean calendar day passed in.
 */

/** Hours are recorded in half hours, from half an hour to a long day. */
export const VOLUNTEER_HOURS_MIN = 0.5;
export const VOLUNTEER_HOURS_MAX = 12;
export const VOLUNTEER_CONTENT_MAX = 500;

/** Whether `hours` is a whole number of half hours within the allowed range. */
export function validVolunteerHours(hours: number): boolean {
  return Number.isFinite(hours) && hours >= VOLUNTEER_HOURS_MIN && hours <= VOLUNTEER_HOURS_MAX && Number.isInteger(hours * 2);
}

/** Stored as whole half hours (an integer column: no decimal rounding on either database). */
export const toHalfHours = (hours: number): number => Math.round(hours * 2);
export const fromHalfHours = (halfHours: number): number => halfHours / 2;

/**
 * Why a volunteer day cannot be recorded in a grade (the words catalogue's key), or null: it must fall inside the class's
 * term and may not be later than today.
 */
export function volunteerDateRefusal(
  date: string,
  term: { termStart: string; termEnd: string },
  today: string,
): 'volunteer_date_future' | 'volunteer_date_outside_term' | null {
  if (date > today) return 'volunteer_date_future';
  if (date < term.termStart || date > term.termEnd) return 'volunteer_date_outside_term';
  return null;
}

/**
 * The access log the privacy policy promises: who signed in (or failed to), and every staff read
 * or change of a learner's personal data. Kept at least six months, then pruned. `refresh_reused`
 * records a sign-in ended because a used refresh token came back (a stolen copy, most likely).
 */
export const ACCESS_ACTIONS = ['sign_in', 'sign_in_failed', 'staff_read', 'staff_change', 'account_deleted', 'refresh_reused'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
/** Six months and a margin: entries older than this many days are pruned by the daily job. */
export const ACCESS_LOG_RETENTION_DAYS = 200;
export const ACCESS_LOG_RETENTION_MIN_DAYS = 183;

/**
 * Certificates: a course certificate for each COMPLETED class and a completion certificate once
 * the learner's credits reach CREDITS_TO_COMPLETE. Each is issued once with a verification code
 * anyone can check at /certificates/<code>.
 */
export type CertificateKind = 'course' | 'completion';

/** Which certificate: `course-<grade id>` or `completion`. */
export function certificateKey(kind: CertificateKind, grade: number | null): string {
  return kind === 'completion' ? 'completion' : `course-${grade}`;
}
export function parseCertificateKey(key: string): { kind: CertificateKind; grade: number | null } | null {
  if (key === 'completion') return { kind: 'completion', grade: null };
  const m = /^course-([1-9]\d{0,8})$/.exec(key);
  return m ? { kind: 'course', grade: Number(m[1]) } : null;
}

/** A verification code: `DS-` and two groups of four letters and digits that cannot be misread. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_PATTERN = /^DS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A name as the public verification page shows it: the first and last letters, the middle hidden (김*리). */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return letters.join('') || '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

/**
 * Lifestyle checks: the practices editors set for a course (e.g. 오계 지키기, 108배) and the
 * learner's own, ticked day by day. Today's check toggles; a past day of this week may be
 * corrected; nothing before the term, after it, before this week or in the future.
 */
export const LIFESTYLE_NAME_MAX = 30;

/**
 * How a practice is named in a path: `c<document id>` for one editors publish, `o<id>` for the
 * learner's own. Anything else names nothing (404 before any read).
 */
export const LIFESTYLE_ITEM_PATTERN = /^[co][A-Za-z0-9]{1,40}$/;
export const LIFESTYLE_ETC_MAX = 200;
/** How many practices of their own a learner may add to one grade. */
export const LIFESTYLE_OWN_MAX = 10;

/** The seven Korean days (Monday first) of the week holding `date`. */
export function weekOf(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Why a day's check cannot be changed now (the words catalogue's key), or null. */
export function lifestyleDayRefusal(
  date: string,
  term: { termStart: string; termEnd: string },
  today: string,
): 'lifestyle_day_future' | 'lifestyle_day_outside_term' | 'lifestyle_day_past_week' | null {
  if (date > today) return 'lifestyle_day_future';
  if (date < term.termStart || date > term.termEnd) return 'lifestyle_day_outside_term';
  if (date < weekOf(today)[0]) return 'lifestyle_day_past_week';
  return null;
}
