/**
 * The course-code rule: `<semester code>-<letter><level>`, e.g. `2025FA-J1` (lotus sutra level 1
 * in the 2025 autumn semester). Each family has one fixed letter (`CATALOG_LETTERS`); bodhisattva
 * codes carry an `E` after the level (`2025FA-B1E`). Codes are stored with every application, so
 * a letter never changes once used.
 */

export const CATALOG_LETTERS = {
  bodhisattva: 'B',
  dhammapada: 'D',
  sati: 'S',
  adult: 'A',
  cheon: 'C',
  geum: 'G',
  pick: 'P',
  death: 'H',
  book: 'I',
  l7d2w9: 'F',
  a9x3b7: 'E',
  lotussutra: 'J',
} as const;

export type CatalogKey = keyof typeof CATALOG_LETTERS;
export const CATALOG_KEYS = Object.keys(CATALOG_LETTERS) as CatalogKey[];

/** Sati level 3 is part of every application. */
export const REQUIRED_COURSE = { catalog: 'sati' as CatalogKey, level: 3 } as const;

/**
 * The four seasons a semester code may carry: `<year><season>`, e.g. `2025FA`. Spring and autumn
 * are the regular semesters; editors may add a summer or winter one.
 */
export const SEMESTER_SEASONS = ['SP', 'SU', 'FA', 'WI'] as const;
export type SemesterSeason = (typeof SEMESTER_SEASONS)[number];

export const SEASON_LABELS: Record<SemesterSeason, string> = { SP: '봄학기', SU: '여름학기', FA: '가을학기', WI: '겨울학기' };

/**
 * The semester-code pattern as text, exactly as the semester content type's `code` field
 * declares it (a unit test compares the two, so the CMS never stores a code this rule refuses).
 */
export const SEMESTER_CODE_PATTERN = `^\\d{4}(${SEMESTER_SEASONS.join('|')})$`;
const SEMESTER_CODE = new RegExp(SEMESTER_CODE_PATTERN);
const COURSE_CODE = new RegExp(`^(\\d{4}(?:${SEMESTER_SEASONS.join('|')}))-([A-Z])(\\d{1,2})(E?)$`);
const SUFFIX: Partial<Record<CatalogKey, string>> = { bodhisattva: 'E' };

export function isCatalogKey(value: string): value is CatalogKey {
  return Object.prototype.hasOwnProperty.call(CATALOG_LETTERS, value);
}

export function isSemesterCode(value: string): boolean {
  return SEMESTER_CODE.test(value);
}

export function courseCode(semesterCode: string, catalog: CatalogKey, level: number): string {
  if (!isSemesterCode(semesterCode)) throw new RangeError(`invalid semester code: ${semesterCode}`);
  return `${semesterCode}-${courseKey(catalog, level)}`;
}

/** A course's code without its semester, the same in every semester: `D5`, `B1E`. */
export function courseKey(catalog: CatalogKey, level: number): string {
  if (!isCatalogKey(catalog)) throw new RangeError(`unknown catalog key: ${catalog}`);
  if (!Number.isInteger(level) || level < 1 || level > 99) throw new RangeError(`invalid level: ${level}`);
  return `${CATALOG_LETTERS[catalog]}${level}${SUFFIX[catalog] ?? ''}`;
}

const LETTER_TO_CATALOG = Object.fromEntries(Object.entries(CATALOG_LETTERS).map(([key, letter]) => [letter, key])) as Record<
  string,
  CatalogKey
>;

/** Reads a course code back; null when it does not follow the rule exactly. */
export function parseCourseCode(code: string): { semester: string; catalog: CatalogKey; level: number } | null {
  const match = COURSE_CODE.exec(code);
  if (!match) return null;
  const [, semester, letter, levelText] = match;
  const catalog = LETTER_TO_CATALOG[letter];
  if (!catalog) return null;
  const level = Number(levelText);
  if (level < 1) return null;
  // Round-trip so that a missing or stray suffix is rejected.
  return courseCode(semester, catalog, level) === code ? { semester, catalog, level } : null;
}

/**
 * The regular cycle the demo seed follows: two semesters a year, spring (SP, March–August) and
 * autumn (FA, September–February). Summer and winter semesters are irregular: editors enter their
 * dates, so the functions below refuse them.
 */
const REGULAR_SEASONS: readonly SemesterSeason[] = ['SP', 'FA'];

function assertRegular(code: string): void {
  if (!isSemesterCode(code) || !REGULAR_SEASONS.includes(code.slice(4) as SemesterSeason)) {
    throw new RangeError(`not a regular (SP/FA) semester code: ${code}`);
  }
}

/** The regular semester after a regular one: 2025FA → 2026SP → 2026FA. */
export function nextSemesterCode(code: string): string {
  assertRegular(code);
  const year = Number(code.slice(0, 4));
  return code.endsWith('SP') ? `${year}FA` : `${year + 1}SP`;
}

/** The regular semester a date falls in; January and February belong to the previous year's autumn. */
export function semesterCodeFor(date: Date): string {
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  if (month >= 3 && month <= 8) return `${year}SP`;
  return month >= 9 ? `${year}FA` : `${year - 1}FA`;
}

/** `2025FA` → `2025 가을학기`, for any of the four seasons. */
export function semesterLabel(code: string): string {
  if (!isSemesterCode(code)) throw new RangeError(`invalid semester code: ${code}`);
  return `${code.slice(0, 4)} ${SEASON_LABELS[code.slice(4) as SemesterSeason]}`;
}

/** Term start of a regular semester: the first Saturday on or after 6 March / 6 September (2025FA began 2025-09-06). */
export function termStartFor(code: string): string {
  assertRegular(code);
  const year = Number(code.slice(0, 4));
  const date = new Date(Date.UTC(year, code.endsWith('SP') ? 2 : 8, 6));
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
