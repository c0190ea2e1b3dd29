import type { Core } from '@strapi/strapi';
import {
  ADMIN_PAGE_SIZE,
  fromHalfHours,
  noticeKey,
  toHalfHours,
  todayInKorea,
  VOLUNTEER_ENTRIES_PER_GRADE,
  volunteerDateRefusal,
  now,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type StaffVolunteerEntry, type VolunteerEntry, type VolunteerLog, type VolunteerInput } from '@dharma/config/contracts';
import { accountNames, noticesOutboxOf } from '@dharma/config/platform/plugin';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { volunteersRepository, type VolunteerRow } from '../repositories';

const entryOf = (r: VolunteerRow): VolunteerEntry => ({
  id: r.id,
  date: r.date,
  hrs: fromHalfHours(r.halfHours),
  content: r.content,
  email: r.email,
  confirmed: r.confirmedAt !== null,
  confirmed_at: r.confirmedAt,
});

/**
 * The volunteer log of a grade. A learner records days of their own grades that fall inside the
 * class's term and are not later than today, once the fee is paid; they change or remove an entry
 * until staff confirm it. Staff confirm any entry.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = volunteersRepository(strapi);
  const grades = () => records(strapi).grades;

  /** The learner's grade, open for writing: theirs (else 404) and paid for (else 409). */
  const writableGrade = async (userId: number, id: number, today: string) => {
    const { course } = await grades().gradeOf(userId, id, today);
    if (course.status === 'unpaid') throw new RecordsError('conflict', messages.grade_unpaid);
    return course;
  };

  const checkDate = (date: string, course: { term_start: string; term_end: string }, today: string) => {
    const refusal = volunteerDateRefusal(date, { termStart: course.term_start, termEnd: course.term_end }, today);
    if (refusal) throw new RecordsError('invalid', messages[refusal]);
  };

  /** The learner's own entry of this grade, else 404. */
  const ownEntry = async (userId: number, grade: number, entryId: number): Promise<VolunteerRow> => {
    const row = await repo.one(entryId);
    if (!row || row.owner !== userId || row.application !== grade) throw new RecordsError('not_found', messages.volunteer_not_found);
    return row;
  };

  return {
    async totals(userId: number, grade: number): Promise<{ total: number; confirmed: number }> {
      const rows = await repo.ofGrade(userId, grade);
      const sum = (list: VolunteerRow[]) => fromHalfHours(list.reduce((n, r) => n + r.halfHours, 0));
      return { total: sum(rows), confirmed: sum(rows.filter((r) => r.confirmedAt !== null)) };
    },

    /** GET /v1/grade/{id}/volunteers: newest first, with the grade's totals. */
    async log(userId: number, grade: number, today = todayInKorea()): Promise<VolunteerLog> {
      await grades().gradeOf(userId, grade, today);
      return this.entries(userId, grade);
    },

    /** The log of a grade the caller has already checked is the learner's. */
    async entries(userId: number, grade: number): Promise<VolunteerLog> {
      const rows = await repo.ofGrade(userId, grade);
      const entries = rows.map(entryOf);
      const total = entries.reduce((n, e) => n + e.hrs, 0);
      const confirmed = entries.filter((e) => e.confirmed).reduce((n, e) => n + e.hrs, 0);
      return { grade, entries, total_hours: total, confirmed_hours: confirmed };
    },

    /** POST /v1/grade/{id}/volunteer */
    async add(userId: number, grade: number, input: VolunteerInput, today = todayInKorea()): Promise<VolunteerEntry> {
      const course = await writableGrade(userId, grade, today);
      checkDate(input.date, course, today);
      // A bound on what one class's log may hold, so no account can fill the database.
      if ((await repo.ofGrade(userId, grade)).length >= VOLUNTEER_ENTRIES_PER_GRADE)
        throw new RecordsError('conflict', messages.volunteer_entry_limit);
      const row = await repo.insert({
        owner: userId,
        application: grade,
        date: input.date,
        halfHours: toHalfHours(input.hrs),
        content: input.content,
        email: input.email,
      });
      return entryOf(row);
    },

    /** PUT /v1/grade/{id}/volunteers/{entryId}: only while unconfirmed. */
    async update(userId: number, grade: number, entryId: number, input: VolunteerInput, today = todayInKorea()): Promise<VolunteerEntry> {
      const course = await writableGrade(userId, grade, today);
      const row = await ownEntry(userId, grade, entryId);
      if (row.confirmedAt) throw new RecordsError('conflict', messages.volunteer_confirmed_locked);
      checkDate(input.date, course, today);
      const changed = await repo.updateUnconfirmed(entryId, {
        date: input.date,
        halfHours: toHalfHours(input.hrs),
        content: input.content,
        email: input.email,
      });
      // Staff may have confirmed it between the read and the write: the guarded update says so.
      if (!changed) throw new RecordsError('conflict', messages.volunteer_confirmed_locked);
      return entryOf((await repo.one(entryId))!);
    },

    /** DELETE /v1/grade/{id}/volunteers/{entryId}: only while unconfirmed. */
    async remove(userId: number, grade: number, entryId: number, today = todayInKorea()): Promise<{ id: number; deleted: true }> {
      await grades().gradeOf(userId, grade, today);
      const row = await ownEntry(userId, grade, entryId);
      if (row.confirmedAt || !(await repo.deleteUnconfirmed(entryId)))
        throw new RecordsError('conflict', messages.volunteer_confirmed_locked);
      return { id: entryId, deleted: true };
    },

    /** GET /v1/staff/volunteers: entries waiting for confirmation (or confirmed ones), with the learners' names. */
    async staffList(
      actor: { id: number; address: string | null },
      confirmed: boolean,
      page = 1,
    ): Promise<{ entries: StaffVolunteerEntry[]; total: number; page: number; page_size: number }> {
      const current = Math.max(1, page);
      const { rows, total } = await repo.staffPage(confirmed, current, ADMIN_PAGE_SIZE);
      const owners = [...new Set(rows.map((r) => r.owner))];
      const users = await accountNames(strapi, owners);
      const names = new Map([...users].map(([id, u]) => [id, u.name] as const));
      await records(strapi).accessLog.staffRead(actor, `volunteers ${confirmed ? 'confirmed' : 'unconfirmed'} page ${current}`);
      return {
        entries: rows.map((r) => ({ ...entryOf(r), learner: r.owner, learner_name: names.get(r.owner) ?? null, grade: r.application })),
        total,
        page: current,
        page_size: ADMIN_PAGE_SIZE,
      };
    },

    /** For the back office's first page: how many entries wait for confirmation (the list's `unconfirmed` total), names read none. */
    unconfirmedCount(): Promise<number> {
      return repo.count(false);
    },

    /** PATCH /v1/staff/volunteers/{entryId}/confirm: staff confirm an entry once (who and when). */
    async confirm(staffId: number, entryId: number, address: string | null = null): Promise<VolunteerEntry> {
      // Hours count toward the record staff keep: one's own are confirmed by someone else.
      const entry = await repo.one(entryId);
      if (!entry) throw new RecordsError('not_found', messages.volunteer_not_found);
      if (entry.owner === staffId) throw new RecordsError('conflict', messages.self_volunteer_confirm);
      // The confirmation, its audit and access-log entries and the learner's notice stand or fall together.
      const row = await strapi.db.transaction(async () => {
        const { row, changed } = await repo.confirm(entryId, staffId, now());
        if (!row) throw new RecordsError('not_found', messages.volunteer_not_found);
        // Confirmed already (another staff member, or a second click): nothing changed, nothing is recorded.
        if (!changed) throw new RecordsError('conflict', messages.volunteer_already_confirmed);
        await records(strapi).accessLog.staffChange({ id: staffId, address }, row.owner, `volunteer ${entryId} confirmed`);
        await records(strapi).audit.append({
          actor: staffId,
          action: 'volunteer.confirm',
          target: `volunteer:${entryId}`,
          subject: row.owner,
          before: { confirmed_at: null },
          after: { confirmed_at: row.confirmedAt, confirmed_by: staffId },
          address,
        });
        await noticesOutboxOf(strapi).add({
          key: noticeKey('volunteer_confirmed', entryId),
          kind: 'volunteer_confirmed',
          learner: row.owner,
          facts: { date: row.date, hours: fromHalfHours(row.halfHours), activity: row.content.slice(0, 200) },
        });
        return row;
      });
      return entryOf(row);
    },
  };
};
