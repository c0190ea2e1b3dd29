import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADMIN_PAGE_SIZE,
  noticeKey,
  staffWeek,
  todayInKorea,
  type ApprovalState,
  type StaffActor,
  type StaffWeek,
  now,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type SemesterApplication, type SemesterApplicationsPage } from '@dharma/config/contracts';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { EnrolmentError } from '../errors';
import { enrolment } from '../get-service';
import { applicationsRepository, depositsRepository } from '../repositories';
import { LOCK, lockLearner, type Transaction } from '../repositories/learner-lock';
import { recordsOf, usersOf } from '../ports';
import { balanceOf, bySlot, retakeOffers } from './rules';
import type { ApplicationRow, SemesterRow } from '../types';

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
 * Where a learner's semester application stands: waiting for the payment while any course is
 * still only applied for or a difference is owed (a paid application changed to cost more),
 * cancelled when every course is, approved otherwise.
 */
export function approvalStateOf(
  rows: (Pick<ApplicationRow, 'status' | 'amountDue'> & Partial<Pick<ApplicationRow, 'amountPaid'>>)[],
): ApprovalState {
  if (rows.some((r) => r.status === 'applied')) return 'awaiting';
  if (rows.every((r) => r.status === 'cancelled')) return 'cancelled';
  return balanceOf(rows).owed > 0 ? 'awaiting' : 'approved';
}

/** A semester's application rows, one group per learner. */
function byLearnerOf(all: ApplicationRow[]): Map<number, ApplicationRow[]> {
  const byLearner = new Map<number, ApplicationRow[]>();
  for (const row of all) byLearner.set(Number(row.owner), [...(byLearner.get(Number(row.owner)) ?? []), row]);
  return byLearner;
}

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

