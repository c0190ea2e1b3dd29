import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  currentSemester,
  isUniqueViolation,
  noticeKey,
  PAID_STATUSES,
  parseCourseCode,
  slotOf,
  todayInKorea,
  unpaidDeadline,
  type ClassRecord,
  now,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { EnrolmentError } from '../errors';
import { enrolment } from '../get-service';
import { applicationsRepository } from '../repositories';
import type { ApplicationRow, NewApplicationRow, PlannedRow, SemesterRow } from '../types';
import type { CourseImageOf } from './catalogue';
import { feeDueIn, learnerStanding, passedStatus, planApplication, planChange, retakeOffers, summarise, type RetakeOffer } from './rules';

/** Statuses of a class that is paid for and has no term result yet. */
const AWAITING_RESULT = ['approved', 'studying'];

/** A progress as the whole percent the application keeps. */
const wholePercent = (progress: number) => Math.max(0, Math.min(100, Math.floor(progress)));

/** A row with its semester's term, for the study room (rows of a semester not on record are left out). */
const studyRowOf =
  (semesters: Map<string, SemesterRow>) =>
  (a: ApplicationRow): ClassRecord[] => {
    const s = semesters.get(a.semesterCode);
    if (!s) return [];
    return [
      {
        id: a.id,
        owner: a.owner,
        semesterCode: a.semesterCode,
        semesterLabel: s.label,
        termStart: s.termStart,
        termEnd: s.termEnd,
        category: a.category,
        catalog: a.catalog,
        level: a.level,
        courseCode: a.courseCode,
        status: a.status,
        progress: Number(a.progress ?? 0),
        amountDue: a.amountDue ?? 0,
      },
    ];
  };

/** An application's courses as pages show them, each with its picture (its course-code image). */
const withImages = <S extends { courses: { catalog: string; level: number }[] }>(summary: S, imageOf: CourseImageOf) => ({
  ...summary,
  courses: summary.courses.map((c) => ({ ...c, image: imageOf(c.catalog, c.level) })),
});

/** A retake offer as pages show it: the codes, the family's name, both levels and the last day to change. */
const offerAsShown = (o: RetakeOffer, families: { key: string; name: string }[]) => ({
  failed: o.failed,
  applied: o.applied,
  retake: o.retake,
  name: families.find((f) => f.key === o.catalog)?.name ?? o.catalog,
  applied_level: o.appliedLevel,
  retake_level: o.retakeLevel,
  until: o.until,
});

/**
 * The semester's facts a learner needs beside their application: when, where to pay and the
 * depositor name to write (null for an application from before names existed).
 */
const semesterFacts = (s: SemesterRow, depositor: string | null) => ({
  label: s.label,
  term_start: s.termStart,
  term_end: s.termEnd,
  bank_account: s.bankAccount,
  payment_due: s.paymentDue,
  depositor,
});

