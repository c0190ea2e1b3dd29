import type { TaskType } from '@dharma/config/rules';

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
  /** The passage's book id and verse number when the editor gave both (posts of the day carry them). */
  scriptureRef?: { bookId: number; verse: number } | null;
  story: string | null;
  video: { title: string; url: string } | null;
  tasks: LessonTask[];
}

/** A stored response: the text of a written answer, null for a ticked check. */
export interface ResponseRow {
  day: number;
  taskKey: string;
  type: TaskType;
  response: string | null;
  /** Staff hid this post from the boards, and why (shown to its author). */
  hidden?: boolean;
  hiddenReason?: string | null;
}

export interface CompletionRow {
  courseCode: string;
  day: number;
  completedAt: string;
}
