import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import fs from 'node:fs';
import path from 'node:path';
import { isPassed } from './policy';
import {
  beyondEveryTerm,
  classCode,
  classParts,
  dayFromPath,
  daysLeft,
  dayState,
  dayWindow,
  lessonDate,
  openedLessons,
  opensInTerm,
  parseTaskId,
  progressPercent,
  TASK_KEY_PATTERN,
  taskId,
  termDayOf,
  termDays,
  termLessons,
  termResult,
} from './studyroom';
import { todayInKorea } from './clock';
import { messages } from '../words/messages';
import { attendanceSchema, taskResponseSchema } from '../contracts/schemas';

// 2025FA ran 2025-09-06 (Saturday) to 2025-11-21 (Friday): 77 days.
const term = { termStart: '2025-09-06', termEnd: '2025-11-21' };

describe('the pass rule', () => {
  it.each([
    [54, 90],
    [47, 77],
    [8, 12],
    [9, 14],
    [5, 8],
  ])('%i of %i passes', (completed, lessons) => expect(isPassed(completed, lessons)).toBe(true));

  it.each([
    [46, 77],
    [53, 90],
    [7, 12],
    [4, 8],
    [0, 10],
  ])('%i of %i fails', (completed, lessons) => expect(isPassed(completed, lessons)).toBe(false));

  it('exactly 60 % passes and one lesson less fails', () => {
    expect(isPassed(60, 100)).toBe(true);
    expect(isPassed(59, 100)).toBe(false);
    expect(isPassed(3, 5)).toBe(true);
  });

  it('a class without lessons, or nonsense counts, never passes', () => {
    expect(isPassed(0, 0)).toBe(false);
    expect(isPassed(1.5, 2)).toBe(false);
    expect(isPassed(-1, 2)).toBe(false);
  });
});

