/**
 * Enrolment rules: per-level status, which levels may be applied for, slots, the cart and free
 * offerings. Shared by the CMS (which enforces them) and web (which displays what they allow).
 * Pure functions: the caller supplies the learner's history, the catalogue and the day.
 */
import { addDays } from './clock';
import { type CatalogKey, REQUIRED_COURSE } from './course-code';
import type { CourseCategory } from './policy';

export const LEVEL_STATUSES = ['UNREGISTERED', 'STUDY', 'COMPLETED', 'FAILED'] as const;
export type LevelStatus = (typeof LEVEL_STATUSES)[number];

export const APPLICATION_STATUSES = ['applied', 'approved', 'cancelled', 'studying', 'completed', 'failed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The statuses of a class that is paid for: staff approve it when the fee arrives, then it is
 * studied and gets its term result. Only such a class opens in the study room and counts as a
 * semester the learner studied in; `applied` (unpaid) and `cancelled` do neither.
 */
export const PAID_STATUSES = ['approved', 'studying', 'completed', 'failed'] as const satisfies readonly ApplicationStatus[];

export function isPaid(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/**
 * The last day an unpaid application of a semester may be paid for: the semester's payment due
 * date, or, when editors left it empty, the day before its term (the term opens to paid classes
 * only, and the demo semesters set their due date there too). An application submitted after
 * that day (a window that stays open past the due date) is due the day it was submitted, not
 * closed before its learner could pay. Korean calendar days, YYYY-MM-DD.
 */
export function unpaidDeadline(semester: { paymentDue: string | null; termStart: string }, submittedOn: string): string {
  const due = semester.paymentDue ?? addDays(semester.termStart, -1);
  return submittedOn > due ? submittedOn : due;
}

/**
 * Whether an application still unpaid on `today` has expired: from the day after its deadline on
 * it is closed (cancelled with messages.application_unpaid_closed) and counts nowhere; on the deadline itself it
 * is still open and may be paid.
 */
export function unpaidExpired(semester: { paymentDue: string | null; termStart: string }, submittedOn: string, today: string): boolean {
  return today > unpaidDeadline(semester, submittedOn);
}

/**
 * The dhammapada story course opens at level 5 for everyone: it is always shown as level 5, not
 * taken, and that is the level one applies for (its lower levels are never offered).
 */
export const DHAMMAPADA_OPEN_LEVEL = 5;

/** Which slot of a semester an application fills: sati level 3 is the required course; other sati levels are daily practice. */
export function slotOf(catalog: CatalogKey, level: number, familyCategory: CourseCategory): CourseCategory {
  if (catalog === REQUIRED_COURSE.catalog) return level === REQUIRED_COURSE.level ? 'required' : 'daily';
  return familyCategory;
}

/** A learner's status for one level, from their applications for it (newest first). */
export function levelStatusFrom(applicationStatuses: ApplicationStatus[]): LevelStatus {
  const live = applicationStatuses.filter((s) => s !== 'cancelled');
  if (live.includes('completed')) return 'COMPLETED';
  const latest = live[0];
  if (!latest) return 'UNREGISTERED';
  if (latest === 'failed') return 'FAILED';
  return 'STUDY';
}

export interface LevelState {
  level: number;
  status: LevelStatus;
  /** Whether editors filled the level in (a level "being prepared" cannot be applied for). */
  ready: boolean;
}

export type ApplyAction = 'apply' | 'extend' | 'retake';

/**
 * A level is ready once editors have described what it teaches: its study period, its volume or
 * its contents. Textbooks alone do not make a level teachable. Until then the level is shown as
 * being prepared (다음 단계는 준비 중입니다.) and cannot be applied for.
 */
export function levelReady(level: { period?: string | null; volume?: string | null; contents?: string | null }): boolean {
  return Boolean(level.period?.trim() || level.volume?.trim() || level.contents?.trim());
}

/**
 * What a learner may do with each level of a family: apply (the first unregistered level, or
 * any unregistered sati level), extend (a level in study: take it again next semester), retake
 * (a failed level). A completed level is never applied for again.
 */
export function levelActions(catalog: CatalogKey, levels: LevelState[]): Map<number, ApplyAction> {
  const actions = new Map<number, ApplyAction>();
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (catalog === 'dhammapada') {
    const open = sorted.find((l) => l.level === DHAMMAPADA_OPEN_LEVEL && l.ready);
    if (open && open.status !== 'COMPLETED')
      actions.set(open.level, open.status === 'STUDY' ? 'extend' : open.status === 'FAILED' ? 'retake' : 'apply');
    return actions;
  }
  let firstUnregisteredSeen = false;
  for (const l of sorted) {
    // Sati level 3 is not chosen: it is part of every application.
    if (catalog === REQUIRED_COURSE.catalog && l.level === REQUIRED_COURSE.level) continue;
    if (!l.ready) continue;
    if (l.status === 'STUDY') actions.set(l.level, 'extend');
    else if (l.status === 'FAILED') actions.set(l.level, 'retake');
    else if (l.status === 'UNREGISTERED') {
      if (catalog === REQUIRED_COURSE.catalog || !firstUnregisteredSeen) actions.set(l.level, 'apply');
      firstUnregisteredSeen = true;
    }
  }
  return actions;
}

export interface LevelEntryState extends LevelState {
  action: ApplyAction | null;
}

/**
 * The levels a learner is shown for a family, each with what they may do: every level, except
 * the dhammapada story course, which is shown at its open level only.
 */
export function shownLevels(catalog: CatalogKey, levels: LevelState[]): LevelEntryState[] {
  const actions = levelActions(catalog, levels);
  const shown = catalog === 'dhammapada' ? levels.filter((l) => l.level === DHAMMAPADA_OPEN_LEVEL) : levels;
  return shown.map((l) => ({ ...l, action: actions.get(l.level) ?? null }));
}

/** A free offering (public class, self-study) can be applied for until its last day. */
export function offeringOpen(offering: { endedAt: string }, today: string): boolean {
  return today <= offering.endedAt;
}

/**
 * The public class the site shows on a given day: the earliest one that has not ended yet (it is
 * running or comes next); when every class has ended, the one that started last, as history.
 * Dates are YYYY-MM-DD Korean days; the order of `offerings` does not matter.
 */
export function currentOffering<T extends { startedAt: string; endedAt: string }>(offerings: readonly T[], today: string): T | null {
  const byStart = [...offerings].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return byStart.find((o) => offeringOpen(o, today)) ?? byStart[byStart.length - 1] ?? null;
}

/** The cart of the register wizard: at most one daily and one lecture course. */
export interface CartItem {
  code: string;
  slot: CourseCategory;
}

export type CartResult = { cart: CartItem[] } | { error: 'category_taken' | 'already_in_cart' };

export function addToCart(cart: CartItem[], item: CartItem): CartResult {
  if (cart.some((c) => c.code === item.code)) return { error: 'already_in_cart' };
  if (cart.some((c) => c.slot === item.slot)) return { error: 'category_taken' };
  return { cart: [...cart, item] };
}

export function removeFromCart(cart: CartItem[], code: string): CartItem[] {
  return cart.filter((c) => c.code !== code);
}

/**
 * What a visitor (not signed in) is shown for a family's levels: what a new learner would see,
 * every level not taken and only the levels a newcomer may apply for open.
 */
export function visitorLevels(catalog: CatalogKey, levels: { level: number; ready: boolean }[]): LevelEntryState[] {
  return shownLevels(
    catalog,
    levels.map((l) => ({ level: l.level, status: 'UNREGISTERED' as const, ready: l.ready })),
  );
}

/**
 * The semester the school promotes on a day, and the one applications are for: the one whose
 * application window is open (the earliest term among several); else the next window to open;
 * else the latest semester (history).
 */
export function currentSemester<T extends { applyStart: string; applyEnd: string; termStart: string }>(
  semesters: T[],
  today: string,
): { semester: T; applicationOpen: boolean } | null {
  const open = semesters.filter((s) => s.applyStart <= today && today <= s.applyEnd).sort((a, b) => a.termStart.localeCompare(b.termStart));
  if (open.length) return { semester: open[0], applicationOpen: true };
  const coming = semesters.filter((s) => s.applyStart > today).sort((a, b) => a.applyStart.localeCompare(b.applyStart));
  if (coming.length) return { semester: coming[0], applicationOpen: false };
  const past = [...semesters].sort((a, b) => b.termStart.localeCompare(a.termStart));
  return past.length ? { semester: past[0], applicationOpen: false } : null;
}

/**
 * The semester whose term runs on a day, where study happens (not the one applications are for:
 * that is currentSemester): the running one (the latest to start if terms overlap), else the one
 * that started last, so a page still shows the term just ended; null while none has started.
 */
export function runningSemester<T extends { termStart: string; termEnd: string }>(semesters: readonly T[], today: string): T | null {
  const started = semesters.filter((s) => s.termStart <= today).sort((a, b) => b.termStart.localeCompare(a.termStart));
  return started.find((s) => termRunsOn(s, today)) ?? started[0] ?? null;
}

/** Whether a term runs on a day: from its first day through its last (Korean calendar days). */
export function termRunsOn(term: { termStart: string; termEnd: string }, today: string): boolean {
  return term.termStart <= today && today <= term.termEnd;
}
