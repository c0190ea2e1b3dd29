import {
  classParts,
  creditsEarned,
  PASS_PERCENT,
  daysLeft,
  dayState,
  dayWindow,
  lessonDate,
  lessonOpened,
  progressPercent,
  runningSemester,
  taskId,
  termRunsOn,
  type ClassRecord,
  type CourseImage,
} from '@dharma/config/rules';
import { type ClassDay, type ClassStatus, type DayDetail, type StudyClass } from '@dharma/config/contracts';
import type { Lesson, ResponseRow } from '../types';

/**
 * The study room's pure rules on rows already read: a class's status and numbers, its calendar,
 * one day as the learner studies it, and when a day is complete. "today" is a Korean date passed
 * in, so every rule is tested on any day.
 */

type Term = { termStart: string; termEnd: string };

/** Where a class stands: unpaid until approved, coming before its term, studying until its result. */
export function classStatus(row: Pick<ClassRecord, 'status' | 'termStart'>, today: string): ClassStatus {
  if (row.status === 'applied') return 'unpaid';
  if (row.status === 'completed' || row.status === 'failed') return row.status;
  return today < row.termStart ? 'coming' : 'studying';
}

/** Completed days that are days of the class (a lesson withdrawn by an editor no longer counts). */
export function countCompleted(lessons: Pick<Lesson, 'number'>[], completedDays: Iterable<number>): number {
  const numbers = new Set(lessons.map((l) => l.number));
  let count = 0;
  for (const day of new Set(completedDays)) if (numbers.has(day)) count += 1;
  return count;
}

/**
 * The day a learner studies today: the lesson that opens today, else the latest one opened, while
 * it can be read (null before the first lesson opens).
 */
export function recentDay(term: Term, lessons: Pick<Lesson, 'number' | 'opensOnDay'>[], today: string): number | null {
  let recent: Pick<Lesson, 'number' | 'opensOnDay'> | null = null;
  for (const lesson of lessons) {
    if (!lessonOpened(term, lesson.opensOnDay, today)) continue;
    if (!recent || lesson.opensOnDay > recent.opensOnDay || (lesson.opensOnDay === recent.opensOnDay && lesson.number > recent.number))
      recent = lesson;
  }
  return recent?.number ?? null;
}

/** One class as the learner's lists show it. A term result, once recorded, keeps its stored progress. */
export function studyClass(
  row: ClassRecord,
  name: string,
  lessons: Lesson[],
  completedDays: number[],
  today: string,
  image: CourseImage | null = null,
): StudyClass {
  const status = classStatus(row, today);
  const completed = status === 'unpaid' ? 0 : countCompleted(lessons, completedDays);
  const recorded = status === 'completed' || status === 'failed';
  const running = termRunsOn(row, today);
  return {
    id: row.id,
    course_name: row.courseCode,
    semester: row.semesterCode,
    course: classParts(row.courseCode)?.course ?? row.courseCode,
    name,
    category: row.category,
    catalog: row.catalog,
    level: row.level,
    status,
    term_start: row.termStart,
    term_end: row.termEnd,
    lessons: lessons.length,
    completed_days: completed,
    progress: recorded ? Math.floor(row.progress) : progressPercent(completed, lessons.length),
    pass_percent: PASS_PERCENT,
    today: running && status !== 'unpaid' ? recentDay(row, lessons, today) : null,
    days_left: daysLeft(row.termEnd, today),
    credits: creditsEarned(status, row.category),
    amount_due: status === 'unpaid' ? row.amountDue : 0,
    image,
  };
}

/**
 * The classes of the learner's current semester: the one whose term runs today, else the latest
 * one whose term has started (none when every class is still to come).
 */
export function currentSemesterOf(classes: Pick<ClassRecord, 'semesterCode' | 'termStart' | 'termEnd'>[], today: string): string | null {
  return runningSemester(classes, today)?.semesterCode ?? null;
}

/** The class's calendar: every lesson's date and state. */
export function classDays(term: Term, lessons: Lesson[], completedAt: Map<number, string>, today: string): ClassDay[] {
  return lessons.map((lesson) => ({
    day: lesson.number,
    date: lessonDate(term.termStart, lesson.opensOnDay),
    title: lesson.title,
    state: dayState(term, lesson.opensOnDay, today, completedAt.has(lesson.number)),
    completed_at: completedAt.get(lesson.number) ?? null,
  }));
}

/**
 * Whether every required task of the lesson has a response of its type (optional tasks are not
 * needed; an answer stored before an editor changed a task's type does not count).
 */
export function dayComplete(lesson: Pick<Lesson, 'tasks'>, responses: Pick<ResponseRow, 'taskKey' | 'type'>[]): boolean {
  const answered = new Set(responses.map((r) => `${r.type}:${r.taskKey}`));
  return lesson.tasks.every((task) => !task.required || answered.has(`${task.type}:${task.key}`));
}

/** A lesson's tasks with the learner's own responses (none given: every task unanswered). */
export function dayTasks(lesson: Pick<Lesson, 'number' | 'tasks'>, responses: ResponseRow[] = []): DayDetail['tasks'] {
  const byKey = new Map(responses.map((r) => [r.taskKey, r] as const));
  return lesson.tasks.map((task) => {
    const stored = byKey.get(task.key);
    // A response stored for another type (an editor changed the task) is not the answer to this one.
    const response = !stored || stored.type !== task.type ? null : task.type === 'check' ? true : stored.response;
    // Only a hidden post says so (with staff's reason): the author must know why classmates no longer see it.
    const hidden = Boolean(stored?.hidden) && response !== null ? { hidden: true, hidden_reason: stored?.hiddenReason ?? null } : {};
    return {
      task_id: taskId(lesson.number, task.key),
      key: task.key,
      type: task.type,
      prompt: task.prompt,
      required: task.required,
      response,
      ...hidden,
    };
  });
}

/** One day as the learner studies it, with their own responses. */
export function dayDetail(
  course: StudyClass,
  term: Term,
  lessons: Lesson[],
  lesson: Lesson,
  responses: ResponseRow[],
  completedAt: string | null,
  today: string,
): Omit<DayDetail, 'posts'> {
  const index = lessons.findIndex((l) => l.number === lesson.number);
  return {
    course,
    day: lesson.number,
    date: lessonDate(term.termStart, lesson.opensOnDay),
    state: dayState(term, lesson.opensOnDay, today, completedAt !== null),
    writable: dayWindow(term, lesson.opensOnDay, today) === 'open',
    title: lesson.title,
    body: lesson.body ?? [],
    scripture: lesson.scripture,
    scripture_ref: lesson.scriptureRef ? { book_id: lesson.scriptureRef.bookId, verse: lesson.scriptureRef.verse } : null,
    story: lesson.story,
    video: lesson.video,
    tasks: dayTasks(lesson, responses),
    completed_at: completedAt,
    previous: index > 0 ? lessons[index - 1].number : null,
    next: index >= 0 && index < lessons.length - 1 ? lessons[index + 1].number : null,
  };
}
