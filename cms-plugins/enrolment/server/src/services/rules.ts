import {
  addDays,
  courseCode,
  creditsEarned,
  feeDue,
  isPaid,
  levelActions,
  levelReady,
  levelStatusFrom,
  parseCourseCode,
  paymentBalance,
  REQUIRED_COURSE,
  shownLevels,
  slotOf,
  type CatalogKey,
  type CourseCategory,
  type LevelState,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { EnrolmentError } from '../errors';
import type {
  ApplicationChange,
  ApplicationRow,
  ChangedApplicationRow,
  Family,
  NewApplicationRow,
  PlannedRow,
  SemesterRow,
} from '../types';

/**
 * The enrolment rules that need no database: the services load the rows and call these. Each is
 * a pure function of the catalogue, the learner's applications and the semester.
 */

type History = Pick<ApplicationRow, 'semesterCode' | 'catalog' | 'level' | 'status'>[];

/** Each level of a family for this learner: its status from their applications and whether it is ready. */
export function levelStates(family: Family, apps: History): LevelState[] {
  return family.levels.map((l) => ({
    level: l.level,
    ready: levelReady(l),
    status: levelStatusFrom(apps.filter((a) => a.catalog === family.key && a.level === l.level).map((a) => a.status)),
  }));
}

/** Per-level status of every family (the passed-status answer); `apps` newest first. */
export function passedStatus(families: Family[], apps: (History[number] & Pick<ApplicationRow, 'progress'>)[]) {
  const daily_course: Record<string, unknown[]> = {};
  const lecture_course: Record<string, unknown[]> = {};
  for (const family of families) {
    const entries = shownLevels(family.key, levelStates(family, apps)).map((s) => {
      const latest = apps.find((a) => a.catalog === family.key && a.level === s.level && a.status !== 'cancelled');
      return {
        course_level: s.level,
        status: s.status,
        if_study_progress: s.status === 'STUDY' ? Number(latest?.progress ?? 0) : 0,
        action: s.action,
        ready: s.ready,
      };
    });
    (family.category === 'lecture' ? lecture_course : daily_course)[family.key] = entries;
  }
  return { daily_course, lecture_course };
}

/** A learner is new to the school (and pays the admission fee) until they applied in another semester. */
export function firstTimeIn(semesterCode: string, apps: Pick<ApplicationRow, 'semesterCode' | 'status'>[]): boolean {
  return !apps.some((a) => a.semesterCode !== semesterCode && a.status !== 'cancelled');
}

/** What a learner owes for a semester's application: the registration fee, plus admission the first time. */
export function feeDueIn(semester: SemesterRow, apps: Pick<ApplicationRow, 'semesterCode' | 'status'>[]): number {
  return feeDue(semester, firstTimeIn(semester.code, apps));
}

/**
 * Checks a list of course codes against every rule and returns the rows to store: one per slot,
 * the required course (sati level 3) always among them, the fee on the required row. Throws an
 * `EnrolmentError` naming the first code that breaks a rule.
 */
export function planApplication(codes: string[], semester: SemesterRow, families: Family[], apps: History): PlannedRow[] {
  const byKey = new Map<CatalogKey, Family>(families.map((f) => [f.key, f] as const));
  const required = courseCode(semester.code, REQUIRED_COURSE.catalog, REQUIRED_COURSE.level);
  const wanted = [...new Set(codes.map((c) => c.trim()))];
  if (!wanted.includes(required)) wanted.push(required);
  // Applications of the target semester are being replaced: they do not count as history.
  const history = apps.filter((a) => a.semesterCode !== semester.code);

  const rows: Omit<PlannedRow, 'amountDue'>[] = [];
  for (const code of wanted) {
    const parsed = parseCourseCode(code);
    if (!parsed) throw new EnrolmentError('invalid', `${messages.course_code_invalid} (${code})`);
    if (parsed.semester !== semester.code) throw new EnrolmentError('invalid', `${messages.wrong_semester} (${code})`);
    const family = byKey.get(parsed.catalog);
    const level = family?.levels.find((l) => l.level === parsed.level);
    if (!family || !level) throw new EnrolmentError('invalid', `${messages.unknown_course} (${code})`);
    const category = slotOf(family.key, parsed.level, family.category);
    if (code === required) {
      rows.push({ category, catalog: family.key, level: parsed.level, courseCode: code, kind: 'required' });
      continue;
    }
    const states = levelStates(family, history);
    const state = states.find((s) => s.level === parsed.level)!;
    if (state.status === 'COMPLETED') throw new EnrolmentError('conflict', `${messages.level_completed} (${code})`);
    const action = levelActions(family.key, states).get(parsed.level);
    if (!action) throw new EnrolmentError('conflict', `${messages.level_not_open} (${code})`);
    rows.push({ category, catalog: family.key, level: parsed.level, courseCode: code, kind: action });
  }
  const slots = rows.map((r) => r.category);
  if (new Set(slots).size !== slots.length) throw new EnrolmentError('invalid', messages.two_in_slot);

  const fee = feeDue(semester, firstTimeIn(semester.code, apps));
  return rows.map((r) => ({ ...r, amountDue: r.category === 'required' ? fee : 0 }));
}

/**
 * The learner's standing: credits from every completed course (by its category's credits per
 * term) and their semester number: how many semesters they studied in, a semester counting from
 * the first day of its term (inclusive, Korea's day) for a paid application (approved or later).
 * An approval for a term still to come is no semester studied yet; a cancelled application (by
 * staff or closed unpaid) never counts. A semester no longer on record counts once a class of it
 * is past approval (studying, or given its term result), which only a term that ran can give.
 */
export function learnerStanding(
  apps: Pick<ApplicationRow, 'semesterCode' | 'category' | 'status'>[],
  semesters: Pick<SemesterRow, 'code' | 'termStart'>[],
  today: string,
): {
  credits: number;
  semester: number;
} {
  const termStart = new Map(semesters.map((s) => [s.code, s.termStart] as const));
  const studied = apps.filter((a) => isPaid(a.status));
  const credits = studied.reduce((sum, a) => sum + creditsEarned(a.status, a.category as CourseCategory), 0);
  const started = studied.filter((a) => {
    const start = termStart.get(a.semesterCode);
    return start === undefined ? a.status !== 'approved' : start <= today;
  });
  return { credits, semester: new Set(started.map((a) => a.semesterCode)).size };
}

/**
 * A learner's application for a level above one she failed, in a semester whose term has not
 * started: she may change it to the failed level's retake until the day before that term
 * (`until`), keeping what was paid. Doing nothing keeps the level she applied for: the school's
 * rules let a learner go on after a failed level (levelActions), so nothing is switched for her.
 */
export interface RetakeOffer {
  semester: string;
  until: string;
  catalog: CatalogKey;
  /** The failed class (2026FA-G1), the course applied for (2027SP-G2) and the retake that would replace it (2027SP-G1). */
  failed: string;
  applied: string;
  retake: string;
  appliedLevel: number;
  retakeLevel: number;
}

/**
 * The retakes offered to a learner: each not-yet-started application (applied or approved) for a
 * level above the highest level of the same family whose status is FAILED (its latest application
 * failed, none completed). Sati is left out: any sati level may be applied for in any order.
 */
export function retakeOffers(
  apps: Pick<ApplicationRow, 'id' | 'semesterCode' | 'catalog' | 'level' | 'courseCode' | 'status'>[],
  semesters: Pick<SemesterRow, 'code' | 'termStart'>[],
  today: string,
): RetakeOffer[] {
  const termStart = new Map(semesters.map((s) => [s.code, s.termStart] as const));
  const start = (code: string) => termStart.get(code) ?? '';
  // Latest term first, so a level's latest application decides its status (levelStatusFrom).
  const newest = [...apps].sort((a, b) => start(b.semesterCode).localeCompare(start(a.semesterCode)) || b.id - a.id);
  const offers: RetakeOffer[] = [];
  for (const a of newest) {
    if ((a.status !== 'applied' && a.status !== 'approved') || a.catalog === REQUIRED_COURSE.catalog) continue;
    const begins = termStart.get(a.semesterCode);
    if (!begins || begins <= today) continue;
    const below = newest.filter((b) => b.catalog === a.catalog && b.level < a.level);
    const failedLevels = [...new Set(below.map((b) => b.level))]
      .filter((level) => levelStatusFrom(below.filter((b) => b.level === level).map((b) => b.status)) === 'FAILED')
      .sort((x, y) => y - x);
    const level = failedLevels[0];
    if (level === undefined) continue;
    offers.push({
      semester: a.semesterCode,
      until: addDays(begins, -1),
      catalog: a.catalog,
      failed: below.find((b) => b.level === level && b.status === 'failed')!.courseCode,
      applied: a.courseCode,
      retake: courseCode(a.semesterCode, a.catalog, level),
      appliedLevel: a.level,
      retakeLevel: level,
    });
  }
  return offers;
}

type Amounts = Pick<ApplicationRow, 'status' | 'amountDue'> & Partial<Pick<ApplicationRow, 'amountPaid'>>;

/**
 * What staff confirmed as received for a row: its recorded payment, or for a row approved before
 * payments were recorded, its whole amount due (an approval confirmed exactly that).
 */
export function paidOf(row: Amounts): number {
  if (row.amountPaid !== null && row.amountPaid !== undefined) return Number(row.amountPaid);
  return isPaid(row.status) ? Number(row.amountDue ?? 0) : 0;
}

/**
 * A semester application's money: what it costs, what was received and, from those, what is still
 * owed or to be returned. A cancelled course neither costs nor counts as paid.
 */
export function balanceOf(rows: Amounts[]): { due: number; paid: number; owed: number; refund: number } {
  const live = rows.filter((r) => r.status !== 'cancelled');
  const due = live.reduce((sum, r) => sum + Number(r.amountDue ?? 0), 0);
  const paid = live.reduce((sum, r) => sum + paidOf(r), 0);
  return { due, paid, ...paymentBalance(due, paid) };
}

/**
 * A learner's change of their semester application (before its term), as rows to remove, update
 * and add. A course kept is left as it is (its id, status, approval and progress). Once any course
 * was paid for, the application keeps what was paid: a new course takes over the approval (who
 * and when) and the payment stays on the row carrying the fee, whose price is the changed
 * application's; what that leaves owed or to return is then balanceOf's. A cancelled application
 * (staff cancelled every course) is replaced as a new one, unpaid.
 */
export function planChange(current: ApplicationRow[], planned: NewApplicationRow[], now: Date): ApplicationChange {
  const live = current.filter((r) => r.status !== 'cancelled');
  const approval = live.find((r) => isPaid(r.status) && r.category === 'required') ?? live.find((r) => isPaid(r.status));
  const keptRows = new Map<string, ApplicationRow>();
  for (const p of planned) {
    const row = live.find((r) => r.courseCode === p.courseCode);
    if (row) keptRows.set(p.courseCode, row);
  }
  const kept = new Set(keptRows.values());
  // What was paid stays with the application: on the fee's row, less what the other kept rows hold.
  const paidTotal = live.reduce((sum, r) => sum + paidOf(r), 0);
  const paidElsewhere = [...kept].filter((r) => r.category !== 'required').reduce((sum, r) => sum + paidOf(r), 0);
  const feeRowPaid = paidTotal - paidElsewhere;

  const update: ApplicationChange['update'] = [];
  const add: ChangedApplicationRow[] = [];
  for (const p of planned) {
    const row = keptRows.get(p.courseCode);
    const carriesFee = p.category === 'required';
    if (row) {
      const repriced = Number(row.amountDue) !== p.amountDue;
      if (carriesFee && (repriced || (approval && (row.amountPaid == null || Number(row.amountPaid) !== feeRowPaid))))
        update.push({ id: row.id, data: { amountDue: p.amountDue, ...(approval && { amountPaid: feeRowPaid }), updatedAt: now } });
      continue;
    }
    add.push(
      approval
        ? {
            ...p,
            status: 'approved',
            paidAt: approval.paidAt ?? null,
            approvedBy: approval.approvedBy ?? null,
            amountPaid: carriesFee ? feeRowPaid : 0,
          }
        : p,
    );
  }
  return { remove: current.filter((r) => !kept.has(r)).map((r) => r.id), update, add };
}

const SLOT_ORDER: Record<string, number> = { daily: 0, lecture: 1, required: 2 };

/** The order pages list an application's courses in: daily, lecture, then the required course. */
export const bySlot = (a: Pick<ApplicationRow, 'category'>, b: Pick<ApplicationRow, 'category'>) =>
  (SLOT_ORDER[a.category] ?? 9) - (SLOT_ORDER[b.category] ?? 9);

/** An application as the learner sees it: its courses with their family names, what it costs, what was paid and what is owed. */
export function summarise(
  semesterCode: string,
  rows: (Pick<ApplicationRow, 'courseCode' | 'category' | 'catalog' | 'level' | 'kind' | 'status' | 'amountDue' | 'cancelReason'> &
    Partial<Pick<ApplicationRow, 'amountPaid'>>)[],
  families: Pick<Family, 'key' | 'name'>[],
) {
  const names = new Map(families.map((f) => [f.key, f.name] as const));
  const { due, paid, owed, refund } = balanceOf(rows);
  return {
    semester: semesterCode,
    courses: [...rows].sort(bySlot).map((r) => ({
      course_name: r.courseCode,
      name: names.get(r.catalog) ?? r.catalog,
      category: r.category,
      catalog: r.catalog,
      level: r.level,
      kind: r.kind,
      status: r.status,
      cancel_reason: r.status === 'cancelled' ? (r.cancelReason ?? null) : null,
    })),
    // A cancelled course is not owed.
    amount_due: due,
    amount_paid: paid,
    amount_owed: owed,
    amount_refund: refund,
  };
}
