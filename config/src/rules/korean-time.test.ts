import { describe, expect, it } from 'vitest';
import { todayInKorea } from './clock';
import {
  formatDate,
  formatDateTime,
  formatDayOfClass,
  formatKoreanDay,
  formatLongDateTime,
  formatShortDate,
  koreanDay,
} from './korean-time';

// 15:00 UTC is midnight in Korea: the instants either side fall on different Korean days.
const BEFORE_MIDNIGHT = '2026-03-04T14:59:59Z';
const AFTER_MIDNIGHT = '2026-03-04T15:00:00Z';

describe('Korean dates and times', () => {
  it('a day turns at midnight in Korea, not in UTC or the server zone', () => {
    expect(koreanDay(BEFORE_MIDNIGHT)).toBe('2026-03-04');
    expect(koreanDay(AFTER_MIDNIGHT)).toBe('2026-03-05');
    expect(koreanDay(new Date(AFTER_MIDNIGHT))).toBe('2026-03-05');
    expect(todayInKorea(new Date(AFTER_MIDNIGHT))).toBe('2026-03-05');
    expect(koreanDay('2025-12-31T15:00:00Z')).toBe('2026-01-01');
  });

  it('writes a calendar day with dots', () => {
    expect(formatDate('2025-09-06')).toBe('2025.09.06');
    expect(formatDate('2025-09-06T23:00:00.000Z')).toBe('2025.09.06');
    expect(formatKoreanDay(BEFORE_MIDNIGHT)).toBe('2026.03.04');
    expect(formatKoreanDay(AFTER_MIDNIGHT)).toBe('2026.03.05');
    // An article published at 00:30 in Seoul is dated that day, not UTC's day before (15:30Z).
    expect(formatKoreanDay('2026-03-04T15:30:00Z')).toBe('2026.03.05');
    expect(formatKoreanDay(new Date('2026-03-05T00:30:00+09:00'))).toBe('2026.03.05');
  });

  it('writes a class day with its weekday, the same in any zone', () => {
    expect(formatDayOfClass('2026-03-05')).toBe('3.5 (목)');
    expect(formatDayOfClass('2026-03-08')).toBe('3.8 (일)');
    expect(formatDayOfClass('2025-12-31T23:30:00Z')).toBe('12.31 (수)');
  });

  it('writes an instant in each of the school’s forms, in Korean time', () => {
    expect(formatDateTime('2026-03-05T05:03:07Z')).toBe('26. 3. 5. 14:03:07');
    // The hour is written as ko-KR writes it (not zero-padded), as the back office has always shown it.
    expect(formatDateTime(AFTER_MIDNIGHT)).toBe('26. 3. 5. 0:00:00');
    expect(formatShortDate('2026-03-05T05:03:07Z')).toBe('26. 3. 5.');
    expect(formatLongDateTime('2026-03-05T05:03:07Z')).toBe('2026년 3월 5일 14:03');
  });

  it('refuses what is not an instant instead of printing a wrong day', () => {
    expect(() => koreanDay('not a date')).toThrow(RangeError);
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});
