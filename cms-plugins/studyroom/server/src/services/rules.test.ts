import { describe, expect, it } from 'vitest';
import type { ClassRecord } from '@dharma/config/rules';
import type { Lesson } from '../types';
import { classDays, classStatus, countCompleted, currentSemesterOf, dayComplete, dayDetail, recentDay, studyClass } from './rules';

const term = { termStart: '2030-07-01', termEnd: '2030-07-28' };
const row = (over: Partial<ClassRecord> = {}): ClassRecord => ({
  id: 7,
  owner: 3,
  semesterCode: '2030SU',
  semesterLabel: '2030 여름학기',
  ...term,
  category: 'daily',
  catalog: 'dhammapada',
  level: 5,
  courseCode: '2030SU-D5',
  status: 'approved',
  progress: 0,
  amountDue: 0,
  ...over,
});
const lesson = (number: number, opensOnDay = number, tasks: Lesson['tasks'] = []): Lesson => ({
  number,
  opensOnDay,
  title: `${number}일차`,
  body: [],
  scripture: null,
  story: null,
  video: null,
  tasks,
});
const five = [1, 2, 3, 4, 5].map((n) => lesson(n));

describe('classStatus', () => {
  it.each([
    ['applied', '2030-07-10', 'unpaid'],
    ['approved', '2030-06-30', 'coming'],
    ['approved', '2030-07-01', 'studying'],
    ['studying', '2030-07-29', 'studying'],
    ['completed', '2030-07-29', 'completed'],
    ['failed', '2030-07-29', 'failed'],
  ] as const)('%s on %s → %s', (status, today, expected) => {
    expect(classStatus({ status, termStart: term.termStart }, today)).toBe(expected);
  });
});

describe('countCompleted', () => {
  it('counts each completed day of the class once, and no day that is no longer a lesson', () => {
    expect(countCompleted(five, [1, 2, 2, 9])).toBe(2);
  });
});

describe('recentDay', () => {
  it("is today's lesson, else the latest opened, and none before the first opens", () => {
    expect(recentDay(term, five, '2030-06-30')).toBeNull();
    expect(recentDay(term, five, '2030-07-03')).toBe(3);
    expect(recentDay(term, five, '2030-07-20')).toBe(5);
    // A lecture course opens a lesson a week: on day 10 the second lesson (day 8) is the latest.
    const weekly = [lesson(1, 1), lesson(2, 8), lesson(3, 15)];
    expect(recentDay(term, weekly, '2030-07-10')).toBe(2);
    expect(recentDay(term, weekly, '2030-07-08')).toBe(2);
    expect(recentDay(term, weekly, '2030-07-07')).toBe(1);
    // Two lessons opening the same day: the higher number is the day studied.
    expect(recentDay(term, [lesson(1, 1), lesson(2, 1)], '2030-07-01')).toBe(2);
  });
});

describe('studyClass', () => {
  it('a running class: progress rounded down from completed days, today and days left', () => {
    const c = studyClass(row(), '법구경', five, [1, 2, 3], '2030-07-03');
    expect(c).toMatchObject({
      course: 'D5',
      status: 'studying',
      lessons: 5,
      completed_days: 3,
      progress: 60,
      pass_percent: 60,
      today: 3,
      days_left: 26,
      credits: 0,
      amount_due: 0,
    });
    expect(studyClass(row(), '법구경', [...five, lesson(6)], [1, 2, 3], '2030-07-03').progress).toBe(50);
  });

  it('a recorded result keeps its stored progress and earns the category credits only when completed', () => {
    expect(studyClass(row({ status: 'completed', progress: 60 }), 'x', five, [1, 2, 3], '2030-07-29')).toMatchObject({
      progress: 60,
      credits: 3,
      today: null,
      days_left: 0,
    });
    expect(studyClass(row({ status: 'failed', progress: 40, category: 'lecture' }), 'x', five, [1, 2], '2030-07-29')).toMatchObject({
      progress: 40,
      credits: 0,
    });
    expect(studyClass(row({ status: 'completed', category: 'lecture', progress: 100 }), 'x', five, [], '2030-07-29').credits).toBe(2);
  });

  it('an unpaid class shows what is due and no study', () => {
    expect(studyClass(row({ status: 'applied', amountDue: 130000 }), 'x', five, [], '2030-07-03')).toMatchObject({
      status: 'unpaid',
      amount_due: 130000,
      today: null,
      progress: 0,
    });
  });
});

describe('currentSemesterOf', () => {
  const classes = [
    { semesterCode: '2030SP', termStart: '2030-03-02', termEnd: '2030-05-17' },
    { semesterCode: '2030SU', ...term },
    { semesterCode: '2030FA', termStart: '2030-09-07', termEnd: '2030-11-22' },
  ];
  it('is the semester whose term runs, else the latest started, never one still to come', () => {
    expect(currentSemesterOf(classes, '2030-07-03')).toBe('2030SU');
    expect(currentSemesterOf(classes, '2030-08-15')).toBe('2030SU');
    expect(currentSemesterOf(classes, '2030-03-01')).toBeNull();
  });
});

describe('classDays and dayDetail', () => {
  const tasks: Lesson['tasks'] = [
    { key: 'read', type: 'check', prompt: '읽기', required: true },
    { key: 'reflection', type: 'text', prompt: '쓰기', required: true },
    { key: 'verse', type: 'verse', prompt: '외우기', required: false },
  ];
  it('gives each day its date and state', () => {
    const days = classDays(term, five, new Map([[1, '2030-07-01T01:00:00.000Z']]), '2030-07-03');
    expect(days.map((d) => [d.day, d.date, d.state])).toEqual([
      [1, '2030-07-01', 'done'],
      [2, '2030-07-02', 'missed'],
      [3, '2030-07-03', 'open'],
      [4, '2030-07-04', 'future'],
      [5, '2030-07-05', 'future'],
    ]);
  });

  it('a day is complete when its required tasks have answers of their type; optional ones are not needed', () => {
    const l = lesson(1, 1, tasks);
    expect(dayComplete(l, [{ taskKey: 'read', type: 'check' }])).toBe(false);
    expect(
      dayComplete(l, [
        { taskKey: 'read', type: 'check' },
        { taskKey: 'reflection', type: 'text' },
      ]),
    ).toBe(true);
    expect(
      dayComplete(l, [
        { taskKey: 'read', type: 'check' },
        { taskKey: 'reflection', type: 'story' },
      ]),
    ).toBe(false);
    expect(dayComplete(lesson(2), [])).toBe(true);
  });

  it("shows the learner's answers, writability and neighbours", () => {
    const lessons = [lesson(1, 1, tasks), lesson(2), lesson(3)];
    const course = studyClass(row(), 'x', lessons, [], '2030-07-29');
    const detail = dayDetail(
      course,
      term,
      lessons,
      lessons[0],
      [
        { day: 1, taskKey: 'read', type: 'check', response: null },
        { day: 1, taskKey: 'reflection', type: 'text', response: '<b>답</b>' },
      ],
      null,
      '2030-07-29',
    );
    expect(detail.tasks.map((t) => [t.task_id, t.response])).toEqual([
      ['1:read', true],
      ['1:reflection', '<b>답</b>'],
      ['1:verse', null],
    ]);
    expect(detail).toMatchObject({ writable: false, state: 'missed', previous: null, next: 2 });
    expect(dayDetail(course, term, lessons, lessons[2], [], null, '2030-07-10')).toMatchObject({ writable: true, previous: 2, next: null });
  });
});
