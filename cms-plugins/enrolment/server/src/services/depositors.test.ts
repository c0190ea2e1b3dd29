import { describe, expect, it } from 'vitest';
import { DEPOSITOR_DIGITS } from '@dharma/config/rules';
import { freshDigits } from './depositors';

const codes = (from: number, count: number, length = DEPOSITOR_DIGITS) =>
  new Set(Array.from({ length: count }, (_, i) => String(from + i).padStart(length, '0')));

describe('the digits of a new depositor name', () => {
  it('are never digits the semester already gave out', () => {
    // All but a few four-digit codes below the half-way mark are taken: every draw must miss them.
    const taken = codes(0, 10 ** DEPOSITOR_DIGITS / 2 - 1);
    for (let i = 0; i < 300; i++) {
      const digits = freshDigits(taken);
      expect(digits).toMatch(new RegExp(`^\\d{${DEPOSITOR_DIGITS}}$`));
      expect(taken.has(digits)).toBe(false);
    }
  });

  it('start at four digits, leading zeros kept', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => freshDigits(new Set())));
    expect([...seen].every((d) => d.length === DEPOSITOR_DIGITS)).toBe(true);
    expect([...seen].some((d) => d.startsWith('0'))).toBe(true);
  });

  it('grow to five once half of the four-digit codes are given out', () => {
    const taken = codes(0, 10 ** DEPOSITOR_DIGITS / 2);
    for (let i = 0; i < 100; i++) expect(freshDigits(taken)).toMatch(new RegExp(`^\\d{${DEPOSITOR_DIGITS + 1}}$`));
  });
});
