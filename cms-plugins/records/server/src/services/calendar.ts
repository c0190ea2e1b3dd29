import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';
import { monthRange, shiftMonth, studyState, todayInKorea } from '@dharma/config/rules';
import { monthSchema, type CalendarItem, type CalendarMonth } from '@dharma/config/contracts';
import { RecordsError } from '../errors';
import { feedsRepository } from '../repositories';
import { contentOf, studyroomOf } from '../ports';

/** Every day from `start` to `end` that falls inside [first, last] (inclusive, YYYY-MM-DD). */
const overlaps = (start: string, end: string, first: string, last: string) => start <= last && end >= first;

/**
 * The learner's calendar: their study days (from the study room) and the school's dates (from
 * content). `items` answers every item; `month` keeps those of one month.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const studyroom = studyroomOf(strapi);
  const content = contentOf(strapi);
  const feeds = feedsRepository(strapi);

  return {
    /** Every calendar item of the learner, sorted by date then kind. Periods (public classes, self-study) are one item on their first day. */
    async items(userId: number, today = todayInKorea()): Promise<CalendarItem[]> {
      const [classes, semesters, publicClasses, selfStudies] = await Promise.all([
        studyroom.classes.studyCalendar(userId, today),
        content.semesters(),
        content.periods('public_class'),
        content.periods('self_study'),
      ]);
      const items: CalendarItem[] = [];
      for (const { course, days } of classes) {
        for (const day of days) {
          items.push({
            key: `study-${course.course_name}-${day.day}`,
            date: day.date,
            kind: 'study',
            title: `${course.name} ${course.level}단계 ${day.day}일차`,
            state: studyState(day.date, today, day.state === 'done'),
            href: `/studyroom/courses/${course.course_name}/${day.day}`,
          });
        }
      }
      for (const s of semesters) {
        items.push({ key: `term-start-${s.code}`, date: s.termStart, kind: 'term_start', title: `${s.label} 개강` });
        items.push({ key: `term-end-${s.code}`, date: s.termEnd, kind: 'term_end', title: `${s.label} 종강` });
        items.push({ key: `apply-start-${s.code}`, date: s.applyStart, kind: 'apply_start', title: `${s.label} 수강 신청 시작` });
        items.push({ key: `apply-end-${s.code}`, date: s.applyEnd, kind: 'apply_end', title: `${s.label} 수강 신청 마감` });
        if (s.paymentDue)
          items.push({ key: `payment-due-${s.code}`, date: s.paymentDue, kind: 'payment_due', title: `${s.label} 등록금 납부 기한` });
      }
      for (const p of publicClasses)
        items.push({
          key: `public-class-${p.slug}`,
          date: p.startedAt,
          kind: 'public_class',
          title: `공개 강좌: ${p.name}`,
          end: p.endedAt,
        });
      for (const p of selfStudies)
        items.push({ key: `self-study-${p.slug}`, date: p.startedAt, kind: 'self_study', title: `자율 정진: ${p.name}`, end: p.endedAt });
      return items.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
    },

    /** GET /v1/calendar?month=YYYY-MM (this month when absent), with whether the feed is on: the calendar page's one read. A bad month is refused in Korean. */
    async month(userId: number, month: unknown, today = todayInKorea()): Promise<CalendarMonth> {
      const parsed =
        month === undefined || month === '' ? { success: true as const, data: today.slice(0, 7) } : monthSchema.safeParse(month);
      if (!parsed.success) throw new RecordsError('invalid', messages.calendar_month_invalid);
      const { first, last } = monthRange(parsed.data);
      const [all, feedActive] = await Promise.all([this.items(userId, today), feeds.exists(userId)]);
      const items = all.filter((i) => overlaps(i.date, i.end ?? i.date, first, last));
      return {
        month: parsed.data,
        today,
        previous: shiftMonth(parsed.data, -1),
        next: shiftMonth(parsed.data, 1),
        items,
        feed_active: feedActive,
      };
    },
  };
};