describe('progress', () => {
  it('is completed days over lessons, rounded down so 59.9 % never shows as 60 %', () => {
    expect(progressPercent(47, 77)).toBe(61);
    expect(progressPercent(46, 77)).toBe(59);
    expect(progressPercent(599, 1000)).toBe(59);
    expect(progressPercent(77, 77)).toBe(100);
    expect(progressPercent(0, 77)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
  });
});

describe('the term result', () => {
  const base = { category: 'daily' as const, lessons: 77, termEnd: term.termEnd };
  it('is none while the term runs, its last day included', () => {
    expect(termResult({ ...base, completed: 77, today: '2025-11-21' })).toBeNull();
  });
  it('the day after: COMPLETED with the credits of the category at 60 %, FAILED below', () => {
    expect(termResult({ ...base, completed: 47, today: '2025-11-22' })).toEqual({ status: 'completed', credits: 3 });
    expect(termResult({ ...base, category: 'lecture', lessons: 12, completed: 8, today: '2025-11-22' })).toEqual({
      status: 'completed',
      credits: 2,
    });
    expect(termResult({ ...base, category: 'required', completed: 50, today: '2026-01-01' })).toEqual({ status: 'completed', credits: 3 });
    expect(termResult({ ...base, completed: 46, today: '2025-11-22' })).toEqual({ status: 'failed', credits: 0 });
  });
});

describe('the lessons that count: those opening within the term', () => {
  const daily = (count: number) => Array.from({ length: count }, (_, i) => ({ number: i + 1, opensOnDay: i + 1 }));
  const weekly = (count: number) => Array.from({ length: count }, (_, i) => ({ number: i + 1, opensOnDay: 1 + i * 7 }));
  // A summer term of 8 weeks: 2026-07-04 (Saturday) to 2026-08-28 (Friday), 56 days.
  const summer = { termStart: '2026-07-04', termEnd: '2026-08-28' };

  it('a lesson opening on the term’s last day counts; one opening the day after does not', () => {
    expect(termDays(term)).toBe(77);
    expect(lessonDate(term.termStart, 77)).toBe(term.termEnd);
    expect(opensInTerm(term, 77)).toBe(true);
    expect(opensInTerm(term, 78)).toBe(false);
    expect(opensInTerm(term, 1)).toBe(true);
    expect(termLessons(term, daily(78)).map((l) => l.number)).toEqual(daily(77).map((l) => l.number));
  });

  it('a 90-lesson daily course in a 77-day term: 77 lessons count, and 47 of them pass (61 %)', () => {
    const lessons = termLessons(term, daily(90)).length;
    expect(lessons).toBe(77);
    expect(progressPercent(47, lessons)).toBe(61);
    expect(termResult({ category: 'daily', completed: 47, lessons, termEnd: term.termEnd, today: '2025-11-22' })).toEqual({
      status: 'completed',
      credits: 3,
    });
    expect(isPassed(46, lessons)).toBe(false);
  });

  it('a weekly lecture whose 12th week opens on day 78 of a 77-day term counts 11 lectures (7 pass)', () => {
    const lectures = weekly(12);
    expect(lectures[11].opensOnDay).toBe(78);
    expect(lessonDate(term.termStart, 78)).toBe('2025-11-22');
    const counted = termLessons(term, lectures);
    expect(counted.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(isPassed(7, counted.length)).toBe(true);
    expect(isPassed(6, counted.length)).toBe(false);
    // A term one day longer reaches the 12th week.
    expect(termLessons({ termStart: term.termStart, termEnd: '2025-11-22' }, lectures)).toHaveLength(12);
  });

  it('sati level 3’s 77 lessons in a 56-day summer term: 56 count, 34 pass', () => {
    expect(termDays(summer)).toBe(56);
    const lessons = termLessons(summer, daily(77)).length;
    expect(lessons).toBe(56);
    expect(isPassed(34, lessons)).toBe(true);
    expect(isPassed(33, lessons)).toBe(false);
    expect(progressPercent(34, lessons)).toBe(60);
  });

  it('the pace counts the lessons opened by today, and never one the term does not reach', () => {
    expect(openedLessons(term, daily(90), '2025-09-05')).toHaveLength(0);
    expect(openedLessons(term, daily(90), '2025-09-06')).toHaveLength(1);
    expect(openedLessons(term, daily(90), '2025-11-21')).toHaveLength(77);
    // After the term (its result not yet recorded), days 78–90 have dates but are no days of the class.
    expect(openedLessons(term, daily(90), '2025-12-31')).toHaveLength(77);
    expect(openedLessons(term, weekly(12), '2025-11-22')).toHaveLength(11);
  });

  it('tells editors when no term reaches a lesson, with the longest term; nothing while some term does or none is entered', () => {
    const terms = [term, summer];
    expect(beyondEveryTerm(77, terms)).toBeNull();
    expect(beyondEveryTerm(78, terms)).toEqual({ longestTermDays: 77 });
    expect(beyondEveryTerm(90, terms)).toEqual({ longestTermDays: 77 });
    expect(beyondEveryTerm(60, [summer])).toEqual({ longestTermDays: 56 });
    expect(beyondEveryTerm(90, [])).toBeNull();
  });
});

describe('the day window', () => {
  it('a lesson opens on its date: day 1 is the first day of the term', () => {
    expect(lessonDate(term.termStart, 1)).toBe('2025-09-06');
    expect(lessonDate(term.termStart, 77)).toBe('2025-11-21');
  });
  it('is future before the date, open from it through the term’s last day, closed after', () => {
    expect(dayWindow(term, 10, '2025-09-14')).toBe('future');
    expect(dayWindow(term, 10, '2025-09-15')).toBe('open');
    expect(dayWindow(term, 10, '2025-11-21')).toBe('open');
    expect(dayWindow(term, 77, '2025-11-21')).toBe('open');
    expect(dayWindow(term, 10, '2025-11-22')).toBe('closed');
  });
  it('days turn at midnight in Korea, not UTC', () => {
    // 23:59 on the 14th in Seoul is still the 14th; a minute later it is the 15th.
    expect(dayWindow(term, 10, todayInKorea(new Date('2025-09-14T14:59:00Z')))).toBe('future');
    expect(dayWindow(term, 10, todayInKorea(new Date('2025-09-14T15:00:00Z')))).toBe('open');
    expect(dayWindow(term, 77, todayInKorea(new Date('2025-11-21T14:59:59Z')))).toBe('open');
    expect(dayWindow(term, 77, todayInKorea(new Date('2025-11-21T15:00:00Z')))).toBe('closed');
  });
  it('the calendar grid: done, open today, missed before today, future after', () => {
    expect(dayState(term, 10, '2025-09-20', true)).toBe('done');
    expect(dayState(term, 10, '2025-09-15', false)).toBe('open');
    expect(dayState(term, 10, '2025-09-20', false)).toBe('missed');
    expect(dayState(term, 10, '2025-09-14', false)).toBe('future');
    expect(dayState(term, 77, '2025-11-22', false)).toBe('missed');
  });
  it('dates cross months, years and leap days, and term days count from the first day', () => {
    expect(lessonDate('2027-12-20', 13)).toBe('2028-01-01');
    expect(lessonDate('2028-02-20', 10)).toBe('2028-02-29');
    expect(lessonDate('2027-02-20', 10)).toBe('2027-03-01');
    expect(termDayOf('2027-12-20', '2028-01-01')).toBe(13);
    expect(termDayOf('2027-12-20', '2027-12-20')).toBe(1);
    expect(termDayOf('2027-12-20', '2027-12-19')).toBe(0);
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(3);
  });
  it('counts the days left in the term', () => {
    expect(daysLeft(term.termEnd, '2025-11-21')).toBe(1);
    expect(daysLeft(term.termEnd, '2025-09-06')).toBe(77);
    expect(daysLeft(term.termEnd, '2025-12-01')).toBe(0);
  });
});

describe('names on the wire', () => {
  it('task ids are the day and the task key', () => {
    expect(taskId(12, 'reflection')).toBe('12:reflection');
    expect(parseTaskId('12:reflection')).toEqual({ day: 12, key: 'reflection' });
    expect(parseTaskId('0:reflection')).toBeNull();
    expect(parseTaskId('12:Reflection')).toBeNull();
    expect(parseTaskId('12')).toBeNull();
  });
  it('a class is a semester and a course that make a valid course code', () => {
    expect(classCode('2027SP', 'D5')).toBe('2027SP-D5');
    expect(classCode('2027SP', 'B1E')).toBe('2027SP-B1E');
    expect(classCode('2027SP', 'B1')).toBeNull();
    expect(classCode('2027XX', 'D5')).toBeNull();
    expect(classCode('2027SP', 'Z5')).toBeNull();
    expect(classParts('2027SP-B1E')).toEqual({ semester: '2027SP', course: 'B1E' });
    expect(classParts('2027SP-B1')).toBeNull();
    expect(classParts('sati-3')).toBeNull();
  });
  it('a day in a path is 1–999 written plainly', () => {
    expect(dayFromPath('7')).toBe(7);
    expect(dayFromPath('999')).toBe(999);
    for (const bad of ['0', '07', '1000', '-1', '+3', '1.5', '', undefined]) expect(dayFromPath(bad)).toBeNull();
  });
  it('the panel’s task component accepts exactly the task keys the API does', () => {
    const component = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../cms/src/components/studyroom/task.json'), 'utf8'));
    expect(component.attributes.key.regex).toBe(TASK_KEY_PATTERN.source);
  });
});

describe('the task response form', () => {
  const issue = (input: unknown) => {
    const parsed = taskResponseSchema.safeParse(input);
    return parsed.success ? null : firstIssue(parsed.error);
  };
  it('takes a ticked check (true or a form’s "on") and a trimmed written answer', () => {
    expect(taskResponseSchema.parse({ type: 'check', task_id: '3:sit', response: 'on' })).toEqual({
      type: 'check',
      task_id: '3:sit',
      response: true,
    });
    expect(taskResponseSchema.parse({ type: 'text', task_id: '3:reflection', response: '  오늘 배운 것  ' }).response).toBe('오늘 배운 것');
  });
  it('refuses in Korean: empty, too long, unticked, unknown type, stray fields, bad ids', () => {
    expect(issue({ type: 'text', task_id: '3:reflection', response: '   ' })).toBe(messages.task_response_required);
    expect(issue({ type: 'verse', task_id: '3:verse', response: '가'.repeat(2001) })).toBe(messages.task_response_too_long);
    expect(issue({ type: 'story', task_id: '3:story', response: '가'.repeat(2000) })).toBeNull();
    expect(issue({ type: 'check', task_id: '3:sit', response: false })).toBe(messages.task_check_required);
    expect(issue({ type: 'essay', task_id: '3:sit', response: 'x' })).toBe(messages.task_payload_invalid);
    expect(issue({ type: 'text', task_id: '3:reflection', response: 'x', owner: 7 })).toBe(messages.task_payload_invalid);
    expect(issue({ type: 'text', task_id: 'reflection', response: 'x' })).toBe(messages.task_payload_invalid);
    expect(issue({ type: 'text', task_id: 3, response: 'x' })).toBe(messages.task_payload_invalid);
  });
  it('attendance names a day', () => {
    expect(attendanceSchema.parse({ day: '12' })).toEqual({ day: 12 });
    expect(attendanceSchema.safeParse({ day: 0 }).success).toBe(false);
    expect(attendanceSchema.safeParse({ day: 'x' }).success).toBe(false);
  });
});
