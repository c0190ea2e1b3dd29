import type { Core } from '@strapi/strapi';
import {
  behindPace,
  openedLessons,
  PASS_PERCENT,
  runningSemester,
  todayInKorea,
  type ClassRecord,
  type StaffActor,
} from '@dharma/config/rules';
import { CSV_FOR_EXCEL } from '@dharma/config/platform/security';
import { messages, ui } from '@dharma/config/words';
import { type ClassProgress, type SemesterProgressPage } from '@dharma/config/contracts';
import { stringify } from 'csv-stringify/sync';
import { enrolmentOf, recordsOf } from '../ports';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { learnersOf } from '../learners';
import { recordsRepository } from '../repositories';
import { studyClass } from './rules';

/**
 * The school office's view of a semester's study: per class, each learner's days done out of the
 * lessons, their progress, and whether they keep the pace that reaches the pass line by the
 * term's end. Classes come from the enrolment plugin, names from users-permissions, days from the
 * study room's own records; each read is a staff read of learners' data and goes to the access log.
 * Part of the office service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enrolment = enrolmentOf(strapi);
  const records = recordsRepository(strapi);
  const learners = learnersOf(strapi);
  const accessLog = () => recordsOf(strapi).accessLog;

  /** The named semester, or the one whose term runs today (else the latest started). */
  async function semesterOf(code: string | undefined, today: string) {
    const all = (await enrolment.catalogue.semesters()).sort((a, b) => b.termStart.localeCompare(a.termStart));
    const semester = code ? all.find((s) => s.code === code) : (runningSemester(all, today) ?? all[0]);
    if (code && !semester) throw new StudyroomError('not_found', messages.semester_not_found);
    return { semester: semester ?? null, semesters: all.map((s) => ({ code: s.code, label: s.label })) };
  }

  /**
   * One class's pace, without names: the lessons, how many are open today, and each learner's
   * days done, progress, status and whether they are behind. The one place the `behind` rule is
   * applied: the progress page and the first page's count both read it from here.
   */
  async function paceOf(rows: ClassRecord[], today: string) {
    const first = rows[0];
    // One class is one semester: its rows share the term, and so the lessons that count.
    const [lessons, done] = await Promise.all([studyroom(strapi).lessons.ofClass(first), records.completedDaysByOwner(first.courseCode)]);
    const opened = openedLessons(first, lessons, today).length;
    const learners = rows.map((row) => {
      // The class's name is for display only; the pace does not depend on it.
      const c = studyClass(row, first.catalog, lessons, done.get(row.owner) ?? [], today);
      return {
        learner: row.owner,
        completed_days: c.completed_days,
        progress: c.progress,
        status: c.status,
        behind: c.status === 'studying' && behindPace(c.completed_days, opened, PASS_PERCENT),
      };
    });
    return { lessons: lessons.length, opened, learners };
  }

  /** A semester's paid classes (from the enrolment plugin), one group of rows per class. */
  async function classesOf(semesterCode: string): Promise<ClassRecord[][]> {
    const rows = await enrolment.applications.classesOfSemester(semesterCode);
    const byClass = new Map<string, ClassRecord[]>();
    for (const row of rows) byClass.set(row.courseCode, [...(byClass.get(row.courseCode) ?? []), row]);
    return [...byClass.values()];
  }

  async function classOf(rows: ClassRecord[], familyName: string, names: Map<number, string>, today: string): Promise<ClassProgress> {
    const first = rows[0];
    const pace = await paceOf(rows, today);
    const learners = pace.learners
      .map((l) => ({ ...l, name: names.get(l.learner) ?? null }))
      .sort((a, b) => a.progress - b.progress || (a.name ?? '').localeCompare(b.name ?? '', 'ko'));
    return {
      course_name: first.courseCode,
      name: familyName,
      level: first.level,
      category: first.category,
      lessons: pace.lessons,
      opened: pace.opened,
      learners,
    };
  }

  return {
    /** GET /v1/staff/progress: every class of the semester with its learners, slowest first. */
    async semester(actor: StaffActor, code?: string, today = todayInKorea()): Promise<SemesterProgressPage> {
      const { semester, semesters } = await semesterOf(code, today);
      if (!semester) return { semester: null, semesters, classes: [] };
      const [groups, families] = await Promise.all([classesOf(semester.code), enrolment.catalogue.families()]);
      const familyNames = new Map(families.map((f) => [f.key, f.name] as const));
      const names = await learners.signUpNames([...new Set(groups.flat().map((r) => r.owner))]);
      const classes = await Promise.all(
        groups.map((group) => classOf(group, familyNames.get(group[0].catalog) ?? group[0].catalog, names, today)),
      );
      classes.sort((a, b) => a.course_name.localeCompare(b.course_name));
      await accessLog().staffRead(actor, `progress ${semester.code}`);
      return { semester: { code: semester.code, label: semester.label }, semesters, classes };
    },

    /**
     * For the back office's first page: how many learners of the semester the progress page opens
     * on are behind pace in at least one class (each learner once), by the progress page's own
     * rule. Names nobody and returns no learner, so it is no read of personal data and not in the
     * access log.
     */
    async behindCount(today = todayInKorea()): Promise<{ semester: { code: string; label: string } | null; behind: number }> {
      const { semester } = await semesterOf(undefined, today);
      if (!semester) return { semester: null, behind: 0 };
      const paces = await Promise.all((await classesOf(semester.code)).map((group) => paceOf(group, today)));
      const behind = new Set(paces.flatMap((p) => p.learners.filter((l) => l.behind).map((l) => l.learner)));
      return { semester: { code: semester.code, label: semester.label }, behind: behind.size };
    },

    /** The same as CSV for Excel (UTF-8 with a byte-order mark): one row per learner and class. */
    async csv(actor: StaffActor, code?: string, today = todayInKorea()): Promise<{ name: string; body: string }> {
      const page = await this.semester(actor, code, today);
      const t = ui.admin.progress;
      const rows = page.classes.flatMap((c) =>
        c.learners.map((l) => [
          c.course_name,
          ui.studyroom.courseName(c.name, c.level),
          l.learner,
          l.name ?? t.unnamed,
          l.completed_days,
          c.opened,
          c.lessons,
          l.progress,
          l.behind ? t.behind : '',
        ]),
      );
      return { name: t.csvFile, body: stringify(rows, { ...CSV_FOR_EXCEL, header: true, columns: [...t.csvHeader] }) };
    },
  };
};
