import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isUniqueViolation, noticeKey, now, parseCourseCode, slotOf, todayInKorea, unpaidDeadline } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { EnrolmentError } from '../errors';
import { enrolment } from '../get-service';
import { applicationsRepository } from '../repositories';
import type { NewApplicationRow, PlannedRow, SemesterRow } from '../types';
import { planApplication, planChange, summarise } from './rules';

/**
 * The learner's writes of a semester application: applying, changing it (before its term), one
 * level from the study room. Every rule is enforced through ./rules; each write stores its
 * application-received notice in the same transaction. Part of the applications service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;
  const depositors = () => enrolment(strapi).depositors;

  const toStore = (userId: number, learnerName: string | null, semesterCode: string, planned: PlannedRow[]): NewApplicationRow[] => {
    // The school's clock: the day a learner applied is shown to staff (신청일) and orders their list.
    const at = now();
    return planned.map((row) => ({
      ...row,
      owner: userId,
      learnerName,
      semesterCode,
      status: 'applied',
      progress: 0,
      createdAt: at,
      updatedAt: at,
    }));
  };

  /**
   * The application-received notice, written inside the transaction that stores the application
   * (a change is a new application received: other courses, another amount), with the depositor
   * name the learner is asked to write on the transfer.
   */
  async function received(learner: number, depositor: string, semester: SemesterRow, summary: ReturnType<typeof summarise>) {
    await noticesOutboxOf(strapi).add({
      key: noticeKey('application_received', learner, semester.code, crypto.randomUUID()),
      kind: 'application_received',
      learner,
      facts: {
        semester: semester.label,
        courses: summary.courses
          .filter((c) => c.status !== 'cancelled')
          .map((c) => ({ name: `${c.name} ${c.level}단계`, code: c.course_name })),
        // What is still to pay: after a paid application's change, only a difference, if any.
        amount: summary.amount_owed,
        ...(summary.amount_paid > 0 && { paid: summary.amount_paid, refund: summary.amount_refund }),
        account: semester.bankAccount,
        depositor,
        // The day it must be paid by, or it closes (unpaidDeadline): never a day already past.
        due: unpaidDeadline(semester, todayInKorea()),
      },
    });
  }

  return {
    /** The rows an application of these codes would store, after every rule. */
    async plan(userId: number, codes: string[], semester: SemesterRow): Promise<PlannedRow[]> {
      const [families, apps] = await Promise.all([catalogue().families(), rows.ofLearner(userId)]);
      return planApplication(codes, semester, families, apps);
    },

    /** The answer to an application, from the rows just stored (no second read). */
    async summaryOf(semesterCode: string, stored: Parameters<typeof summarise>[1]) {
      return summarise(semesterCode, stored, await catalogue().families());
    },

    /**
     * The first application of the semester, stored at once: of many simultaneous submits by one
     * learner exactly one gets in, the others are told they already applied.
     */
    async apply(userId: number, codes: string[], learnerName: string | null = null) {
      const target = await catalogue().targetSemester();
      if (!target?.applicationOpen) throw new EnrolmentError('conflict', messages.window_closed);
      const { semester } = target;
      const stored = toStore(userId, learnerName, semester.code, await this.plan(userId, codes, semester));
      const summary = await this.summaryOf(semester.code, stored);
      const { depositor } = await depositors().ensure(userId, semester.code, learnerName);
      // The learner is told what to pay and where, with the application: kept or lost with it.
      const tell = () => received(userId, depositor, semester, summary);
      try {
        await strapi.db.transaction(async () => {
          await rows.insert(stored);
          await tell();
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Staff cancelling an application frees the learner's place: they may apply again.
        if (!(await rows.replaceCancelled(userId, semester.code, stored, tell)))
          throw new EnrolmentError('conflict', messages.already_applied);
      }
      return { ...summary, depositor };
    },

    /**
     * Changes the semester's application (only one that exists, and only before the term starts).
     * Courses kept stay as they are; once the application is paid for, the change keeps what was
     * paid (planChange), so the learner owes at most a difference.
     */
    async change(userId: number, codes: string[], learnerName: string | null = null) {
      const target = await catalogue().targetSemester();
      if (!target) throw new EnrolmentError('conflict', messages.window_closed);
      const { semester } = target;
      if (todayInKorea() >= semester.termStart) throw new EnrolmentError('conflict', messages.change_blocked);
      const stored = toStore(userId, learnerName, semester.code, await this.plan(userId, codes, semester));
      const families = await catalogue().families();
      const { depositor } = await depositors().ensure(userId, semester.code, learnerName);
      const changed = await rows.change(
        userId,
        semester.code,
        (current) => planChange(current, stored, now()),
        (after) => received(userId, depositor, semester, summarise(semester.code, after, families)),
      );
      if (!changed) throw new EnrolmentError('not_found', messages.not_applied);
      return { ...summarise(semester.code, changed, families), depositor };
    },

    /** One level from the study room (apply, extend or retake), keeping the rest of the application. */
    async applyOne(userId: number, code: string, learnerName: string | null = null) {
      const target = await catalogue().targetSemester();
      if (!target) throw new EnrolmentError('conflict', messages.window_closed);
      const current = await rows.ofSemester(userId, target.semester.code);
      if (!current.length) return this.apply(userId, [code], learnerName);
      const parsed = parseCourseCode(code);
      const family = parsed && (await catalogue().families()).find((f) => f.key === parsed.catalog);
      if (!parsed || !family) throw new EnrolmentError('invalid', `${messages.course_code_invalid} (${code})`);
      const slot = slotOf(family.key, parsed.level, family.category);
      const keep = current.filter((a) => a.category !== slot).map((a) => a.courseCode);
      return this.change(userId, [...keep, code], learnerName);
    },
  };
};
