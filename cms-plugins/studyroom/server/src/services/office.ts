import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADMIN_PAGE_SIZE,
  behindPace,
  noticeKey,
  openedLessons,
  parseCourseCode,
  PASS_PERCENT,
  runningSemester,
  todayInKorea,
  type ClassRecord,
  type StaffActor,
  now,
} from '@dharma/config/rules';
import { CSV_FOR_EXCEL } from '@dharma/config/platform/security';
import { messages, ui } from '@dharma/config/words';
import { type ClassProgress, type CurriculumResults, type SemesterProgressPage, type StaffPost } from '@dharma/config/contracts';
import { accountNames, noticesOutboxOf } from '@dharma/config/platform/plugin';
import { stringify } from 'csv-stringify/sync';
import { enrolmentOf, recordsOf } from '../ports';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { postsRepository, recordsRepository } from '../repositories';
import { LESSON_UID } from './lessons';
import { studyClass } from './rules';

const MATCH_CONTEXT = 30;
const RESULTS_MAX = 100;

/** The words around the first place `text` holds `q` (case-insensitive), for the office to see why it matched. */
export function around(text: string | null | undefined, q: string): string | null {
  if (!text) return null;
  const at = text.toLocaleLowerCase('ko-KR').indexOf(q.toLocaleLowerCase('ko-KR'));
  if (at < 0) return null;
  const start = Math.max(0, at - MATCH_CONTEXT);
  const end = Math.min(text.length, at + q.length + MATCH_CONTEXT);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/**
 * The school office's view of a semester's study: per class, each learner's days done out of the
 * lessons, their progress, and whether they keep the pace that reaches the pass line by the
 * term's end. Classes come from the enrolment plugin, names from users-permissions, days from the
 * study room's own records; each read is a staff read of learners' data and goes to the access log.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enrolment = enrolmentOf(strapi);
  const records = recordsRepository(strapi);
  const posts = postsRepository(strapi);
  const accessLog = () => recordsOf(strapi).accessLog;
  const audit = () => recordsOf(strapi).audit;

  /** The named semester, or the one whose term runs today (else the latest started). */
  async function semesterOf(code: string | undefined, today: string) {
    const all = (await enrolment.catalogue.semesters()).sort((a, b) => b.termStart.localeCompare(a.termStart));
    const semester = code ? all.find((s) => s.code === code) : (runningSemester(all, today) ?? all[0]);
    if (code && !semester) throw new StudyroomError('not_found', messages.semester_not_found);
    return { semester: semester ?? null, semesters: all.map((s) => ({ code: s.code, label: s.label })) };
  }

  async function namesOf(ids: number[]): Promise<Map<number, string>> {
    const users = await accountNames(strapi, ids);
    return new Map([...users.values()].flatMap((u) => (u.name ? [[u.id, u.name] as const] : [])));
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

  /** A class's name as a learner reads it (`법구경 2단계`) and its code, for the notices that name it. */
  async function courseOf(code: string): Promise<{ name: string; code: string }> {
    const parsed = parseCourseCode(code);
    const family = parsed && (await enrolment.catalogue.families()).find((f) => f.key === parsed.catalog);
    return { name: family && parsed ? ui.studyroom.courseName(family.name, parsed.level) : code, code };
  }

  return {
    /** GET /v1/staff/progress: every class of the semester with its learners, slowest first. */
    async semester(actor: StaffActor, code?: string, today = todayInKorea()): Promise<SemesterProgressPage> {
      const { semester, semesters } = await semesterOf(code, today);
      if (!semester) return { semester: null, semesters, classes: [] };
      const [groups, families] = await Promise.all([classesOf(semester.code), enrolment.catalogue.families()]);
      const familyNames = new Map(families.map((f) => [f.key, f.name] as const));
      const names = await namesOf([...new Set(groups.flat().map((r) => r.owner))]);
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

    /** For the back office's first page: how many posts are hidden (the posts page's `hidden` list), counted by the database. */
    hiddenPostCount(): Promise<number> {
      return posts.staffCount({ hidden: true });
    },

    /**
     * GET /v1/staff/curriculum?q: course families and levels (name, level title and contents) and
     * published lessons (title, story, scripture passage) holding the words, at most 100 of each.
     */
    async curriculum(q: string): Promise<CurriculumResults> {
      const families = await enrolment.catalogue.families();
      const names = new Map(families.map((f) => [f.key, f.name] as const));
      const levels: CurriculumResults['levels'] = [];
      for (const f of families) {
        const byName = around(f.name, q);
        if (byName) levels.push({ catalog: f.key, name: f.name, level: null, title: null, match: byName });
        for (const l of f.levels ?? []) {
          const match = around(l.title, q) ?? around(l.contents, q);
          if (match) levels.push({ catalog: f.key, name: f.name, level: l.level, title: l.title ?? null, match });
        }
      }
      const rows = await strapi.documents(LESSON_UID).findMany({
        status: 'published',
        filters: { $or: [{ title: { $containsi: q } }, { story: { $containsi: q } }, { scripture: { passage: { $containsi: q } } }] },
        fields: ['documentId', 'catalog', 'level', 'number', 'title', 'story'],
        populate: { scripture: { fields: ['passage'] } },
        sort: [{ catalog: 'asc' }, { level: 'asc' }, { number: 'asc' }],
        limit: RESULTS_MAX,
      });
      const lessons = rows.map((r) => ({
        document_id: r.documentId,
        catalog: r.catalog,
        name: names.get(r.catalog) ?? r.catalog,
        level: r.level,
        number: r.number,
        title: r.title,
        match: around(r.title, q) ?? around(r.story, q) ?? around(r.scripture?.passage, q) ?? r.title,
      }));
      return { levels: levels.slice(0, RESULTS_MAX), lessons };
    },

    /** GET /v1/staff/posts: learners' verses and stories, newest first, with their authors' names. */
    async posts(
      actor: StaffActor,
      filter: { course?: string; q?: string; state?: 'shown' | 'hidden' },
      page = 1,
    ): Promise<{ entries: StaffPost[]; total: number; page: number; page_size: number }> {
      const current = Math.max(1, page);
      const { rows, total } = await posts.staffPage(
        { courseCode: filter.course, q: filter.q, hidden: filter.state ? filter.state === 'hidden' : undefined },
        current,
        ADMIN_PAGE_SIZE,
      );
      const names = await namesOf([...new Set(rows.map((r) => r.owner))]);
      await accessLog().staffRead(actor, `posts page ${current}`);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          author: r.owner,
          author_name: names.get(r.owner) ?? null,
          course_code: r.courseCode,
          day: r.day,
          type: r.type,
          text: r.text,
          hidden: r.hidden,
          hidden_reason: r.hiddenReason,
          hidden_at: r.hiddenAt,
          written_at: r.createdAt,
        })),
        total,
        page: current,
        page_size: ADMIN_PAGE_SIZE,
      };
    },

    /**
     * PATCH /v1/staff/posts/{id}: hides a post (it leaves the boards and the tallies; its author
     * reads the reason) or shows it again. One conditional UPDATE with its audit entry and, as a
     * staff change to a learner's data, its access-log entry, in one transaction.
     */
    async moderate(
      actor: StaffActor,
      id: number,
      change: { hidden: true; reason: string } | { hidden: false },
    ): Promise<{ id: number; hidden: boolean }> {
      const post = await posts.post(id);
      if (!post) throw new StudyroomError('not_found', messages.post_not_found);
      // A staff member's own verse or story is moderated by someone else.
      if (post.owner === actor.id) throw new StudyroomError('conflict', messages.self_moderation);
      const at = now();
      // The author is told why, with the change: the notice is kept or lost with it.
      const course = change.hidden ? await courseOf(post.courseCode) : null;
      await strapi.db.transaction(async () => {
        const reason = change.hidden ? change.reason : null;
        if (!(await posts.setHidden(id, change.hidden, { staff: actor.id, reason, at }))) {
          throw new StudyroomError('conflict', change.hidden ? messages.post_already_hidden : messages.post_already_shown);
        }
        await audit().append({
          actor: actor.id,
          action: change.hidden ? 'post.hide' : 'post.show',
          target: `post:${id}`,
          subject: post.owner,
          before: { hidden: !change.hidden },
          after: change.hidden ? { hidden: true, reason } : { hidden: false },
          address: actor.address,
        });
        await accessLog().staffChange(actor, post.owner, `post ${id} ${change.hidden ? 'hidden' : 'shown'}`);
        if (change.hidden && course) {
          await noticesOutboxOf(strapi).add({
            key: noticeKey('writing_hidden', id, crypto.randomUUID()),
            kind: 'writing_hidden',
            learner: post.owner,
            facts: { course, day: post.day, what: post.type === 'verse' ? 'verse' : 'story', reason: change.reason },
          });
        }
      });
      return { id, hidden: change.hidden };
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
