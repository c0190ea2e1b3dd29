import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import { monthGrid, monthRange, shiftMonth, studyState } from './records-calendar';
import { monthSchema } from '../contracts/records-calendar';
import { memberProfileSchema } from '../contracts/records-member';
import { normalisePhone } from './records-member';
import { messages } from '../words/messages';

describe('the month grid', () => {
  it('starts on Sunday with blanks before the 1st and after the last day', () => {
    // 2030-07-01 is a Monday; July has 31 days.
    const weeks = monthGrid('2030-07');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, '2030-07-01', '2030-07-02', '2030-07-03', '2030-07-04', '2030-07-05', '2030-07-06']);
    expect(weeks[4]).toEqual(['2030-07-28', '2030-07-29', '2030-07-30', '2030-07-31', null, null, null]);
  });

  it('knows February of leap and common years and a month that fills exactly four weeks', () => {
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    // 2026-02-01 is a Sunday: 28 days make exactly four full weeks.
    expect(monthGrid('2026-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2026-02')).toHaveLength(4);
  });

  it('moves across years', () => {
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(shiftMonth('2030-07', 0)).toBe('2030-07');
  });

  it('accepts only YYYY-MM months of this century', () => {
    for (const ok of ['2030-01', '2099-12', ' 2030-07 ']) expect(monthSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['2030-13', '2030-00', '2030-7', '1999-12', '2030-07-01', '', 7])
      expect(monthSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('calls a study day done, missed once its date has passed, else upcoming (today included)', () => {
    expect(studyState('2030-07-01', '2030-07-03', true)).toBe('done');
    expect(studyState('2030-07-02', '2030-07-03', false)).toBe('missed');
    expect(studyState('2030-07-03', '2030-07-03', false)).toBe('upcoming');
    expect(studyState('2030-07-09', '2030-07-03', true)).toBe('done');
  });
});

describe('phone numbers', () => {
  it('stores a Korean mobile number in one form, however it was typed', () => {
    expect(normalisePhone('01012345678')).toBe('010-1234-5678');
    expect(normalisePhone('010-1234-5678')).toBe('010-1234-5678');
    expect(normalisePhone(' 010 1234 5678 ')).toBe('010-1234-5678');
    expect(normalisePhone('010.1234.5678')).toBe('010-1234-5678');
    expect(normalisePhone('0111234567')).toBe('011-123-4567');
    expect(normalisePhone('019-1234-5678')).toBe('019-1234-5678');
  });

  it('refuses what is not a Korean mobile number', () => {
    for (const bad of ['02-123-4567', '010-123-4567', '012-1234-5678', '0101234567890', '+82-10-1234-5678', 'abc', ''])
      expect(normalisePhone(bad), bad).toBeNull();
  });

  it('lets the profile leave the phone out or empty (cleared), and refuses other fields', () => {
    expect(memberProfileSchema.parse({ name: ' 김 ', phone: '' })).toEqual({ name: '김', phone: null });
    expect(memberProfileSchema.parse({ name: '김' })).toEqual({ name: '김', phone: null });
    expect(memberProfileSchema.safeParse({ name: '김', email: 'a@b.c' }).success).toBe(false);
  });

  it('keeps the dharma name when left out, clears it when empty, and takes 1–30 characters trimmed', () => {
    expect('religion_name' in memberProfileSchema.parse({ name: '김' })).toBe(false);
    expect(memberProfileSchema.parse({ name: '김', religion_name: '' }).religion_name).toBeNull();
    expect(memberProfileSchema.parse({ name: '김', religion_name: '   ' }).religion_name).toBeNull();
    expect(memberProfileSchema.parse({ name: '김', religion_name: ' 묘법화 ' }).religion_name).toBe('묘법화');
    expect(memberProfileSchema.parse({ name: '김', religion_name: '가'.repeat(30) }).religion_name).toBe('가'.repeat(30));
    const tooLong = memberProfileSchema.safeParse({ name: '김', religion_name: '가'.repeat(31) });
    expect(tooLong.success ? null : firstIssue(tooLong.error)).toBe(messages.religion_name_too_long);
    for (const wrong of [42, null, true, ['법명']]) {
      const parsed = memberProfileSchema.safeParse({ name: '김', religion_name: wrong });
      expect(parsed.success ? null : firstIssue(parsed.error), JSON.stringify(wrong)).toBe(messages.religion_name_required);
    }
  });
});
