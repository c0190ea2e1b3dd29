import { describe, expect, it } from 'vitest';
import {
  CATALOG_KEYS,
  CATALOG_LETTERS,
  courseCode,
  nextSemesterCode,
  parseCourseCode,
  REQUIRED_COURSE,
  semesterCodeFor,
  semesterLabel,
  termStartFor,
} from './course-code';

describe('course code rule (spec §3)', () => {
  const expected: Record<string, string> = {
    bodhisattva: '2025FA-B1E',
    dhammapada: '2025FA-D1',
    sati: '2025FA-S1',
    adult: '2025FA-A1',
    cheon: '2025FA-C1',
    geum: '2025FA-G1',
    pick: '2025FA-P1',
    death: '2025FA-H1',
    book: '2025FA-I1',
    l7d2w9: '2025FA-F1',
    a9x3b7: '2025FA-E1',
    lotussutra: '2025FA-J1',
  };

  it('covers all twelve catalogue families', () => {
    expect(CATALOG_KEYS.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s level 1 → %s', (catalog, code) => {
    expect(courseCode('2025FA', catalog as keyof typeof CATALOG_LETTERS, 1)).toBe(code);
  });

  it('puts the level before the bodhisattva E suffix', () => {
    expect(courseCode('2025FA', 'bodhisattva', 3)).toBe('2025FA-B3E');
    expect(courseCode('2026SP', 'lotussutra', 12)).toBe('2026SP-J12');
  });

  it('the required course is sati level 3', () => {
    expect(courseCode('2025FA', REQUIRED_COURSE.catalog, REQUIRED_COURSE.level)).toBe('2025FA-S3');
  });

  it.each(Object.values(expected))('parses %s back', (code) => {
    const parsed = parseCourseCode(code);
    expect(parsed).not.toBeNull();
    expect(courseCode(parsed!.semester, parsed!.catalog, parsed!.level)).toBe(code);
  });

  it.each(['2025FA-B1', '2025FA-J1E', '2025FA-Z1', '2025XX-J1', '2025FA-J0', 'J1', '2025FA-j1', ''])(
    'rejects %j',
    (code) => expect(parseCourseCode(code)).toBeNull(),
  );

  it('refuses to build a code from bad parts', () => {
    expect(() => courseCode('25FA', 'sati', 1)).toThrow(RangeError);
    expect(() => courseCode('2025FA', 'nope' as never, 1)).toThrow(RangeError);
    expect(() => courseCode('2025FA', 'sati', 0)).toThrow(RangeError);
    expect(() => courseCode('2025FA', 'sati', 1.5)).toThrow(RangeError);
  });
});

describe('semester codes', () => {
  it('alternates spring and autumn: 2025FA → 2026SP → 2026FA', () => {
    expect(nextSemesterCode('2025FA')).toBe('2026SP');
    expect(nextSemesterCode('2026SP')).toBe('2026FA');
    expect(() => nextSemesterCode('2025WI')).toThrow(RangeError);
  });

  it('names the semester of a date, January and February belonging to the previous autumn', () => {
    expect(semesterCodeFor(new Date('2025-09-06T00:00:00Z'))).toBe('2025FA');
    expect(semesterCodeFor(new Date('2025-12-01T00:00:00Z'))).toBe('2025FA');
    expect(semesterCodeFor(new Date('2026-02-15T00:00:00Z'))).toBe('2025FA');
    expect(semesterCodeFor(new Date('2026-03-01T00:00:00Z'))).toBe('2026SP');
    expect(semesterCodeFor(new Date('2026-08-31T00:00:00Z'))).toBe('2026SP');
  });

  it('labels 2025FA as 2025 가을학기 and 2026SP as 2026 봄학기', () => {
    expect(semesterLabel('2025FA')).toBe('2025 가을학기');
    expect(semesterLabel('2026SP')).toBe('2026 봄학기');
  });

  it('starts a term on the first Saturday from the 6th: 2025FA on 2025-09-06', () => {
    expect(termStartFor('2025FA')).toBe('2025-09-06');
    expect(termStartFor('2027SP')).toBe('2027-03-06');
    expect(new Date(termStartFor('2026FA')).getUTCDay()).toBe(6);
  });
});
