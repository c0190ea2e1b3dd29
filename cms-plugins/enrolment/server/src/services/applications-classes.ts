import type { Core } from '@strapi/strapi';
import { PAID_STATUSES, todayInKorea, type ClassRecord } from '@dharma/config/rules';
import { enrolment } from '../get-service';
import { applicationsRepository } from '../repositories';
import type { ApplicationRow, SemesterRow } from '../types';
import { learnerStanding } from './rules';

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

/**
 * Applications as classes, for the other plugins (through their ports) and the scheduled jobs: the
 * study room's classes and the progress and term results it writes back, the records plugin's
 * standings and owners, an account's erasure. Part of the applications service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;

  return {
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
