import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  CATALOG_KEYS,
  type CATALOG_LETTERS,
  courseCode,
  isSemesterCode,
  nextSemesterCode,
  parseCourseCode,
  REQUIRED_COURSE,
  SEMESTER_CODE_PATTERN,
  SEMESTER_SEASONS,
  semesterCodeFor,
  semesterLabel,
  termStartFor,
} from './course-code';

describe('course code rule', () => {
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

  it.each(['2025FA-B1', '2025FA-J1E', '2025FA-Z1', '2025XX-J1', '2025FA-J0', 'J1', '2025FA-j1', ''])('rejects %j', (code) =>
    expect(parseCourseCode(code)).toBeNull(),
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

describe('the four seasons: spring, summer, autumn, winter', () => {
  it.each([
    ['2027SP', '2027 봄학기'],
    ['2027SU', '2027 여름학기'],
    ['2027FA', '2027 가을학기'],
    ['2027WI', '2027 겨울학기'],
  ])('%s is a semester code labelled %s', (code, label) => {
    expect(isSemesterCode(code)).toBe(true);
    expect(semesterLabel(code)).toBe(label);
  });

  it.each(['2027XX', '27SU', '2027su', '2027SUM', ' 2027SU', '2027-SU', ''])('%j is not a semester code', (code) => {
    expect(isSemesterCode(code)).toBe(false);
    expect(() => semesterLabel(code)).toThrow(RangeError);
  });

  it('builds and reads back course codes of a summer and a winter semester', () => {
    expect(courseCode('2027SU', 'sati', 3)).toBe('2027SU-S3');
    expect(courseCode('2027WI', 'bodhisattva', 2)).toBe('2027WI-B2E');
    expect(parseCourseCode('2027SU-J1')).toEqual({ semester: '2027SU', catalog: 'lotussutra', level: 1 });
    expect(parseCourseCode('2027WI-B2E')).toEqual({ semester: '2027WI', catalog: 'bodhisattva', level: 2 });
    expect(parseCourseCode('2027WI-B2')).toBeNull();
  });

  it('keeps the regular cycle to spring and autumn: summer and winter have no computed dates', () => {
    expect(() => nextSemesterCode('2027SU')).toThrow(RangeError);
    expect(() => termStartFor('2027SU')).toThrow(RangeError);
    expect(() => termStartFor('2027WI')).toThrow(RangeError);
  });

  it('the semester content type accepts exactly the codes this rule accepts', () => {
    const schemaFile = path.resolve(__dirname, '../../../cms/src/api/semester/content-types/semester/schema.json');
    const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
    expect(schema.attributes.code.regex).toBe(SEMESTER_CODE_PATTERN);
    const cms = new RegExp(schema.attributes.code.regex);
    for (const season of SEMESTER_SEASONS) expect(cms.test(`2027${season}`), season).toBe(true);
  });
});
