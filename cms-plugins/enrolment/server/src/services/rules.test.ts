import { describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { EnrolmentError } from '../errors';
import type { ApplicationRow, Family, NewApplicationRow, SemesterRow } from '../types';
import { balanceOf, feeDueIn, learnerStanding, passedStatus, planApplication, planChange, retakeOffers, summarise } from './rules';

const level = (n: number, filled = true) => ({
  level: n,
  title: `${n}단계`,
  period: filled ? '12주' : null,
  volume: null,
  contents: null,
  credits: null,
});
const families: Family[] = [
  { id: 1, key: 'sati', name: '사띠 수행', category: 'daily', days: 90, image: null, levels: [level(1), level(2), level(3)] },
  { id: 2, key: 'dhammapada', name: '법구경 이야기', category: 'daily', days: 90, image: null, levels: [level(1), level(5)] },
  {
    id: 3,
    key: 'lotussutra',
    name: '법화경 강좌',
    category: 'lecture',
    days: 90,
    image: null,
    levels: [level(1), level(2), level(3, false)],
  },
  { id: 4, key: 'geum', name: '금강경 강좌', category: 'lecture', days: 90, image: null, levels: [level(1)] },
];
const semester: SemesterRow = {
  code: '2027SP',
  label: '2027년 봄학기',
  termStart: '2027-03-06',
  termEnd: '2027-05-20',
  applyStart: '2026-11-01',
  applyEnd: '2027-02-28',
  registrationFee: 100_000,
  admissionFee: 30_000,
  bankAccount: '농협 000-0000',
  paymentDue: null,
};
const row = (semesterCode: string, catalog: Family['key'], lvl: number, status: any, category: any = 'lecture') => ({
  semesterCode,
  catalog,
  level: lvl,
  status,
  category,
  progress: 0,
});

/** The kind and message of the refusal `work` throws. */
function refusal(work: () => unknown): { kind: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof EnrolmentError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('planApplication', () => {
  it('adds the required course and puts the whole fee, admission included, on it the first time', () => {
    const rows = planApplication(['2027SP-J1', ' 2027SP-D5 '], semester, families, []);
    expect(rows.map((r) => [r.courseCode, r.category, r.kind, r.amountDue])).toEqual([
      ['2027SP-J1', 'lecture', 'apply', 0],
      ['2027SP-D5', 'daily', 'apply', 0],
      ['2027SP-S3', 'required', 'required', 130_000],
    ]);
  });

  it('charges only the registration fee after a semester of study; a cancelled one does not count', () => {
    expect(planApplication(['2027SP-J1'], semester, families, [row('2026FA', 'geum', 1, 'completed')]).at(-1)!.amountDue).toBe(100_000);
    expect(planApplication(['2027SP-J1'], semester, families, [row('2026FA', 'geum', 1, 'cancelled')]).at(-1)!.amountDue).toBe(130_000);
  });

  it('refuses bad codes, other semesters, unknown levels and two courses in one slot as invalid', () => {
    expect(refusal(() => planApplication(['2027SP-Z1'], semester, families, []))).toEqual({
      kind: 'invalid',
      message: `${messages.course_code_invalid} (2027SP-Z1)`,
    });
    expect(refusal(() => planApplication(['2026FA-J1'], semester, families, [])).message).toContain(messages.wrong_semester);
    expect(refusal(() => planApplication(['2027SP-J9'], semester, families, [])).message).toContain(messages.unknown_course);
    expect(refusal(() => planApplication(['2027SP-J1', '2027SP-G1'], semester, families, []))).toEqual({
      kind: 'invalid',
      message: messages.two_in_slot,
    });
  });

  it('refuses completed, not yet open and unready levels as conflicts', () => {
    expect(refusal(() => planApplication(['2027SP-J1'], semester, families, [row('2026FA', 'lotussutra', 1, 'completed')]))).toEqual({
      kind: 'conflict',
      message: `${messages.level_completed} (2027SP-J1)`,
    });
    expect(refusal(() => planApplication(['2027SP-J2'], semester, families, [])).kind).toBe('conflict');
    expect(
      refusal(() =>
        planApplication(['2027SP-J3'], semester, families, [
          row('2026FA', 'lotussutra', 1, 'completed'),
          row('2026FA', 'lotussutra', 2, 'completed'),
        ]),
      ).message,
    ).toContain(messages.level_not_open);
    expect(refusal(() => planApplication(['2027SP-D1'], semester, families, [])).kind).toBe('conflict');
  });

  it('does not count the application being replaced as history: changing keeps the same kinds', () => {
    const current = [row('2027SP', 'lotussutra', 1, 'applied')];
    const rows = planApplication(['2027SP-J1'], semester, families, current);
    expect(rows[0]).toMatchObject({ courseCode: '2027SP-J1', kind: 'apply' });
    // Still a first semester: the admission fee stays on the changed application.
    expect(rows.at(-1)!.amountDue).toBe(130_000);
  });

  it('extends a level in study and retakes a failed one', () => {
    const history = [row('2026FA', 'lotussutra', 1, 'studying'), row('2026FA', 'dhammapada', 5, 'failed', 'daily')];
    const rows = planApplication(['2027SP-J1', '2027SP-D5'], semester, families, history);
    expect(rows.map((r) => r.kind)).toEqual(['extend', 'retake', 'required']);
  });
});

describe('passedStatus', () => {
  it('sorts families into daily and lecture, shows dhammapada at level 5 only, and the progress of a level in study', () => {
    const { daily_course, lecture_course } = passedStatus(families, [{ ...row('2026FA', 'geum', 1, 'studying'), progress: '64.5' }]);
    expect(Object.keys(daily_course)).toEqual(['sati', 'dhammapada']);
    expect(daily_course.dhammapada).toEqual([
      { course_level: 5, status: 'UNREGISTERED', if_study_progress: 0, action: 'apply', ready: true },
    ]);
    expect(lecture_course.geum).toEqual([{ course_level: 1, status: 'STUDY', if_study_progress: 64.5, action: 'extend', ready: true }]);
    expect(lecture_course.lotussutra.map((l: any) => [l.action, l.ready])).toEqual([
      ['apply', true],
      [null, true],
      [null, false],
    ]);
  });
});

describe('learnerStanding and feeDueIn', () => {
  it('credits completed courses by category and counts semesters studied (approved or later)', () => {
    const apps = [
      row('2025FA', 'lotussutra', 1, 'completed', 'lecture'),
      row('2025FA', 'sati', 3, 'completed', 'required'),
      row('2025SP', 'geum', 1, 'studying', 'lecture'),
      row('2026FA', 'geum', 1, 'failed', 'lecture'),
      row('2027SP', 'lotussutra', 2, 'applied', 'lecture'),
      row('2024FA', 'sati', 1, 'cancelled', 'daily'),
    ];
    const terms = [
      { code: '2025SP', termStart: '2025-03-08' },
      { code: '2025FA', termStart: '2025-09-06' },
      { code: '2026FA', termStart: '2026-09-05' },
      { code: '2027SP', termStart: '2027-03-06' },
    ];
    expect(learnerStanding(apps, terms, '2026-12-01')).toEqual({ credits: 5, semester: 3 });
    expect(learnerStanding([], terms, '2026-12-01')).toEqual({ credits: 0, semester: 0 });
  });

  it('counts a semester from the first day of its term, not from its approval', () => {
    const terms = [
      { code: '2026FA', termStart: '2026-09-05' },
      { code: '2027SP', termStart: '2027-03-06' },
    ];
    const apps = [
      row('2026FA', 'geum', 1, 'completed'),
      row('2027SP', 'geum', 2, 'approved'),
      row('2027SP', 'sati', 3, 'approved', 'required'),
    ];
    expect(learnerStanding(apps, terms, '2027-03-05').semester).toBe(1);
    expect(learnerStanding(apps, terms, '2027-03-06').semester).toBe(2);
    // Cancelled (by staff, or closed unpaid) and unpaid applications never count, started or not.
    const closed = [row('2026FA', 'geum', 1, 'completed'), row('2027SP', 'geum', 2, 'cancelled'), row('2027SP', 'sati', 3, 'applied')];
    expect(learnerStanding(closed, terms, '2027-04-01').semester).toBe(1);
    // A semester no longer on record counts once a class of it is past approval.
    expect(learnerStanding([row('2024FA', 'geum', 1, 'failed'), row('2024SP', 'geum', 1, 'approved')], terms, '2027-04-01').semester).toBe(
      1,
    );
  });

  it('owes the admission fee until the learner applied in another semester', () => {
    expect(feeDueIn(semester, [])).toBe(130_000);
    expect(feeDueIn(semester, [row('2027SP', 'lotussutra', 1, 'applied')])).toBe(130_000);
    expect(feeDueIn(semester, [row('2026FA', 'lotussutra', 1, 'applied')])).toBe(100_000);
  });
});

describe('retakeOffers', () => {
  const terms = [
    { code: '2026FA', termStart: '2026-09-05' },
    { code: '2027SP', termStart: '2027-03-06' },
  ];
  let id = 0;
  const app = (semesterCode: string, catalog: Family['key'], lvl: number, status: any, suffix = '') => ({
    id: ++id,
    semesterCode,
    catalog,
    level: lvl,
    status,
    courseCode: `${semesterCode}-${catalog === 'geum' ? 'G' : catalog === 'sati' ? 'S' : 'B'}${lvl}${suffix}`,
  });

  it('offers the failed level in place of the next one applied for, until the day before its term', () => {
    const apps = [app('2026FA', 'geum', 1, 'failed'), app('2027SP', 'geum', 2, 'approved'), app('2027SP', 'sati', 3, 'approved')];
    expect(retakeOffers(apps, terms, '2026-11-21')).toEqual([
      {
        semester: '2027SP',
        until: '2027-03-05',
        catalog: 'geum',
        failed: '2026FA-G1',
        applied: '2027SP-G2',
        retake: '2027SP-G1',
        appliedLevel: 2,
        retakeLevel: 1,
      },
    ]);
    expect(retakeOffers(apps, terms, '2027-03-05')).toHaveLength(1);
    // From the first day of the term the change is closed: nothing is offered.
    expect(retakeOffers(apps, terms, '2027-03-06')).toEqual([]);
  });

  it('offers nothing for a passed level, a cancelled application, a sati level or a bodhisattva code kept whole', () => {
    expect(retakeOffers([app('2026FA', 'geum', 1, 'completed'), app('2027SP', 'geum', 2, 'applied')], terms, '2026-11-21')).toEqual([]);
    expect(retakeOffers([app('2026FA', 'geum', 1, 'failed'), app('2027SP', 'geum', 2, 'cancelled')], terms, '2026-11-21')).toEqual([]);
    expect(retakeOffers([app('2026FA', 'sati', 1, 'failed'), app('2027SP', 'sati', 2, 'applied')], terms, '2026-11-21')).toEqual([]);
    // Failed, then passed on the retake: the level is completed.
    expect(
      retakeOffers(
        [app('2025FA', 'geum', 1, 'failed'), app('2026FA', 'geum', 1, 'completed'), app('2027SP', 'geum', 2, 'applied')],
        [...terms, { code: '2025FA', termStart: '2025-09-06' }],
        '2026-11-21',
      ),
    ).toEqual([]);
    const [offer] = retakeOffers(
      [app('2026FA', 'bodhisattva', 1, 'failed', 'E'), app('2027SP', 'bodhisattva', 2, 'applied', 'E')],
      terms,
      '2026-11-21',
    );
    expect(offer?.retake).toBe('2027SP-B1E');
  });
});

describe('summarise', () => {
  it('names each course by its family and adds up the fee', () => {
    const summary = summarise(
      '2027SP',
      [
        { courseCode: '2027SP-J1', category: 'lecture', catalog: 'lotussutra', level: 1, kind: 'apply', status: 'applied', amountDue: 0 },
        {
          courseCode: '2027SP-S3',
          category: 'required',
          catalog: 'sati',
          level: 3,
          kind: 'required',
          status: 'applied',
          amountDue: 130_000,
        },
      ],
      families,
    );
    expect(summary.amount_due).toBe(130_000);
    expect(summary.courses.map((c) => c.name)).toEqual(['법화경 강좌', '사띠 수행']);
  });
});

describe('planChange and balanceOf', () => {
  const at = new Date('2026-11-21T01:00:00Z');
  const paidAt = '2026-11-20T01:00:00.000Z';
  let id = 0;
  const stored = (courseCode: string, category: any, status: any, amountDue = 0, extra: Partial<ApplicationRow> = {}): ApplicationRow =>
    ({
      id: ++id,
      owner: 7,
      semesterCode: '2027SP',
      courseCode,
      category,
      catalog: 'geum',
      level: 1,
      kind: 'apply',
      status,
      progress: 0,
      amountDue,
      createdAt: paidAt,
      ...extra,
    }) as ApplicationRow;
  const approved = (courseCode: string, category: any, amountDue = 0) =>
    stored(courseCode, category, 'approved', amountDue, { paidAt, approvedBy: 3 });
  const planned = (courseCode: string, category: any, amountDue = 0) =>
    ({
      courseCode,
      category,
      catalog: 'geum',
      level: 1,
      kind: 'apply',
      amountDue,
      owner: 7,
      learnerName: null,
      semesterCode: '2027SP',
      status: 'applied',
      progress: 0,
      createdAt: at,
      updatedAt: at,
    }) as NewApplicationRow;

  it('keeps the courses kept as they are and gives a new course the approval; the payment stays on the fee’s row', () => {
    const current = [approved('2027SP-D5', 'daily'), approved('2027SP-J1', 'lecture'), approved('2027SP-S3', 'required', 130_000)];
    const change = planChange(
      current,
      [planned('2027SP-D5', 'daily'), planned('2027SP-G1', 'lecture'), planned('2027SP-S3', 'required', 130_000)],
      at,
    );
    expect(change.remove).toEqual([current[1].id]);
    // An approval from before payments were recorded was paid its amount due: now written down.
    expect(change.update).toEqual([{ id: current[2].id, data: { amountDue: 130_000, amountPaid: 130_000, updatedAt: at } }]);
    expect(change.add).toEqual([
      expect.objectContaining({ courseCode: '2027SP-G1', status: 'approved', paidAt, approvedBy: 3, amountPaid: 0 }),
    ]);
  });

  it('changes an unpaid application as before: new courses applied for, nothing paid', () => {
    const current = [stored('2027SP-J1', 'lecture', 'applied'), stored('2027SP-S3', 'required', 'applied', 130_000)];
    const change = planChange(current, [planned('2027SP-G1', 'lecture'), planned('2027SP-S3', 'required', 130_000)], at);
    expect(change).toEqual({
      remove: [current[0].id],
      update: [],
      add: [expect.objectContaining({ courseCode: '2027SP-G1', status: 'applied' })],
    });
  });

  it('makes a cancelled application new and unpaid, whatever was paid before the cancellation', () => {
    const current = [
      stored('2027SP-J1', 'lecture', 'cancelled'),
      stored('2027SP-S3', 'required', 'cancelled', 130_000, { amountPaid: 130_000 }),
    ];
    const change = planChange(current, [planned('2027SP-J1', 'lecture'), planned('2027SP-S3', 'required', 130_000)], at);
    expect(change.remove).toEqual(current.map((r) => r.id));
    expect(change.add.map((r) => r.status)).toEqual(['applied', 'applied']);
  });

  it('owes the difference when the change costs more and shows what to return when it costs less', () => {
    const paid = { status: 'approved' as const, amountDue: 130_000 };
    expect(balanceOf([{ ...paid, amountDue: 140_000, amountPaid: 130_000 }])).toEqual({
      due: 140_000,
      paid: 130_000,
      owed: 10_000,
      refund: 0,
    });
    expect(balanceOf([{ ...paid, amountDue: 120_000, amountPaid: 130_000 }])).toEqual({
      due: 120_000,
      paid: 130_000,
      owed: 0,
      refund: 10_000,
    });
    expect(balanceOf([paid])).toEqual({ due: 130_000, paid: 130_000, owed: 0, refund: 0 });
    expect(balanceOf([{ ...paid, status: 'applied' }])).toMatchObject({ owed: 130_000 });
    expect(balanceOf([{ ...paid, status: 'cancelled', amountPaid: 130_000 }])).toMatchObject({ due: 0, paid: 0, owed: 0 });
  });
});
