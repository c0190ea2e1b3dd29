import { describe, expect, it } from 'vitest';
import { approvalStateOf } from './staff';

describe('where a learner’s semester application stands', () => {
  const rows = (...statuses: string[]) => statuses.map((status) => ({ status }) as never);
  it('waits for the payment while any course is only applied for', () => {
    expect(approvalStateOf(rows('applied', 'applied'))).toBe('awaiting');
    expect(approvalStateOf(rows('approved', 'applied'))).toBe('awaiting');
  });
  it('is cancelled only when every course is', () => {
    expect(approvalStateOf(rows('cancelled', 'cancelled'))).toBe('cancelled');
    expect(approvalStateOf(rows('cancelled', 'approved'))).toBe('approved');
  });
  it('waits for a difference still owed after a paid application changed to cost more', () => {
    const changed = [
      { status: 'approved', amountDue: 140_000, amountPaid: 130_000 },
      { status: 'approved', amountDue: 0 },
    ] as never[];
    expect(approvalStateOf(changed)).toBe('awaiting');
    expect(approvalStateOf([{ status: 'approved', amountDue: 120_000, amountPaid: 130_000 }] as never[])).toBe('approved');
  });
  it('is approved once paid, whatever the term made of it', () => {
    expect(approvalStateOf(rows('approved', 'studying', 'completed', 'failed'))).toBe('approved');
  });
});
