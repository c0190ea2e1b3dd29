import type { Core } from '@strapi/strapi';
import { isPaid, noticeKey, SYSTEM_ACTOR, todayInKorea, unpaidDeadline, unpaidExpired, now } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';
import { applicationsRepository } from '../repositories';
import { LOCK, lockLearner, type Transaction } from '../repositories/learner-lock';
import { recordsOf } from '../ports';
import type { ApplicationRow, SemesterRow } from '../types';

/** The Korean day an application was last submitted: its newest row (a change adds rows of that day). */
const submittedOn = (mine: ApplicationRow[]): string =>
  todayInKorea(new Date(Math.max(...mine.map((r) => new Date(r.createdAt).getTime()))));

/**
 * Unpaid applications expire. From the day after its deadline (unpaidDeadline: the semester's
 * payment due date) an application still only applied for, with nothing of it paid, is cancelled
 * with a fixed reason the learner reads: it then counts nowhere (the admission fee, the level
 * statuses, the study room, the office's awaiting list) and the learner may apply again while a
 * window is open. An application with anything paid (a paid one changed to cost more included)
 * is never touched: what is owed then is the office's to settle.
 *
 * The daily job calls `close`. It closes whatever is overdue, not only yesterday's, so a run
 * missed while the CMS was down is made up by the next one; each learner's closing is one
 * conditional UPDATE with its audit entry and notice in one transaction, so running it again
 * closes and tells nothing more.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const records = () => recordsOf(strapi);

  /** Closes one learner's application of the semester if it is unpaid and overdue; true when this call closed it. */
  async function closeOne(semester: SemesterRow, learner: number, today: string): Promise<boolean> {
    return strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
      // After the learner's own change or a staff approval, if one runs: decided on the rows as they are then.
      await lockLearner(strapi, trx, LOCK.applicationChange, learner);
      const mine = await rows.ofSemester(learner, semester.code);
      if (mine.some((r) => isPaid(r.status))) return false;
      const waiting = mine.filter((r) => r.status === 'applied');
      if (!waiting.length) return false;
      const submitted = submittedOn(waiting);
      if (!unpaidExpired(semester, submitted, today)) return false;
      const at = now();
      const reason = messages.application_unpaid_closed;
      const closed = await rows.decide(learner, semester.code, ['applied'], {
        status: 'cancelled',
        cancelledAt: at,
        cancelledBy: null,
        cancelReason: reason,
      });
      if (!closed) return false;
      const due = unpaidDeadline(semester, submitted);
      await records().audit.append({
        actor: SYSTEM_ACTOR,
        action: 'application.expire',
        target: `application:${semester.code}:${learner}`,
        subject: learner,
        before: { courses: waiting.map((r) => `${r.courseCode}:${r.status}`).join(', ') },
        after: { status: 'cancelled', reason, due, cancelled_at: at.toISOString() },
      });
      // One notice per closing: the key names the deadline, so an application made again and
      // left unpaid is told again, and this one never twice.
      await noticesOutboxOf(strapi).add({
        key: noticeKey('application_cancelled', learner, semester.code, 'unpaid', due),
        kind: 'application_cancelled',
        learner,
        facts: { semester: semester.label, reason },
      });
      return true;
    });
  }

  return {
    /** Closes every unpaid application past its deadline on `today`; how many learners' applications it closed. */
    async close(today: string = todayInKorea()): Promise<{ closed: number }> {
      // An application's deadline is never before its semester's due date (submitted on '': before any day).
      const overdue = (await enrolment(strapi).catalogue.semesters()).filter((s) => unpaidExpired(s, '', today));
      const bySemester = new Map(overdue.map((s) => [s.code, s] as const));
      const waiting = await rows.withStatus(['applied'], [...bySemester.keys()]);
      const learners = new Map(waiting.map((r) => [`${r.semesterCode}:${r.owner}`, { code: r.semesterCode, learner: Number(r.owner) }]));
      let closed = 0;
      for (const { code, learner } of learners.values()) if (await closeOne(bySemester.get(code)!, learner, today)) closed += 1;
      return { closed };
    },
  };
};
