import { addDays, mondayOf } from './clock';
import { unpaidDeadline } from './enrolment';

/**
 * The staff back office's rules: the audit trail's actions and actor, an application's approval
 * states, the week of dates that ask something of staff and who is behind pace. Its requests and
 * answers are in contracts/staff.ts, its words in words/ui/admin.ts.
 */

/** Rows per page of a back-office table. */
export const ADMIN_PAGE_SIZE = 50;

/** Who does a staff read or write, from which address (for the access log and the audit trail). */
export interface StaffActor {
  id: number;
  address: string | null;
}

/** Every kind of staff write the audit trail records (the writers are typed by it). */
export const AUDIT_ACTIONS = [
  'application.approve',
  'application.cancel',
  'application.expire',
  'article.reorder',
  'mentor_pair.create',
  'mentor_pair.update',
  'mentor_pair.delete',
  'notice.announce',
  'notice.fallback',
  'post.hide',
  'post.show',
  'volunteer.confirm',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The audit trail's actor for what the school's own scheduled jobs change (an unpaid application
 * closed after its due date): no user has the id 0, so the entry reads as nobody's but the system's.
 */
export const SYSTEM_ACTOR = 0;

/** One staff write as a plugin hands it to the audit trail (the records plugin stamps the time). */
export interface AuditAppend {
  actor: number;
  action: AuditAction;
  target: string;
  subject?: number | null;
  before?: unknown;
  after?: unknown;
  address?: string | null;
}

/** What a learner's semester application is waiting for, as the approval table filters it. */
export const APPROVAL_STATES = ['awaiting', 'approved', 'cancelled'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * The dates of a semester that ask something of staff, in the order a semester lives them:
 * - `apply_opens`, `apply_closes`: the application window's first and last day;
 * - `payment_due`: the last day an application may be paid (unpaidDeadline: the payment due date,
 *   else the day before the term); unpaid applications are closed by themselves the day after;
 * - `term_starts`, `term_ends`: the term's first and last day;
 * - `results_recorded`: the day after the last day, when the 00:05 job records results and credits.
 */
export const STAFF_WEEK_KINDS = ['apply_opens', 'apply_closes', 'payment_due', 'term_starts', 'term_ends', 'results_recorded'] as const;
export type StaffWeekKind = (typeof STAFF_WEEK_KINDS)[number];

export interface StaffWeekItem {
  /** The Korean calendar day (YYYY-MM-DD). */
  date: string;
  kind: StaffWeekKind;
  semester: { code: string; label: string };
  /** On `payment_due` only: learners of the semester still waiting for their payment to be confirmed. */
  unpaid?: number;
}

/** Korea's week, Monday to Sunday, that today falls in, and what falls in it (by date, then a semester's order). */
export interface StaffWeek {
  today: string;
  monday: string;
  sunday: string;
  items: StaffWeekItem[];
}

type WeekSemester = {
  code: string;
  label: string;
  applyStart: string;
  applyEnd: string;
  termStart: string;
  termEnd: string;
  paymentDue: string | null;
};

/** A semester's dates that ask something of staff (STAFF_WEEK_KINDS), each on its day. */
export function semesterMilestones(s: WeekSemester): { date: string; kind: StaffWeekKind }[] {
  return [
    { date: s.applyStart, kind: 'apply_opens' },
    { date: s.applyEnd, kind: 'apply_closes' },
    // An application submitted before any day has the semester's own deadline.
    { date: unpaidDeadline(s, ''), kind: 'payment_due' },
    { date: s.termStart, kind: 'term_starts' },
    { date: s.termEnd, kind: 'term_ends' },
    { date: addDays(s.termEnd, 1), kind: 'results_recorded' },
  ];
}

/**
 * This week for staff: every semester's dates (semesterMilestones) from Monday to Sunday of the
 * Korean week `today` falls in. A week is whole, so a date earlier this week stays on the list
 * (what was due on Monday is still this week's work on Friday); the next Monday starts afresh.
 */
export function staffWeek(semesters: readonly WeekSemester[], today: string): StaffWeek {
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  const items = semesters
    .flatMap((s) =>
      semesterMilestones(s).map((m, order) => ({ ...m, order, semester: { code: s.code, label: s.label }, termStart: s.termStart })),
    )
    .filter((m) => monday <= m.date && m.date <= sunday)
    .sort((a, b) => a.date.localeCompare(b.date) || a.termStart.localeCompare(b.termStart) || a.order - b.order)
    .map(({ date, kind, semester }) => ({ date, kind, semester }));
  return { today, monday, sunday, items };
}

/**
 * Whether a learner is below the pace that reaches the pass line by the term's end: fewer days
 * done than the pass share of the days opened so far.
 */
export function behindPace(completed: number, opened: number, passPercent: number): boolean {
  return completed < Math.ceil((opened * passPercent) / 100);
}
