import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';
import { noticeKey, now, type StaffActor } from '@dharma/config/rules';
import { type SemesterApplication } from '@dharma/config/contracts';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { EnrolmentError } from '../errors';
import { enrolment } from '../get-service';
import { applicationsRepository, depositsRepository } from '../repositories';
import { LOCK, lockLearner, type Transaction } from '../repositories/learner-lock';
import { recordsOf } from '../ports';
import { balanceOf } from './rules';
import { approvalStateOf, linesOf } from './staff-lists';
import type { SemesterRow } from '../types';

/**
 * The deposit an approval comes from, when it comes from one (a statement line), as the audit
 * keeps it: no depositor name, which carries the learner's own.
 */
export interface ApprovingDeposit {
  key: string;
  date: string;
  time: string;
  amount: number;
}

/** A class that staff may still cancel: not cancelled and no term result yet. */
const CANCELLABLE = ['applied', 'approved'];

/**
 * Bulk decisions: each learner on their own, so one already decided (or not found) does not stop
 * the rest; anything but a refusal stops them all.
 */
async function eachOnItsOwn(
  learners: number[],
  decide: (learner: number) => Promise<unknown>,
): Promise<{ done: number[]; skipped: number[] }> {
  const done: number[] = [];
  const skipped: number[] = [];
  for (const learner of [...new Set(learners)]) {
    try {
      await decide(learner);
      done.push(learner);
    } catch (error) {
      if (!(error instanceof EnrolmentError)) throw error;
      skipped.push(learner);
    }
  }
  return { done, skipped };
}

