import { addDays, daysBetween } from './clock';
import { parseCourseCode, type CatalogKey } from './course-code';
import type { ApplicationStatus } from './enrolment';
import { creditsEarned, isPassed, type CourseCategory } from './policy';

/**
 * The study room's rules: when a lesson's day opens and closes, what a class's progress is, and
 * what a finished term earns. Pure functions on Korean calendar dates (YYYY-MM-DD); the clock is
 * read by the caller (todayInKorea) so every rule can be tested on any day.
 */

/** The kinds of task a lesson may give. `check` is ticked; the others are written answers. */
export const TASK_TYPES = ['check', 'text', 'verse', 'story'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Longest written answer, in characters after trimming. */
export const TASK_RESPONSE_MAX = 2000;

const DAY = '[1-9]\\d{0,2}';
const KEY = '[a-z0-9][a-z0-9-]{0,39}';

/**
 * A task's key inside its lesson: lower-case letters, digits and dashes, stable across edits.
 * The panel's task component (cms/src/components/studyroom/task.json) holds the same pattern.
 */
export const TASK_KEY_PATTERN = new RegExp(`^${KEY}$`);

/** `task_id` on the wire: the day number and the task key, e.g. `12:reflection`. */
export const TASK_ID_PATTERN = new RegExp(`^(${DAY}):(${KEY})$`);

/** A day number in a path: 1–999 written plainly (no 0, no leading zeros, no sign); null otherwise. */
export function dayFromPath(value: string | undefined): number | null {
  return value && new RegExp(`^${DAY}$`).test(value) ? Number(value) : null;
}

export function taskId(day: number, key: string): string {
  return `${day}:${key}`;
}

export function parseTaskId(id: string): { day: number; key: string } | null {
  const match = TASK_ID_PATTERN.exec(id);
  return match ? { day: Number(match[1]), key: match[2] } : null;
}

/** The calendar date of a lesson that opens on day `opensOnDay` (1 = the term's first day). */
export function lessonDate(termStart: string, opensOnDay: number): string {
  return addDays(termStart, opensOnDay - 1);
}

/**
 * Whether a lesson's day can be written: `future` before its date, `open` from its date to the
 * term's last day inclusive (a missed day can be caught up while the term runs), `closed` after.
 * Days begin and end at midnight in Korea: `today` is todayInKorea().
 */
export type DayWindow = 'future' | 'open' | 'closed';
export function dayWindow(term: { termStart: string; termEnd: string }, opensOnDay: number, today: string): DayWindow {
  if (today > term.termEnd) return 'closed';
  if (today < lessonDate(term.termStart, opensOnDay)) return 'future';
  return 'open';
}

/**
 * A day as the calendar grid shows it: `done` once completed; `open` on its own date; `missed`
 * when its date has passed without completing it (it can still be caught up while the term runs);
 * `future` before its date.
 */
export type DayState = 'done' | 'open' | 'missed' | 'future';
export function dayState(term: { termStart: string; termEnd: string }, opensOnDay: number, today: string, completed: boolean): DayState {
  if (completed) return 'done';
  const date = lessonDate(term.termStart, opensOnDay);
  if (today < date) return 'future';
  if (today === date && today <= term.termEnd) return 'open';
  return 'missed';
}

type Term = { termStart: string; termEnd: string };

/** A term's length in days, its first and last day included (77 for a regular term). */
export function termDays(term: Term): number {
  return daysBetween(term.termStart, term.termEnd) + 1;
}

/**
 * Whether a lesson opens within a term: its date (`lessonDate`) falls on the term's first day or
 * later and on its last day or earlier, Korea's days. Day 77 of a 77-day term does, day 78 does not.
 */
export function opensInTerm(term: Term, opensOnDay: number): boolean {
  return withinDays(opensOnDay, termDays(term));
}

/** Term day `opensOnDay` is one of a term's `days` days (1 = its first day). */
const withinDays = (opensOnDay: number, days: number) => opensOnDay >= 1 && opensOnDay <= days;

/**
 * The lessons that count for a class: those of its course that open within its term. A lesson
 * the term never reaches (day 90 of a daily course in a 77-day term, the 12th week of a weekly
 * lecture opening on day 78, sati 3's later days in a shorter summer term) can never be studied
 * in it, so it is no day of the class: not on its calendar, not in the pass rule's denominator,
 * the progress, the staff's table or the pace. Compared as term day numbers, not dates.
 */
export function termLessons<T extends { opensOnDay: number }>(term: Term, lessons: readonly T[]): T[] {
  const days = termDays(term);
  return lessons.filter((l) => withinDays(l.opensOnDay, days));
}

/** The class's lessons (`termLessons`) opened by `today`: what the pace towards the pass line counts. */
export function openedLessons<T extends { opensOnDay: number }>(term: Term, lessons: readonly T[], today: string): T[] {
  return termLessons(term, lessons).filter((l) => lessonOpened(term, l.opensOnDay, today));
}

/** Whether a lesson has opened by `today`: compared as term days (its day is today's term day or earlier), not dates. */
export function lessonOpened(term: Term, opensOnDay: number, today: string): boolean {
  return opensOnDay <= termDayOf(term.termStart, today);
}

/**
 * For editors: when no term among `terms` (every semester entered) reaches a lesson's opening day,
 * the longest term's days, so the panel can say so; null when some term reaches it, or while no
 * semester is entered (nothing to compare with). A warning, not a refusal: a longer term may come.
 */
export function beyondEveryTerm(opensOnDay: number, terms: readonly Term[]): { longestTermDays: number } | null {
  if (!terms.length || terms.some((t) => opensInTerm(t, opensOnDay))) return null;
  return { longestTermDays: Math.max(...terms.map(termDays)) };
}

/** Progress as a whole percent for bars and lists, rounded down so 59.9 % never reads as 60 %. */
export function progressPercent(completed: number, lessons: number): number {
  if (lessons <= 0 || completed <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / lessons));
}

