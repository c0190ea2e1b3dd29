import type { Core } from '@strapi/strapi';
import { ADMIN_PAGE_SIZE, staffWeek, todayInKorea, type ApprovalState, type StaffActor, type StaffWeek } from '@dharma/config/rules';
import { type SemesterApplication, type SemesterApplicationsPage } from '@dharma/config/contracts';
import { enrolment } from '../get-service';
import { applicationsRepository } from '../repositories';
import { recordsOf, usersOf } from '../ports';
import { balanceOf, bySlot, retakeOffers } from './rules';
import type { ApplicationRow, SemesterRow } from '../types';

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

/** A semester's applications, one line per learner, as the office lists them (no access log: the caller logs). */
export async function linesOf(strapi: Core.Strapi, semester: SemesterRow): Promise<SemesterApplication[]> {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;
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

/**
 * The school office's lists of semester applications: the table of one semester (one line per
 * learner, its reads in the access log) and the first page's numbers. Part of the staff service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;
  const records = () => recordsOf(strapi);

  const semesterOf = (code?: string): Promise<SemesterRow> => catalogue().semesterNamedOrTarget(code);

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
      const lines = (await linesOf(strapi, semester)).filter(
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
      return linesOf(strapi, await semesterOf(semesterCode));
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
  };
};