/**
 * Semester applications: the learner's level statuses, applying, changing, and what they owe.
 * Every rule is enforced here (through ./rules), with "today" from the one clock (DHARMA_NOW
 * pins it in tests).
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
    /** Per-level status of every family for this learner. */
    async passedStatus(userId: number) {
      const [families, apps] = await Promise.all([catalogue().families(), rows.ofLearner(userId)]);
      return passedStatus(families, apps);
    },

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

    async isApplied(userId: number): Promise<boolean> {
      const target = await catalogue().targetSemesterToShow();
      if (!target) return false;
      return (await rows.countOfSemester(userId, target.semester.code)) > 0;
    },

    /**
     * The retakes offered to a learner after a failed level (retakeOffers), read afresh: the term
     * result just written, and the term dates that close the offer.
     */
    async retakeOffers(userId: number): Promise<RetakeOffer[]> {
      const [apps, semesters] = await Promise.all([rows.ofLearner(userId), catalogue().semesters()]);
      return retakeOffers(apps, semesters, todayInKorea());
    },

    /** Upcoming applications (semesters whose term has not ended), for the learner's next-semester page. */
    async coming(userId: number) {
      const today = todayInKorea();
      const [semesters, apps, families, imageOf] = await Promise.all([
        catalogue().semestersToShow(),
        rows.ofLearner(userId),
        catalogue().families(),
        catalogue().courseImages(),
      ]);
      const upcoming = semesters
        .filter((s) => s.termEnd >= today)
        .sort((a, b) => a.termStart.localeCompare(b.termStart))
        .map((semester) => ({ semester, mine: apps.filter((a) => a.semesterCode === semester.code).sort((a, b) => a.id - b.id) }))
        .filter(({ mine }) => mine.length);
      // A learner has applications in one or two upcoming semesters: a read of each one's code.
      const codes = await Promise.all(upcoming.map(({ semester }) => depositors().of(userId, semester.code)));
      const offers = retakeOffers(apps, semesters, today);
      return upcoming.map(({ semester, mine }, i) => ({
        ...withImages(summarise(semester.code, mine, families), imageOf),
        ...semesterFacts(semester, codes[i]?.depositor ?? null),
        retake_offers: offers.filter((o) => o.semester === semester.code).map((o) => offerAsShown(o, families)),
      }));
    },

    /**
     * Everything the register wizard shows a learner, from one read of their applications: the
     * level statuses, whether they applied for the target semester (and what), what they owe and
     * the depositor name to write on the transfer.
     */
    async registerPage(userId: number) {
      const [families, apps, target, imageOf] = await Promise.all([
        catalogue().families(),
        rows.ofLearner(userId),
        catalogue().targetSemesterToShow(),
        catalogue().courseImages(),
      ]);
      const passed = passedStatus(families, apps);
      if (!target) return { passed, applied: false, current: null, fee_due: null, depositor: null };
      const { semester } = target;
      const mine = apps.filter((a) => a.semesterCode === semester.code).sort((a, b) => a.id - b.id);
      // While the window is open, the learner's depositor name is made on this page already, so
      // its last step shows it with the account and the amount: they may transfer before or right
      // after submitting, and the application keeps the same name.
      const code = target.applicationOpen
        ? await depositors().ensure(userId, semester.code, null)
        : mine.length
          ? await depositors().of(userId, semester.code)
          : null;
      // As the next-semester page shows it, the retake offered after a failed level included.
      const offers = mine.length ? retakeOffers(apps, await catalogue().semestersToShow(), todayInKorea()) : [];
      const current = mine.length
        ? {
            ...withImages(summarise(semester.code, mine, families), imageOf),
            ...semesterFacts(semester, code?.depositor ?? null),
            retake_offers: offers.filter((o) => o.semester === semester.code).map((o) => offerAsShown(o, families)),
          }
        : null;
      return {
        passed,
        applied: mine.some((a) => a.status !== 'cancelled'),
        current,
        fee_due: feeDueIn(semester, apps),
        depositor: code?.depositor ?? null,
      };
    },

    /**
     * The learner's standing for the student menu: credits, semester number, and what they owe
     * for the target semester's application (null when there is no such semester).
     */
    async learnerSummary(userId: number): Promise<{ credits: number; semester: number; feeDue: number | null }> {
      const today = todayInKorea();
      const [apps, semesters] = await Promise.all([rows.ofLearner(userId), catalogue().semestersToShow()]);
      const target = currentSemester(semesters, today);
      return { ...learnerStanding(apps, semesters, today), feeDue: target ? feeDueIn(target.semester, apps) : null };
    },

    /**
     * The learner's classes for the study room: every application that is not cancelled, with
     * its semester's term, and the learner's credits and semester number from the same rows.
     * A write reads the terms afresh (term dates decide what may be written); a page may reuse
     * them for a few seconds.
     */
    async studyRecord(
      userId: number,
      purpose: 'read' | 'write' = 'read',
    ): Promise<{ classes: ClassRecord[]; credits: number; semester: number }> {
      const semesters = purpose === 'write' ? catalogue().semesters() : catalogue().semestersToShow();
      const [apps, all] = await Promise.all([rows.ofLearner(userId), semesters]);
      const bySemester = new Map(all.map((s) => [s.code, s] as const));
      const classes = apps.filter((a) => a.status !== 'cancelled').flatMap(studyRowOf(bySemester));
      return { classes, ...learnerStanding(apps, all, todayInKorea()) };
    },

    /** Credits and semesters studied of each of these learners, from one read (the back office's student list). */
    async standingsOf(userIds: number[]): Promise<Map<number, { credits: number; semester: number }>> {
      const today = todayInKorea();
      const [apps, semesters] = await Promise.all([rows.ofLearners([...new Set(userIds)]), catalogue().semestersToShow()]);
      const byOwner = new Map<number, ApplicationRow[]>(userIds.map((id) => [id, []]));
      for (const a of apps) byOwner.get(Number(a.owner))?.push(a);
      return new Map([...byOwner.entries()].map(([id, mine]) => [id, learnerStanding(mine, semesters, today)] as const));
    },

    /** The learner an application (a grade) belongs to, for a staff read of it; null when there is none. */
    async ownerOf(applicationId: number): Promise<number | null> {
      return rows.ownerOf(applicationId);
    },

    /** Account deletion: the name goes, an unpaid application is cancelled; results stay for statistics. */
    async eraseLearner(userId: number): Promise<void> {
      await rows.anonymiseOwner(userId);
    },

    /** Every paid class of one semester (any learner), for the office's progress table. */
    async classesOfSemester(semesterCode: string): Promise<ClassRecord[]> {
      const semester = (await catalogue().semesters()).find((s) => s.code === semesterCode);
      if (!semester) return [];
      const apps = await rows.withStatus([...PAID_STATUSES], [semesterCode]);
      return apps.flatMap(studyRowOf(new Map([[semester.code, semester]])));
    },

    /** Paid classes (approved or studying) whose term ended before `today`: they wait for a term result. */
    async awaitingTermResult(today: string = todayInKorea()): Promise<ClassRecord[]> {
      const semesters = (await catalogue().semesters()).filter((s) => s.termEnd < today);
      const bySemester = new Map(semesters.map((s) => [s.code, s] as const));
      const apps = await rows.withStatus(AWAITING_RESULT, [...bySemester.keys()]);
      return apps.flatMap(studyRowOf(bySemester));
    },

    /**
     * Keeps a class's progress (computed by the study room as days are completed) on its
     * application while the class runs, so the level statuses show it. A recorded term result
     * is not changed.
     */
    async recordProgress(applicationId: number, progress: number): Promise<boolean> {
      return rows.updateWhileStatus(applicationId, AWAITING_RESULT, { progress: wholePercent(progress) });
    },

    /**
     * Writes a class's term result (computed by the study room) onto the application. Only a class
     * still waiting for its result changes; true when this call wrote it.
     */
    async recordTermResult(applicationId: number, result: { status: 'completed' | 'failed'; progress: number }): Promise<boolean> {
      if (result.status !== 'completed' && result.status !== 'failed') throw new RangeError(`not a term result: ${result.status}`);
      return rows.updateWhileStatus(applicationId, AWAITING_RESULT, { status: result.status, progress: wholePercent(result.progress) });
    },
  };
};
