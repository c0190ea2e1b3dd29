import type { Core } from '@strapi/strapi';
import { ADMIN_PAGE_SIZE, koreanDay, normalisePhone, realEmail, STAFF_ROLE_TYPE, type StaffActor } from '@dharma/config/rules';
import { CSV_FOR_EXCEL } from '@dharma/config/platform/security';
import { messages, ui } from '@dharma/config/words';
import { type StudentPage, type StudentRow } from '@dharma/config/contracts';
import { usersOf } from '@dharma/config/platform/plugin';
import { stringify } from 'csv-stringify/sync';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { enrolmentOf, studyroomOf } from '../ports';

interface UserRow {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
}

const USER_FIELDS = ['name', 'email', 'phone', 'createdAt'];
/** Learners only: staff accounts are not students. */
const LEARNERS = { role: { type: { $ne: STAFF_ROLE_TYPE } } };
/**
 * The back office's students: every learner, found by name, e-mail, phone or member number, a
 * page per student and a CSV for Excel. Accounts are read through the users-permissions service,
 * membership and credits through the enrolment plugin, classes through the study room. Every
 * read is a staff read of personal data and goes to the access log.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => usersOf(strapi);
  const enrolment = enrolmentOf(strapi);
  const readBy = (actor: StaffActor, detail: string, subject: number | null = null) =>
    records(strapi).accessLog.staffRead(actor, detail, subject);

  /** The users-permissions filter of a search: any of the fields contains the text. */
  async function filterOf(q: string | undefined) {
    if (!q) return LEARNERS;
    const members = await enrolment.membership.learnersWithNumber(q);
    const phone = normalisePhone(q) ?? q;
    return {
      ...LEARNERS,
      $or: [
        { name: { $containsi: q } },
        { email: { $containsi: q } },
        { phone: { $contains: phone } },
        ...(members.length ? [{ id: { $in: members } }] : []),
      ],
    };
  }

  async function rowsOf(found: UserRow[]): Promise<StudentRow[]> {
    const ids = found.map((u) => u.id);
    const [memberships, standings] = await Promise.all([enrolment.membership.ofLearners(ids), enrolment.applications.standingsOf(ids)]);
    return found.map((u) => {
      const m = memberships.get(u.id);
      const standing = standings.get(u.id) ?? { credits: 0, semester: 0 };
      return {
        id: u.id,
        name: u.name ?? null,
        dharma_name: m && m.status !== 'cancelled' ? (m.religion_name ?? null) : null,
        email: realEmail(u.email),
        phone: u.phone ?? null,
        membership_number: m?.membership_number ?? null,
        credits: standing.credits,
        semesters: standing.semester,
        signed_up_at: new Date(u.createdAt).toISOString(),
      };
    });
  }

  return {
    /** GET /v1/staff/students: a page of learners, by name. */
    async search(
      actor: StaffActor,
      q: string | undefined,
      page = 1,
    ): Promise<{ entries: StudentRow[]; total: number; page: number; page_size: number }> {
      const filters = await filterOf(q);
      const current = Math.max(1, page);
      const [found, total]: [UserRow[], number] = await Promise.all([
        users().fetchAll<UserRow>({
          filters,
          fields: USER_FIELDS,
          sort: ['name:asc', 'id:asc'],
          start: (current - 1) * ADMIN_PAGE_SIZE,
          limit: ADMIN_PAGE_SIZE,
        }),
        users().count({ filters }),
      ]);
      await readBy(actor, `students${q ? ' search' : ''} page ${current}`);
      return { entries: await rowsOf(found), total, page: current, page_size: ADMIN_PAGE_SIZE };
    },

    /** GET /v1/staff/students/{id}: one student's classes, results, credits and membership. */
    async student(actor: StaffActor, id: number): Promise<StudentPage> {
      const found = await users().fetchAll<UserRow>({ filters: { ...LEARNERS, id }, fields: USER_FIELDS });
      if (!found.length) throw new RecordsError('not_found', messages.student_not_found);
      const [[row], courses, membership] = await Promise.all([
        rowsOf(found),
        studyroomOf(strapi).classes.myCourses(id),
        enrolment.membership.membershipOf(id),
      ]);
      await readBy(actor, 'student page', id);
      return {
        ...row,
        credits: courses.credits,
        credits_to_complete: courses.credits_to_complete,
        classes: courses.all.map((c) => ({
          id: c.id,
          semester: c.semester,
          course_name: c.course_name,
          name: c.name,
          level: c.level,
          category: c.category,
          status: c.status,
          progress: c.progress,
          completed_days: c.completed_days,
          lessons: c.lessons,
        })),
        membership,
      };
    },

    /** Every learner the search finds, as CSV for Excel: UTF-8 with a byte-order mark. */
    async csv(actor: StaffActor, q: string | undefined): Promise<{ name: string; body: string }> {
      const filters = await filterOf(q);
      const found = await users().fetchAll<UserRow>({ filters, fields: USER_FIELDS, sort: ['name:asc', 'id:asc'] });
      const rows = await rowsOf(found);
      await readBy(actor, `students csv${q ? ' search' : ''} (${rows.length})`);
      const t = ui.admin.studentList;
      const body = stringify(
        rows.map((r) => [
          r.id,
          r.name ?? '',
          r.dharma_name ?? '',
          r.email ?? '',
          r.phone ?? '',
          r.membership_number ?? '',
          r.credits,
          r.semesters,
          koreanDay(r.signed_up_at),
        ]),
        { ...CSV_FOR_EXCEL, header: true, columns: [...t.csvHeader] },
      );
      return { name: t.csvFile, body };
    },
  };
};
