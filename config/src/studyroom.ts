import { addDays, daysBetween } from './clock';
import { parseCourseCode, type CatalogKey } from './course-code';
import type { ApplicationStatus } from './enrolment';
import type { DayPosts } from './verses';
import { CREDITS_PER_TERM, isPassed, type CourseCategory } from './policy';

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
export function termResult(input: { category: CourseCategory; completed: number; lessons: number; termEnd: string; today: string }): TermResult | null {
  if (input.today <= input.termEnd) return null;
  return isPassed(input.completed, input.lessons) ? { status: 'completed', credits: CREDITS_PER_TERM[input.category] } : { status: 'failed', credits: 0 };
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

/*
 * What the study room's API answers (the plugin builds these, web's pages read them). Dates are
 * Korean calendar days (YYYY-MM-DD); percents are whole numbers.
 */

/** Where a class stands for the learner. `unpaid`: applied, waiting for the fee (no study yet). */
export type ClassStatus = 'unpaid' | 'coming' | 'studying' | 'completed' | 'failed';

/** One class of the learner: GET /v2/my-courses (in `courses`) and GET /v2/my-courses/{id}. */
export interface StudyClass {
  /** The application's id: the learner's grade in this class. */
  id: number;
  /** The course code, also the class's name in page paths: `2027SP-D5`. */
  course_name: string;
  semester: string;
  /** `/v2/classes/{semester}/{course}` uses these two parts. */
  course: string;
  name: string;
  category: CourseCategory;
  catalog: string;
  level: number;
  status: ClassStatus;
  term_start: string;
  term_end: string;
  lessons: number;
  completed_days: number;
  progress: number;
  pass_percent: number;
  /**
   * The day to study today while the term runs: the lesson that opens today, else the latest one
   * opened (a lecture course opens one a week). Null before the first lesson opens, after the
   * term, and while unpaid.
   */
  today: number | null;
  days_left: number;
  /** Credits this class has earned: the category's credits once COMPLETED, else 0. */
  credits: number;
  /** Fee still to pay while `unpaid`, else 0. */
  amount_due: number;
}

/** GET /v2/my-courses */
export interface MyCourses {
  /** Classes of the semester whose term runs now (or the latest one that has started). */
  current: StudyClass[];
  /** Every class ever, newest semester first. */
  all: StudyClass[];
  credits: number;
  credits_to_complete: number;
  /** How many semesters the learner has studied in, the running one included. */
  semester: number;
}

/** One day in a class's calendar: GET /v2/classes/{a}/{b} (in `days`). */
export interface ClassDay {
  day: number;
  date: string;
  title: string;
  state: DayState;
  completed_at: string | null;
}

/** GET /v2/classes/{a}/{b} */
export interface ClassDetail {
  course: StudyClass;
  days: ClassDay[];
}

/** A task of a day with the learner's own response (null until answered). */
export interface DayTask {
  task_id: string;
  key: string;
  type: TaskType;
  prompt: string;
  required: boolean;
  response: string | true | null;
  /** Staff hid this answer from the class board (a post), and the reason they gave. */
  hidden?: boolean;
  hidden_reason?: string | null;
}

/** GET /v2/classes/{a}/{b}/days/{day} and /recent: one lesson as the learner studies it. */
export interface DayDetail {
  course: StudyClass;
  day: number;
  date: string;
  state: DayState;
  /** Whether responses can be written now (the day has opened and the term has not ended). */
  writable: boolean;
  title: string;
  /** The teaching, as Strapi blocks written by editors. */
  body: unknown;
  scripture: { book: string; reference: string; passage: string } | null;
  /** The book and verse the passage is, when the lesson names one: its hall of fame is there. */
  scripture_ref: { book_id: number; verse: number } | null;
  story: string | null;
  video: { title: string; url: string } | null;
  tasks: DayTask[];
  completed_at: string | null;
  previous: number | null;
  next: number | null;
  /** The class's verses and stories of the day with their votes, as the board call answers them. */
  posts: DayPosts;
}

/** Which version of a lesson the panel's preview shows. */
export const PREVIEW_STATUSES = ['draft', 'published'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** A Strapi document id, as a preview link and the preview call name a lesson: lowercase letters and digits. */
export const DOCUMENT_ID_PATTERN = /^[a-z0-9]{1,64}$/;

/**
 * GET /v2/preview/lessons/{documentId}?status=draft|published (web only): one lesson as editors
 * wrote it, in the parts of a day the learner's page shows, its tasks unanswered.
 */
export interface LessonPreview extends Pick<DayDetail, 'title' | 'body' | 'scripture' | 'story' | 'video' | 'tasks'> {
  document_id: string;
  status: PreviewStatus;
  catalog: string;
  /** The course family's name (the catalog key when the family is unknown). */
  name: string;
  level: number;
  day: number;
  opens_on_day: number;
}

/** PATCH /v2/classes/{a}/{b}/tasks and PATCH /v2/classes/{a}/{b}: what changed. */
export interface DayProgress {
  day: number;
  task_id?: string;
  completed_at: string | null;
  completed_days: number;
  progress: number;
}