/**
 * The school office's side of semester applications: the table of one semester's applications
 * (one line per learner), approval when the payment has arrived (that opens the study room) and
 * cancellation with a reason the learner sees (that frees their place to apply again). Every
 * decision is one conditional UPDATE with its audit entry in the same transaction.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;
  const records = () => recordsOf(strapi);

  const semesterOf = (code?: string): Promise<SemesterRow> => catalogue().semesterNamedOrTarget(code);

  async function linesOf(semester: SemesterRow): Promise<SemesterApplication[]> {
    const [all, families, codes, semesters] = await Promise.all([
      rows.allOfSemester(semester.code),
      catalogue().families(),
      enrolment(strapi).depositors.ofSemester(semester.code),
      catalogue().semesters(),
    ]);
    const names = new Map(families.map((f) => [f.key, f.name] as const));
    const byLearner = byLearnerOf(all);
    // Learners who failed the level below one they applied for: staff see they were offered the retake.
    const histories = byLearnerOf(await rows.ofLearners([...byLearner.keys()]));
    const today = todayInKorea();
    const retakeOf = (learner: number) => {
      const offer = retakeOffers(histories.get(learner) ?? [], semesters, today).find((o) => o.semester === semester.code);
      return offer ? { failed: offer.failed, applied: offer.applied, retake: offer.retake } : null;
    };
    const approvers = [...new Set(all.map((r) => r.approvedBy).filter((id): id is number => typeof id === 'number'))];
    const approverNames = await usersOf(strapi).names(approvers);
    return [...byLearner.entries()].map(([learner, mine]) => {
      const state = approvalStateOf(mine);
      const money = balanceOf(mine);
      const paid = mine.find((r) => r.paidAt);
      const cancelled = state === 'cancelled' ? mine.find((r) => r.cancelledAt) : undefined;
      return {
        learner,
        name: mine.find((r) => r.learnerName)?.learnerName ?? null,
        semester: semester.code,
        state,
        courses: [...mine].sort(bySlot).map((r) => ({
          course_name: r.courseCode,
          name: names.get(r.catalog) ?? r.catalog,
          category: r.category,
          level: r.level,
          status: r.status,
        })),
        amount_due: mine.reduce((sum, r) => sum + (r.status === 'cancelled' && state !== 'cancelled' ? 0 : (r.amountDue ?? 0)), 0),
        amount_paid: money.paid,
        amount_owed: money.owed,
        amount_refund: money.refund,
        depositor: codes.get(learner)?.depositor ?? null,
        applied_at: iso(mine[0].createdAt) as string,
        paid_at: iso(paid?.paidAt),
        approved_by: paid?.approvedBy ?? null,
        approved_by_name: paid?.approvedBy ? (approverNames.get(paid.approvedBy) ?? null) : null,
        cancelled_at: iso(cancelled?.cancelledAt),
        cancel_reason: cancelled?.cancelReason ?? null,
        retake: retakeOf(learner),
      };
    });
  }

  /** One learner's line, after a decision (for the answer and the audit's "after"). */
  async function lineOf(semester: SemesterRow, learner: number): Promise<SemesterApplication> {
    const line = (await linesOf(semester)).find((l) => l.learner === learner);
    if (!line) throw new EnrolmentError('not_found', messages.approval_not_found);
    return line;
  }

  return {
    /** GET /v1/staff/applications: a semester's applications, one line per learner, oldest first. */
    async applications(
      actor: StaffActor,
      filter: { semester?: string; state?: ApprovalState; name?: string; learner?: number[] },
      page = 1,
    ): Promise<SemesterApplicationsPage> {
      const semesters = await catalogue().semesterChoices();
      const semester = await semesterOf(filter.semester);
      const name = filter.name?.toLocaleLowerCase('ko-KR');
      const lines = (await linesOf(semester)).filter(
        (l) =>
          (!filter.state || l.state === filter.state) &&
          (!filter.learner || filter.learner.includes(l.learner)) &&
          // A depositor name from the bank's statement finds its learner too.
          (!name || [l.name, l.depositor].some((v) => (v ?? '').toLocaleLowerCase('ko-KR').includes(name))),
      );
      const from = (Math.max(1, page) - 1) * ADMIN_PAGE_SIZE;
      // Learners' names are personal data: a staff read of them is logged.
      await records().accessLog.staffRead(actor, `applications ${semester.code} page ${Math.max(1, page)}`);
      return {
        semester: { code: semester.code, label: semester.label },
        semesters,
        entries: lines.slice(from, from + ADMIN_PAGE_SIZE),
        total: lines.length,
        page: Math.max(1, page),
        page_size: ADMIN_PAGE_SIZE,
      };
    },

    /** A semester's lines, one per learner, for another service of the plugin (which logs its own reads). */
    async lines(semesterCode: string): Promise<SemesterApplication[]> {
      return linesOf(await semesterOf(semesterCode));
    },

    /**
     * For the back office's first page: how many learners of the semester the applications page
     * opens on (the one applications are for now) wait for their payment and how many are
     * approved, by the list's own rule (approvalStateOf). Names leave nothing here, so it is no
     * read of personal data and not in the access log. No such semester: null and nothing counted.
     */
    async approvalCounts(): Promise<{ semester: { code: string; label: string } | null; awaiting: number; approved: number }> {
      const target = await catalogue().targetSemester();
      if (!target) return { semester: null, awaiting: 0, approved: 0 };
      const { code, label } = target.semester;
      const states = [...byLearnerOf(await rows.allOfSemester(code)).values()].map(approvalStateOf);
      return {
        semester: { code, label },
        awaiting: states.filter((s) => s === 'awaiting').length,
        approved: states.filter((s) => s === 'approved').length,
      };
    },

    /**
     * For the back office's first page: the semesters' dates of this Korean week, Monday to Sunday
     * (config's staffWeek), with, on a payment due date, how many learners of that semester still
     * wait for their payment to be confirmed (approvalStateOf, the approvals list's awaiting). The
     * semesters are read afresh, so a date an editor just changed is this week's at once. Numbers
     * only, like approvalCounts.
     */
    async week(today: string = todayInKorea()): Promise<StaffWeek> {
      const week = staffWeek(await catalogue().semesters(), today);
      for (const item of week.items) {
        if (item.kind !== 'payment_due') continue;
        const states = [...byLearnerOf(await rows.allOfSemester(item.semester.code)).values()].map(approvalStateOf);
        item.unpaid = states.filter((s) => s === 'awaiting').length;
      }
      return week;
    },

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
      const approved: number[] = [];
      const skipped: number[] = [];
      for (const learner of [...new Set(learners)]) {
        try {
          await this.approve(actor, learner, semesterCode);
          approved.push(learner);
        } catch (error) {
          if (!(error instanceof EnrolmentError)) throw error;
          skipped.push(learner);
        }
      }
      return { approved, skipped };
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
        await records().audit.append({
          actor: actor.id,
          action: 'application.cancel',
          target: `application:${semester.code}:${learner}`,
          subject: learner,
          before: { courses: before.join(', ') },
          after: { status: 'cancelled', reason, cancelled_at: at.toISOString() },
          address: actor.address,
        });
        await changedBy(actor, learner, `application ${semester.code} cancelled`);
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
      const cancelled: number[] = [];
      const skipped: number[] = [];
      for (const learner of [...new Set(learners)]) {
        try {
          await this.cancel(actor, learner, reason, semester.code);
          cancelled.push(learner);
        } catch (error) {
          if (!(error instanceof EnrolmentError)) throw error;
          skipped.push(learner);
        }
      }
      return { cancelled, skipped };
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
      await records().audit.append({
        actor: actor.id,
        action: 'application.approve',
        target: `application:${semester.code}:${learner}`,
        subject: learner,
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
        address: actor.address,
      });
      await changedBy(actor, learner, `application ${semester.code} approved`);
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

  /** A staff change to the learner's data, in the access log (inside the caller's transaction). */
  function changedBy(actor: StaffActor, learner: number, detail: string): Promise<void> {
    return records().accessLog.staffChange(actor, learner, detail);
  }

  /** Nothing changed: either the learner has no application (404) or it was already decided (409). */
  async function refusal(semester: SemesterRow, learner: number, decided: string): Promise<EnrolmentError> {
    const mine = await rows.ofSemester(learner, semester.code);
    return mine.length ? new EnrolmentError('conflict', decided) : new EnrolmentError('not_found', messages.approval_not_found);
  }
};
