import type { Core } from '@strapi/strapi';
import { idFrom, LIFESTYLE_OWN_MAX, lifestyleDayRefusal, todayInKorea, weekOf } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type LifestylePractice, type LifestyleWeek, type StudyClass, type LifestyleOwnInput } from '@dharma/config/contracts';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { lifestyleRepository } from '../repositories';

const PRACTICE = 'plugin::records.lifestyle-practice';

/**
 * Lifestyle checks of a grade: the published practices editors set for its course (the family,
 * every level or this one) and the learner's own, ticked day by day. Only the grade's owner
 * reads or writes them; a grade not paid for is not written.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = lifestyleRepository(strapi);
  const grades = () => records(strapi).grades;

  const coursePractices = async (course: StudyClass): Promise<Omit<LifestylePractice, 'checked'>[]> => {
    const rows = await strapi.documents(PRACTICE).findMany({
      status: 'published',
      filters: { catalog: course.catalog, $or: [{ level: { $null: true } }, { level: course.level }] },
      sort: ['order:asc', 'name:asc'],
      fields: ['name', 'description'],
    });
    return rows.map((r) => ({ item: `c${r.documentId}`, name: r.name, etc: r.description ?? null, own: false }));
  };

  const practicesOf = async (userId: number, course: StudyClass) => {
    const [fromCourse, own] = await Promise.all([coursePractices(course), repo.ownPractices(userId, course.id)]);
    return [...fromCourse, ...own.map((o) => ({ item: `o${o.id}`, name: o.name, etc: o.etc, own: true }))];
  };

  const writable = async (userId: number, grade: number, today: string): Promise<StudyClass> => {
    const { course } = await grades().gradeOf(userId, grade, today);
    if (course.status === 'unpaid') throw new RecordsError('conflict', messages.grade_unpaid);
    return course;
  };

  return {
    /** GET /v1/grade/{id}/lifestyle: this week's grid. */
    async week(userId: number, grade: number, today = todayInKorea()): Promise<LifestyleWeek> {
      const { course } = await grades().gradeOf(userId, grade, today);
      const week = weekOf(today);
      const [practices, checks] = await Promise.all([practicesOf(userId, course), repo.checksBetween(userId, grade, week[0], week[6])]);
      const term = { termStart: course.term_start, termEnd: course.term_end };
      return {
        grade,
        course_name: course.course_name,
        name: course.name,
        level: course.level,
        today,
        week,
        changeable: course.status === 'unpaid' ? [] : week.filter((d) => lifestyleDayRefusal(d, term, today) === null),
        practices: practices.map((p) => ({
          ...p,
          checked: checks
            .filter((c) => c.item === p.item)
            .map((c) => c.day)
            .sort(),
        })),
        own_max: LIFESTYLE_OWN_MAX,
      };
    },

    /** PATCH /v1/grade/{id}/lifestyle: a practice of the learner's own. */
    async addOwn(userId: number, grade: number, input: LifestyleOwnInput, today = todayInKorea()): Promise<LifestyleWeek> {
      await writable(userId, grade, today);
      if ((await repo.ownPractices(userId, grade)).length >= LIFESTYLE_OWN_MAX)
        throw new RecordsError('conflict', messages.lifestyle_own_limit);
      if (!(await repo.addOwn(userId, grade, input.name, input.etc))) throw new RecordsError('conflict', messages.lifestyle_duplicate);
      return this.week(userId, grade, today);
    },

    /** DELETE /v1/grade/{id}/lifestyle/{item}: only the learner's own practices, with their checks. */
    async removeOwn(userId: number, grade: number, item: string, today = todayInKorea()): Promise<{ item: string; deleted: true }> {
      await writable(userId, grade, today);
      // An own practice's item is `o` and its row id (as practicesOf names it).
      const id = item.startsWith('o') ? idFrom(item.slice(1)) : null;
      if (id === null || !(await repo.removeOwn(userId, grade, id))) throw new RecordsError('not_found', messages.lifestyle_item_not_found);
      return { item, deleted: true };
    },

    /** PATCH /v1/grade/{id}/lifestyle/{item}: toggles today's check, or a past day of this week. */
    async toggle(
      userId: number,
      grade: number,
      item: string,
      date: string | undefined,
      today = todayInKorea(),
    ): Promise<{ item: string; date: string; checked: boolean }> {
      const course = await writable(userId, grade, today);
      const day = date ?? today;
      const refusal = lifestyleDayRefusal(day, { termStart: course.term_start, termEnd: course.term_end }, today);
      if (refusal) throw new RecordsError('conflict', messages[refusal]);
      const known = (await practicesOf(userId, course)).some((p) => p.item === item);
      if (!known) throw new RecordsError('not_found', messages.lifestyle_item_not_found);
      return { item, date: day, checked: await repo.toggle(userId, grade, item, day) };
    },

    /** How many days were ticked in the grade (the score sheet shows it). */
    checkCount(owner: number, grade: number): Promise<number> {
      return repo.count(owner, grade);
    },
  };
};
