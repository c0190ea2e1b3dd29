import { addDays } from './clock';

/**
 * Business constants of the school: credits, the pass mark, carousel and session sizes. Semester
 * dates, fees and offerings are content in the CMS, not constants: they change every term without
 * a deploy.
 */

/** Credits a learner needs to complete the whole programme. */
export const CREDITS_TO_COMPLETE = 80;

/** A course is passed when at least this share of its lessons is completed. */
export const PASS_THRESHOLD = 0.6;

export const COURSE_CATEGORIES = ['daily', 'lecture', 'required'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Credits earned for one passed term, by category. The required sati course counts as daily study. */
export const CREDITS_PER_TERM: Record<CourseCategory, number> = {
  daily: 3,
  lecture: 2,
  required: 3,
};

/**
 * Credits a class earns: its category's credits once its term result is COMPLETED, else none (a
 * class in study, failed, cancelled or unpaid earns nothing yet).
 */
export function creditsEarned(status: string, category: CourseCategory): number {
  return status === 'completed' ? CREDITS_PER_TERM[category] : 0;
}

/** Whether a learner's credits complete the whole programme (the completion certificate is theirs). */
export function programmeCompleted(credits: number): boolean {
  return credits >= CREDITS_TO_COMPLETE;
}

/** How many days one course of the catalogue runs (the `days` of a course family). */
export const COURSE_LENGTH_DAYS = 90;

/**
 * A regular semester's term, first to last day inclusive: 11 weeks, Saturday to Friday
 * (2025FA ran 2025-09-06 to 2025-11-21). Editors may still enter other dates for a semester.
 */
export const TERM_LENGTH_DAYS = 77;

/** The last day of a term that starts on `termStart` and runs `TERM_LENGTH_DAYS` days inclusive. */
export function termEndFor(termStart: string): string {
  return addDays(termStart, TERM_LENGTH_DAYS - 1);
}

/**
 * Home page carousel: how many course families it holds, how many show at once by screen width
 * (from `tabletFromPx` and `desktopFromPx`; the stylesheet's media queries use the same widths),
 * and the slide speed. It loops: next from the last course shows the first.
 */
export const CAROUSEL = {
  courses: 8,
  visibleDesktop: 3,
  visibleTablet: 2,
  visiblePhone: 1,
  tabletFromPx: 640,
  desktopFromPx: 960,
  gapPx: 16,
  speedMs: 500,
} as const;

/** Session lifetimes: a short-lived access token and a refresh token renewed on use; the env may shorten them for tests. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
export const REDIRECT_COOKIE_TTL_SECONDS = 24 * 60 * 60;

/** Roles in the session info: every signed-in user learns; staff also administer. */
export const ROLE_LEARNER = 'LEARNER';
export const ROLE_ADMIN = 'ADMIN';
/** The users-permissions role type of staff (the CMS's roles and the plugins' staff reads use it). */
export const STAFF_ROLE_TYPE = 'staff';

/**
 * How long web may serve CMS content it has already fetched. Editors' changes must show within
 * 60 s: content cache + the anonymous page cache stay under that together.
 */
export const CONTENT_CACHE_SECONDS = 30;

/**
 * How long web reuses a signed-in learner's header summary. It is also how long a sign-in ended in
 * another process may still show as signed in on a page that asks the CMS nothing else, so it is
 * no longer than the CMS's own authentication cache (AUTH_CACHE_SECONDS, 10 by default).
 */
export const LEARNER_SUMMARY_SECONDS = 10;
export const PAGE_CACHE_SECONDS = 10;

/**
 * How long the CMS's own services reuse content editors publish (course families, semesters,
 * lessons, public classes, self-study) that every application, class page or calendar reads: a
 * burst reads it once per few seconds, and an editor's change is visible almost at once.
 */
export const CMS_CONTENT_REUSE_MS = 5_000;

/**
 * How far a learner is towards completing the programme, as a whole percent 0–100 for the
 * progress bar: credits over `CREDITS_TO_COMPLETE`, capped at 100 (extra credits do not overflow)
 * and never negative.
 */
export function creditProgress(credits: number): number {
  if (!Number.isFinite(credits) || credits <= 0) return 0;
  return Math.min(100, Math.round((credits / CREDITS_TO_COMPLETE) * 100));
}

/** The pass line as a whole percent, for progress bars' markers. */
export const PASS_PERCENT = Math.round(PASS_THRESHOLD * 100);

/**
 * Whether `completed` of `total` lessons passes the course: at least PASS_THRESHOLD of them.
 * Whole numbers are compared, so exactly 60 % passes without a floating-point doubt (54/90,
 * 47/77, 8/12, 9/14 and 5/8 pass; 46/77 fails).
 */
export function isPassed(completed: number, total: number): boolean {
  if (!Number.isInteger(completed) || !Number.isInteger(total) || total <= 0 || completed < 0) return false;
  return completed * 100 >= total * PASS_PERCENT;
}

/**
 * Whether a progress already written as a whole percent (progressPercent: rounded down) is on or
 * over the pass line. For the counts it was computed from this is isPassed's answer, since the
 * line is a whole percent; pages that hold only the percent ask this.
 */
export function passedAt(percent: number): boolean {
  return percent >= PASS_PERCENT;
}

/** First-time learners pay the admission fee once, on top of every term's registration fee. */
export function feeDue(fees: { registrationFee: number; admissionFee: number }, firstTime: boolean): number {
  return fees.registrationFee + (firstTime ? fees.admissionFee : 0);
}

/** The admission fee inside an amount a learner owes (0 when they owe only the registration fee). */
export function admissionOwed(registrationFee: number, amountDue: number): number {
  return Math.max(0, amountDue - registrationFee);
}

/**
 * Where a semester's payment stands: what is still to pay and what was paid beyond the price. A
 * learner who changes an application after paying keeps what was paid; when the changed
 * application costs more (the semester's fee was raised since, say) the difference is owed, and
 * when it costs less the office returns the rest by hand.
 */
export function paymentBalance(due: number, paid: number): { owed: number; refund: number } {
  return { owed: Math.max(0, due - paid), refund: Math.max(0, paid - due) };
}

/**
 * The fees a page shows for a semester. A learner sees what they owe (`feeDue`, as the CMS
 * answered it): the registration fee and the admission fee only when it is part of that. A
 * visitor (`feeDue` null) sees both, as a newcomer would pay them.
 */
export function feesShown(
  fees: { registrationFee: number; admissionFee: number },
  feeDue: number | null,
): { registration: number; admission: number } {
  return {
    registration: fees.registrationFee,
    admission: feeDue === null ? fees.admissionFee : admissionOwed(fees.registrationFee, feeDue),
  };
}

/**
 * When an access token stops being valid (its `exp`, in ms), read without verifying its signature:
 * only an upper bound for how long something learned with it may be kept. 0 when unreadable.
 */
export function tokenExpiresAtMs(token: string): number {
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const exp = JSON.parse(atob(payload)).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** A semester as editors enter it in the CMS (dates are YYYY-MM-DD, Korean calendar days). */
export interface SemesterFields {
  code: string;
  label: string;
  termStart: string;
  termEnd: string;
  applyStart: string;
  applyEnd: string;
  registrationFee: number;
  admissionFee: number;
  bankAccount: string;
  paymentDue: string | null;
}
