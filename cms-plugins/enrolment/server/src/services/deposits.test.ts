import { describe, expect, it } from 'vitest';
import type { DepositLine } from '@dharma/config/rules';
import { depositKeyOf, matchDeposits } from './deposits';

const line = (row: number, depositor: string, amount: number, extra: Partial<DepositLine> = {}) => {
  const l: DepositLine = { row, date: '2026-11-24', time: '', depositor, amount, occurrence: 0, ...extra };
  return { ...l, key: depositKeyOf(l) };
};
const learner = (id: number, name: string, digits: string | null, amount = 130_000) => ({
  learner: id,
  name,
  depositor: digits ? `${name}${digits}` : null,
  amount_due: amount,
  digits,
});

const ids = (matches: { application: { learner: number } | null }[]) => matches.map((m) => m.application?.learner ?? null);

describe('matchDeposits', () => {
  const unpaid = [
    learner(1, '김보리', '3817'),
    learner(2, '김보리', '0421'),
    learner(3, '이하늘', '5550', 90_000),
    learner(4, '박수연', '7777'),
  ];

  it('matches a line whose code and amount agree, even when a parent with another name sent it', () => {
    const result = matchDeposits([line(2, '김보리3817', 130_000), line(3, '최엄마0421', 130_000)], unpaid, new Set());
    expect(ids(result.matched)).toEqual([1, 2]);
    expect(result.matched.map((m) => m.reason)).toEqual(['code_and_amount', 'code_and_amount']);
    expect(result.unpaid.map((u) => u.learner)).toEqual([3, 4]);
  });

  it('calls a code with another amount likely and shows the difference', () => {
    const result = matchDeposits([line(2, '이하늘5550', 100_000)], unpaid, new Set());
    expect(result.likely).toHaveLength(1);
    expect(result.likely[0]).toMatchObject({ reason: 'code_other_amount', difference: 10_000, application: { learner: 3 } });
  });

  it('takes a name and amount without a code as likely only when one unpaid learner fits', () => {
    const result = matchDeposits([line(2, '박수연', 130_000), line(3, '김보리', 130_000), line(4, '박수연', 120_000)], unpaid, new Set());
    expect(ids(result.likely)).toEqual([4]);
    expect(result.likely[0].reason).toBe('name_and_amount');
    // Two 김보리 are waiting: the name alone cannot say whose money it is.
    expect(result.unmatched.map((m) => [m.line.row, m.reason])).toEqual([
      [3, 'several_learners'],
      [4, 'no_match'],
    ]);
  });

  it('gives an application one line: an exact line wins over an earlier inexact one, a second payment stays unplaced', () => {
    const result = matchDeposits(
      [line(2, '김보리3817', 100_000), line(3, '김보리3817', 130_000), line(4, '김보리3817', 130_000, { occurrence: 1 })],
      unpaid,
      new Set(),
    );
    expect(result.matched.map((m) => m.line.row)).toEqual([3]);
    expect(result.likely).toEqual([]);
    expect(result.unmatched.map((m) => [m.line.row, m.reason])).toEqual([
      [2, 'learner_taken'],
      [4, 'learner_taken'],
    ]);
  });

  it('marks a line an earlier approval used, and never matches it again', () => {
    const used = line(2, '김보리3817', 130_000);
    const result = matchDeposits([used], unpaid, new Set([used.key]));
    expect(result.used.map((m) => m.line.row)).toEqual([2]);
    expect(result.matched).toEqual([]);
    expect(result.unpaid.map((u) => u.learner)).toEqual([1, 2, 3, 4]);
  });

  it('ignores digits that are nobody’s code and still tries the name', () => {
    const result = matchDeposits([line(2, '박수연9999', 130_000)], unpaid, new Set());
    expect(result.likely[0]).toMatchObject({ reason: 'name_and_amount', application: { learner: 4 } });
  });
});

describe('depositKeyOf', () => {
  it('is the same for the same line read again and differs for a second equal transfer', () => {
    const first = { date: '2026-11-24', time: '10:01', depositor: '김보리 3817', amount: 130_000, occurrence: 0 };
    expect(depositKeyOf({ ...first, depositor: '김보리3817' })).toBe(depositKeyOf(first));
    expect(depositKeyOf({ ...first, occurrence: 1 })).not.toBe(depositKeyOf(first));
    expect(depositKeyOf({ ...first, amount: 130_001 })).not.toBe(depositKeyOf(first));
  });
});
