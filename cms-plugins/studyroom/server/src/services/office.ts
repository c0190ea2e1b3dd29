import { behindPace, lessonDate, messages, PASS_PERCENT, todayInKorea, ui, type ClassProgress, type ClassRecord, type SemesterProgressPage } from '@dharma/config';
import { stringify } from 'csv-stringify/sync';
import { enrolmentOf } from '../enrolment';
import { StudyroomError } from '../errors';
import { getService } from '../get-service';
import { recordsRepository } from '../repositories';
import { studyClass } from './rules';

/** Who reads, from which address (for the access log). */
interface StaffActor {
  id: number;
  address: string | null;
}

/**
 * The school office's view of a semester's study: per class, each learner's days done out of the
 * lessons, their progress, and whether they keep the pace that reaches the pass line by the
 * term's end. Classes come from the enrolment plugin, names from users-permissions, days from the
 * study room's own records; each read is a staff read of learners' data and goes to the access log.
 */
export default ({ strapi }) => {
  const enrolment = enrolmentOf(strapi);
  const records = recordsRepository(strapi);
  const accessLog = () => strapi.plugin('records').service('accessLog') as { append(entry: Record<string, unknown>): Promise<void> };

  /** The named semester, or the one whose term runs today (else the latest started). */
  async function semesterOf(code: string | undefined, today: string) {
    const all = (await enrolment.catalogue.semesters()).sort((a, b) => b.termStart.localeCompare(a.termStart));
    const semester = code ? all.find((s) => s.code === code) : (all.find((s) => s.termStart <= today && s.termEnd >= today) ?? all.find((s) => s.termStart <= today) ?? all[0]);
    if (code && !semester) throw new StudyroomError('not_found', messages.semester_not_found);
    return { semester: semester ?? null, semesters: all.map((s) => ({ code: s.code, label: s.label })) };
  }

  async function namesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const users: { id: number; name: string | null }[] = await strapi.plugin('users-permissions').service('user').fetchAll({ filters: { id: { $in: ids } }, fields: ['name'] });
    return new Map(users.filter((u) => u.name).map((u) => [u.id, u.name as string] as const));
  }

  async function classOf(rows: ClassRecord[], familyName: string, names: Map<number, string>, today: string): Promise<ClassProgress> {
    const first = rows[0];
    const [lessons, done] = await Promise.all([getService(strapi, 'lessons').ofCourse(first.catalog, first.level), records.completedDaysByOwner(first.courseCode)]);
    const opened = lessons.filter((l) => lessonDate(first.termStart, l.opensOnDay) <= today).length;
    const learners = rows
      .map((row) => {
        const c = studyClass(row, familyName, lessons, done.get(row.owner) ?? [], today);
        return { learner: row.owner, name: names.get(row.owner) ?? null, completed_days: c.completed_days, progress: c.progress, status: c.status, behind: c.status === 'studying' && behindPace(c.completed_days, opened, PASS_PERCENT) };
      })
      .sort((a, b) => a.progress - b.progress || (a.name ?? '').localeCompare(b.name ?? '', 'ko'));
    return { course_name: first.courseCode, name: familyName, level: first.level, category: first.category, lessons: lessons.length, opened, learners };
  }

  return {
    /** GET /v1/staff/progress: every class of the semester with its learners, slowest first. */
    async semester(actor: StaffActor, code?: string, today = todayInKorea()): Promise<SemesterProgressPage> {
      const { semester, semesters } = await semesterOf(code, today);
      if (!semester) return { semester: null, semesters, classes: [] };
      const [rows, families] = await Promise.all([enrolment.applications.classesOfSemester(semester.code), enrolment.catalogue.families()]);
      const familyNames = new Map(families.map((f) => [f.key, f.name] as const));
      const names = await namesOf([...new Set(rows.map((r) => r.owner))]);
      const byClass = new Map<string, ClassRecord[]>();
      for (const row of rows) byClass.set(row.courseCode, [...(byClass.get(row.courseCode) ?? []), row]);
      const classes = await Promise.all([...byClass.values()].map((group) => classOf(group, familyNames.get(group[0].catalog) ?? group[0].catalog, names, today)));
      classes.sort((a, b) => a.course_name.localeCompare(b.course_name));
      await accessLog().append({ action: 'staff_read', actor: actor.id, actorRole: 'staff', detail: `progress ${semester.code}`, address: actor.address });
      return { semester: { code: semester.code, label: semester.label }, semesters, classes };
    },

    /** The same as CSV for Excel (UTF-8 with a byte-order mark): one row per learner and class. */
    async csv(actor: StaffActor, code?: string, today = todayInKorea()): Promise<{ name: string; body: string }> {
      const page = await this.semester(actor, code, today);
      const t = ui.admin.progress;
      const rows = page.classes.flatMap((c) =>
        c.learners.map((l) => [c.course_name, ui.studyroom.courseName(c.name, c.level), l.learner, l.name ?? t.unnamed, l.completed_days, c.opened, c.lessons, l.progress, l.behind ? t.behind : '']),
      );
      return { name: t.csvFile, body: stringify(rows, { header: true, columns: [...t.csvHeader], bom: true, record_delimiter: 'windows' }) };
    },
  };
};
