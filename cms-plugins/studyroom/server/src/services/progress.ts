import type { Core } from '@strapi/strapi';
import { dayWindow, parseTaskId, progressPercent, taskId, todayInKorea, type ClassRecord } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type DayProgress, type TaskResponseInput } from '@dharma/config/contracts';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { enrolmentOf } from '../ports';
import { recordsRepository, type RecordKey } from '../repositories';
import type { Lesson } from '../types';
import { countCompleted, dayComplete, recentDay } from './rules';

/**
 * What a learner writes: a task's response and a day's attendance. Every refusal happens before
 * anything is written. A day is writable from its date to the term's last day (Korea's calendar,
 * the one clock); a day is complete once every required task has a response, and is recorded
 * once (its first completion time stays).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const records = recordsRepository(strapi);
  const classes = () => studyroom(strapi).classes;

  /** The class's lesson for `day`, refused unless it exists and can be written today. */
  const writableLesson = (row: ClassRecord, lessons: Lesson[], day: number, today: string): Lesson => {
    const lesson = lessons.find((l) => l.number === day);
    if (!lesson) throw new StudyroomError('not_found', messages.day_not_found);
    const window = dayWindow(row, lesson.opensOnDay, today);
    if (window === 'future') throw new StudyroomError('conflict', messages.day_not_open);
    if (window === 'closed') throw new StudyroomError('conflict', messages.term_over);
    return lesson;
  };

  const keyOf = (userId: number, row: ClassRecord): RecordKey => ({ owner: userId, application: row.id, courseCode: row.courseCode });

  /**
   * The day's completion and the class's progress after a write. Once the day is complete the
   * progress is also kept on the learner's application (through the enrolment plugin), where the
   * register wizard's level statuses read it.
   */
  const progressOf = async (userId: number, row: ClassRecord, lessons: Lesson[], day: number, task?: string): Promise<DayProgress> => {
    const completions = await records.completionsOf(userId, row.courseCode);
    const completed = countCompleted(
      lessons,
      completions.map((c) => c.day),
    );
    const result = {
      day,
      ...(task ? { task_id: task } : {}),
      completed_at: completions.find((c) => c.day === day)?.completedAt ?? null,
      completed_days: completed,
      progress: progressPercent(completed, lessons.length),
    };
    // The row was read afresh for this write: an answer that changes nothing (a day already
    // complete, an optional task) leaves the application alone instead of rewriting it.
    if (result.completed_at && result.progress !== Math.floor(row.progress))
      await enrolmentOf(strapi).applications.recordProgress(row.id, result.progress);
    return result;
  };

  return {
    /** PATCH /v2/classes/{semester}/{course}/tasks: stores (or replaces) one task's response. */
    async saveTask(
      userId: number,
      semester: string,
      course: string,
      input: TaskResponseInput,
      today = todayInKorea(),
    ): Promise<DayProgress> {
      const { row, lessons } = await classes().classOf(userId, semester, course, 'write');
      // The schema has checked the form of task_id: `<day>:<task key>`.
      const { day, key } = parseTaskId(input.task_id)!;
      const lesson = lessons.find((l) => l.number === day);
      if (!lesson) throw new StudyroomError('not_found', messages.day_not_found);
      const task = lesson.tasks.find((t) => t.key === key);
      if (!task) throw new StudyroomError('conflict', messages.task_unknown);
      if (task.type !== input.type) throw new StudyroomError('conflict', messages.task_type_mismatch);
      writableLesson(row, lessons, day, today);

      const recordKey = keyOf(userId, row);
      await records.saveResponse(recordKey, day, {
        key,
        type: task.type,
        response: input.type === 'check' ? null : input.response,
        ref: lesson.scriptureRef,
      });
      // Read after this write committed: of simultaneous answers to one day's tasks, the last to
      // commit sees them all, so a day whose required tasks are all answered is always completed.
      if (dayComplete(lesson, await records.responsesOfDay(userId, row.courseCode, day))) await records.complete(recordKey, day);
      return progressOf(userId, row, lessons, day, taskId(day, key));
    },

    /**
     * PATCH /v2/classes/{semester}/{course} {day}: attendance of a day whose required tasks are all
     * done; without a day, today's (the latest day opened by today).
     */
    async attend(userId: number, semester: string, course: string, day: number | undefined, today = todayInKorea()): Promise<DayProgress> {
      const { row, lessons } = await classes().classOf(userId, semester, course, 'write');
      day ??= recentDay(row, lessons, today) ?? undefined;
      if (day === undefined) throw new StudyroomError('conflict', messages.day_not_open);
      const lesson = writableLesson(row, lessons, day, today);
      if (!dayComplete(lesson, await records.responsesOfDay(userId, row.courseCode, day))) {
        throw new StudyroomError('conflict', messages.day_tasks_missing);
      }
      await records.complete(keyOf(userId, row), day);
      return progressOf(userId, row, lessons, day);
    },
  };
};