/**
 * The school office's decisions on semester applications: approval when the payment has arrived
 * (that opens the study room) and cancellation with a reason the learner sees (that frees their
 * place to apply again). Every decision is one conditional UPDATE with its audit entry, access-log
 * line and notice in the same transaction. Part of the staff service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;
  const records = () => recordsOf(strapi);

  const semesterOf = (code?: string): Promise<SemesterRow> => catalogue().semesterNamedOrTarget(code);

  /** One learner's line, after a decision (for the answer and the audit's "after"). */
  async function lineOf(semester: SemesterRow, learner: number): Promise<SemesterApplication> {
    const line = (await linesOf(strapi, semester)).find((l) => l.learner === learner);
    if (!line) throw new EnrolmentError('not_found', messages.approval_not_found);
    return line;
  }

  return {
    /**
     * Payment received: every course of the learner's application still waiting becomes approved,
     * with who and when. Approving twice (two browsers at once) records one approval; the second
     * is told it was already done. A change to a learner's data: in the audit trail and the
     * access log, both in the decision's transaction.
     */
    async approve(actor: StaffActor, learner: number, semesterCode?: string): Promise<SemesterApplication> {
      const semester = await semesterOf(semesterCode);
      await approveIn(actor, learner, semester);
      return lineOf(semester, learner);
    },

    /**
     * Approval by a deposit (a statement line): the same approval, with the line marked used in its
     * transaction. Answers nothing, so approving hundreds does not read the semester's table each time.
     */
    async approveByDeposit(actor: StaffActor, learner: number, semesterCode: string, deposit: ApprovingDeposit): Promise<void> {
      await approveIn(actor, learner, await semesterOf(semesterCode), deposit);
    },

    /** Bulk approval: each learner on their own (one already approved does not stop the rest). */
    async approveMany(actor: StaffActor, learners: number[], semesterCode?: string): Promise<{ approved: number[]; skipped: number[] }> {
      const { done, skipped } = await eachOnItsOwn(learners, (learner) => this.approve(actor, learner, semesterCode));
      return { approved: done, skipped };
    },

    /**
     * Cancels the learner's application of the semester (courses not yet finished), with the
     * reason the learner is shown. Their place is free: they may apply again.
     */
    async cancel(actor: StaffActor, learner: number, reason: string, semesterCode?: string): Promise<SemesterApplication> {
      if (learner === actor.id) throw new EnrolmentError('conflict', messages.self_approval);
      const semester = await semesterOf(semesterCode);
      const at = now();
      await strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
        // After the learner's own change, if one runs: every course of it is cancelled.
        await lockLearner(strapi, trx, LOCK.applicationChange, learner);
        const before = (await rows.ofSemester(learner, semester.code))
          .filter((r) => CANCELLABLE.includes(r.status))
          .map((r) => `${r.courseCode}:${r.status}`);
        const changed = await rows.decide(learner, semester.code, CANCELLABLE, {
          status: 'cancelled',
          cancelledAt: at,
          cancelledBy: actor.id,
          cancelReason: reason,
        });
        if (!changed) throw await refusal(semester, learner, messages.approval_not_cancellable);
        await recorded(actor, learner, semester, 'cancel', {
          before: { courses: before.join(', ') },
          after: { status: 'cancelled', reason, cancelled_at: at.toISOString() },
        });
        await noticesOutboxOf(strapi).add({
          key: noticeKey('application_cancelled', learner, semester.code, crypto.randomUUID()),
          kind: 'application_cancelled',
          learner,
          facts: { semester: semester.label, reason },
        });
      });
      return lineOf(semester, learner);
    },

    /**
     * Bulk cancellation with one reason: each learner on their own, by the same rules as one
     * cancellation (one already cancelled or finished does not stop the rest). An unknown
     * semester refuses the whole request rather than skipping everyone.
     */
    async cancelMany(
      actor: StaffActor,
      learners: number[],
      reason: string,
      semesterCode?: string,
    ): Promise<{ cancelled: number[]; skipped: number[] }> {
      const semester = await semesterOf(semesterCode);
      const { done, skipped } = await eachOnItsOwn(learners, (learner) => this.cancel(actor, learner, reason, semester.code));
      return { cancelled: done, skipped };
    },
  };

  /**
   * Payment received: every course of the learner's application still waiting becomes approved,
   * with who and when, in one transaction with its audit entry, access log line and notice.
   */
  async function approveIn(actor: StaffActor, learner: number, semester: SemesterRow, deposit?: ApprovingDeposit): Promise<void> {
    // Nobody confirms their own payment: another staff member decides (one by one, in bulk or by deposit).
    if (learner === actor.id) throw new EnrolmentError('conflict', messages.self_approval);
    const at = now();
    await strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
      // The learner's own change of the application and this approval take turns: what is
      // approved is what the learner's rows and amounts are now.
      await lockLearner(strapi, trx, LOCK.applicationChange, learner);
      // A deposit approves one application, once: its unique key refuses a second use and
      // takes this approval back with it.
      if (deposit) await depositsRepository(strapi).use(deposit.key, semester.code, learner);
      const mine = await rows.ofSemester(learner, semester.code);
      if (!mine.length || approvalStateOf(mine) !== 'awaiting') throw await refusal(semester, learner, messages.approval_not_awaiting);
      const unpaid = mine.some((r) => r.status === 'applied');
      const { owed } = balanceOf(mine);
      await rows.decide(learner, semester.code, ['applied'], { status: 'approved', paidAt: at, approvedBy: actor.id });
      // The payment received is all that was owed: each course is now paid its amount due (a
      // difference after a change included), and no more: an amount to return stays shown.
      await rows.settle(mine.filter((r) => r.status !== 'cancelled' && Number(r.amountPaid ?? 0) < Number(r.amountDue)));
      await recorded(actor, learner, semester, 'approve', {
        // A difference owed after a paid application's change is approved like a payment.
        before: unpaid ? { status: 'applied' } : { status: 'approved', owed },
        after: {
          status: 'approved',
          paid_at: at.toISOString(),
          approved_by: actor.id,
          amount: owed,
          // Which bank line paid: its date, time and amount find it in the bank's own book, and its
          // digest is the used line's key. Never the depositor name: it carries the learner's name,
          // and entries are never rewritten, so a name here would outlive her account's deletion.
          ...(deposit && {
            deposit: { date: deposit.date, time: deposit.time || null, amount: deposit.amount, line: deposit.key },
          }),
        },
      });
      // The learner is told, with the decision: kept or lost with it.
      await noticesOutboxOf(strapi).add({
        key: noticeKey('payment_approved', learner, semester.code, crypto.randomUUID()),
        kind: 'payment_approved',
        learner,
        facts: { semester: semester.label, courses: await coursesOf(semester, learner, ['approved']), opens: semester.termStart },
      });
    });
  }

  /** The learner's courses of the semester in these states, named as the catalogue names them (for a notice). */
  async function coursesOf(semester: SemesterRow, learner: number, states: string[]): Promise<{ name: string; code: string }[]> {
    const [mine, families] = await Promise.all([rows.ofSemester(learner, semester.code), catalogue().families()]);
    const names = new Map(families.map((f) => [f.key, f.name] as const));
    return mine
      .filter((r) => states.includes(r.status))
      .map((r) => ({ name: `${names.get(r.catalog) ?? r.catalog} ${r.level}단계`, code: r.courseCode }));
  }

  /**
   * A decision on the learner's application, in the audit trail (what changed) and, as a staff
   * change to her data, in the access log: both inside the decision's transaction.
   */
  async function recorded(
    actor: StaffActor,
    learner: number,
    semester: SemesterRow,
    decision: 'approve' | 'cancel',
    change: { before: unknown; after: unknown },
  ): Promise<void> {
    await records().audit.append({
      actor: actor.id,
      action: `application.${decision}`,
      target: `application:${semester.code}:${learner}`,
      subject: learner,
      ...change,
      address: actor.address,
    });
    await records().accessLog.staffChange(
      actor,
      learner,
      `application ${semester.code} ${decision === 'approve' ? 'approved' : 'cancelled'}`,
    );
  }

  /** Nothing changed: either the learner has no application (404) or it was already decided (409). */
  async function refusal(semester: SemesterRow, learner: number, decided: string): Promise<EnrolmentError> {
    const mine = await rows.ofSemester(learner, semester.code);
    return mine.length ? new EnrolmentError('conflict', decided) : new EnrolmentError('not_found', messages.approval_not_found);
  }
};
