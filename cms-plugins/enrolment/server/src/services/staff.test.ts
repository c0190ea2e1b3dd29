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
  it('is approved once paid, whatever the term made of it', () => {
    expect(approvalStateOf(rows('approved', 'studying', 'completed', 'failed'))).toBe('approved');
  });
});
