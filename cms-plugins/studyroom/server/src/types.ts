import type { ApplicationStatus, CatalogKey, CourseCategory, TaskType } from '@dharma/config';

/** A task of a lesson as editors wrote it. */
export interface LessonTask {
  key: string;
  type: TaskType;
  prompt: string;
  required: boolean;
}

/** A published lesson: day `number` of its course, opening on term day `opensOnDay`. */
export interface Lesson {
  number: number;
  opensOnDay: number;
  title: string;
  body: unknown;
  scripture: { book: string; reference: string; passage: string } | null;
  story: string | null;
  video: { title: string; url: string } | null;
  tasks: LessonTask[];
}

/** A learner's application as the enrolment plugin hands it to the study room (with its term). */
export interface ClassRow {
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

/** A stored response: the text of a written answer, null for a ticked check. */
export interface ResponseRow {
  day: number;
  taskKey: string;
  type: TaskType;
  response: string | null;
}

export interface CompletionRow {
  courseCode: string;
  day: number;
  completedAt: string;
}
