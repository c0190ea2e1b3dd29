import type { CourseImage } from '../rules/course-image';
import type { CourseCategory } from '../rules/policy';
import type { DayState, PreviewStatus, TaskType } from '../rules/studyroom';
import type { DayPosts } from '../rules/verses';

/*
 * What the study room's API answers (the plugin builds these, web's pages read them). Dates are
 * Korean calendar days (YYYY-MM-DD); percents are whole numbers. Kept apart from the rules in
 * studyroom.ts: a day's answer carries its posts (verses.ts), whose vote rules read the study
 * room's day window, so with shapes and rules in one file the two modules imported each other.
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
  /** The class's lessons: its course's lessons that open within its term (`termLessons`), the pass rule's denominator. */
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
  /** The course's picture and its alt text (its course-code image), null without one. */
  image: CourseImage | null;
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

/** One day in a class's calendar: GET /v2/classes/{semester}/{course} (in `days`). */
export interface ClassDay {
  day: number;
  date: string;
  title: string;
  state: DayState;
  completed_at: string | null;
}

/** GET /v2/classes/{semester}/{course} */
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

/** GET /v2/classes/{semester}/{course}/days/{day} and /recent: one lesson as the learner studies it. */
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
  /** Set when no semester's term reaches `opens_on_day` (`beyondEveryTerm`): no class counts or shows the lesson. */
  beyond_terms: { longest_term_days: number } | null;
}

/** PATCH /v2/classes/{semester}/{course}/tasks and PATCH /v2/classes/{semester}/{course}: what changed. */
export interface DayProgress {
  day: number;
  task_id?: string;
  completed_at: string | null;
  completed_days: number;
  progress: number;
}
