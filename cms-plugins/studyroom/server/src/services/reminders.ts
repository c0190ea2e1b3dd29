import type { Core } from '@strapi/strapi';
import { dayHref, lessonDate, termRunsOn, todayInKorea, type ClassRecord, type ReminderDay } from '@dharma/config/rules';
import { studyroomUi } from '@dharma/config/words';
import { studyroom } from '../get-service';
import { enrolmentOf } from '../ports';
import { recordsRepository } from '../repositories';
import { classStatus } from './rules';

/**
 * What the daily reminder needs of the study room (the notices plugin asks through its ports):
 * of many learners at once, who has a day of a running class that opens today and is not done
 * yet. A day is "open" as the calendar says it: its own date is today (a missed day can still be
 * caught up, but the reminder is about today's lesson). Computed in sets: the running semesters'
 * classes in one read each, each course's lessons once, the completions in chunks of learners.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enrolment = enrolmentOf(strapi);
  const records = recordsRepository(strapi);

  return {
    async openToday(learners: readonly number[], today: string = todayInKorea()): Promise<ReminderDay[]> {
      if (!learners.length) return [];
      const wanted = new Set(learners);
      const running = (await enrolment.catalogue.semesters()).filter((s) => termRunsOn(s, today));
      const classes = (await Promise.all(running.map((s) => enrolment.applications.classesOfSemester(s.code))))
        .flat()
        .filter((row) => wanted.has(row.owner) && classStatus(row, today) === 'studying');
      if (!classes.length) return [];

      // Each course's lessons whose date is today (one course is one term, so one date per lesson).
      const todays = new Map<string, number[]>();
      const byCourse = new Map<string, ClassRecord>();
      for (const row of classes) if (!byCourse.has(row.courseCode)) byCourse.set(row.courseCode, row);
      for (const [code, row] of byCourse) {
        const lessons = await studyroom(strapi).lessons.ofCourse(row.catalog, row.level);
        const days = lessons.filter((l) => lessonDate(row.termStart, l.opensOnDay) === today).map((l) => l.number);
        if (days.length) todays.set(code, days);
      }
      if (!todays.size) return [];

      const candidates = classes.filter((row) => todays.has(row.courseCode));
      const done = await records.completedAmong(
        candidates.map((row) => row.owner),
        todays,
      );
      const names = new Map((await enrolment.catalogue.families()).map((f) => [f.key, f.name] as const));
      const open = new Map<number, { row: ClassRecord; day: number }[]>();
      for (const row of candidates.sort((a, b) => a.courseCode.localeCompare(b.courseCode))) {
        const day = todays.get(row.courseCode)!.find((d) => !done.has(`${row.owner}:${row.courseCode}:${d}`));
        if (day === undefined) continue;
        open.set(row.owner, [...(open.get(row.owner) ?? []), { row, day }]);
      }
      return [...open].map(([learner, [first, ...others]]) => ({
        learner,
        course: {
          name: studyroomUi.courseName(names.get(first.row.catalog) ?? first.row.catalog, first.row.level),
          code: first.row.courseCode,
        },
        day: first.day,
        href: dayHref(first.row.courseCode, first.day),
        more: others.length,
      }));
    },
  };
};