/**
 * The result of a term: none while it runs (through its last day), then COMPLETED with the
 * category's credits when the class passed, else FAILED with none.
 */
export type TermResult = { status: 'completed'; credits: number } | { status: 'failed'; credits: 0 };
export function termResult(input: {
  category: CourseCategory;
  completed: number;
  lessons: number;
  termEnd: string;
  today: string;
}): TermResult | null {
  if (input.today <= input.termEnd) return null;
  return isPassed(input.completed, input.lessons)
    ? { status: 'completed', credits: creditsEarned('completed', input.category) }
    : { status: 'failed', credits: 0 };
}

/** Days from `today` to the term's last day, counting the last day (0 once the term has ended). */
export function daysLeft(termEnd: string, today: string): number {
  if (today > termEnd) return 0;
  return daysBetween(today, termEnd) + 1;
}

/** The term day that `today` is (1 = the term's first day; 0 or less before the term begins). */
export function termDayOf(termStart: string, today: string): number {
  return daysBetween(termStart, today) + 1;
}

/**
 * A class's name in paths is its course code, e.g. `2027SP-D5`, which the API splits as
 * `/v2/classes/2027SP/D5`. Null when the two parts do not make a valid course code.
 */
export function classCode(semester: string, course: string): string | null {
  const code = `${semester}-${course}`;
  return parseCourseCode(code) ? code : null;
}

/** The two path parts of a class's course code (`2027SP-D5` → `2027SP`, `D5`), or null when it is not one. */
export function classParts(code: string): { semester: string; course: string } | null {
  const parsed = parseCourseCode(code);
  return parsed ? { semester: parsed.semester, course: code.slice(parsed.semester.length + 1) } : null;
}

/**
 * A learner's class as the enrolment plugin hands it to the study room: the application row (the
 * learner's grade) with its semester's term. The two plugins share this shape through config,
 * since neither imports the other's source.
 */
export interface ClassRecord {
  id: number;
  owner: number;
  semesterCode: string;
  semesterLabel: string;
  termStart: string;
  termEnd: string;
  category: CourseCategory;
  catalog: CatalogKey;
  level: number;
  courseCode: string;
  status: ApplicationStatus;
  progress: number;
  amountDue: number;
}

/** Which version of a lesson the panel's preview shows. */
export const PREVIEW_STATUSES = ['draft', 'published'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** A Strapi document id, as a preview link and the preview call name a lesson: lowercase letters and digits. */
export const DOCUMENT_ID_PATTERN = /^[a-z0-9]{1,64}$/;
