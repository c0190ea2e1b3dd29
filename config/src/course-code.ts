/**
 * The course-code rule (spec §3): `<semester code>-<letter><level>`, e.g. `2025FA-J1`.
 * Bodhisattva codes carry an `E` after the level (`2025FA-B1E`).
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

const SEMESTER_CODE = /^\d{4}(SP|FA)$/;
const SUFFIX: Partial<Record<CatalogKey, string>> = { bodhisattva: 'E' };

export function isCatalogKey(value: string): value is CatalogKey {
  return Object.prototype.hasOwnProperty.call(CATALOG_LETTERS, value);
}

export function isSemesterCode(value: string): boolean {
  return SEMESTER_CODE.test(value);
}

export function courseCode(semesterCode: string, catalog: CatalogKey, level: number): string {
  if (!isSemesterCode(semesterCode)) throw new RangeError(`invalid semester code: ${semesterCode}`);
  if (!isCatalogKey(catalog)) throw new RangeError(`unknown catalog key: ${catalog}`);
  if (!Number.isInteger(level) || level < 1 || level > 99) throw new RangeError(`invalid level: ${level}`);
  return `${semesterCode}-${CATALOG_LETTERS[catalog]}${level}${SUFFIX[catalog] ?? ''}`;
}

const LETTER_TO_CATALOG = Object.fromEntries(
  Object.entries(CATALOG_LETTERS).map(([key, letter]) => [letter, key]),
) as Record<string, CatalogKey>;

/** Reads a course code back; null when it does not follow the rule exactly. */
export function parseCourseCode(code: string): { semester: string; catalog: CatalogKey; level: number } | null {
  const match = /^(\d{4}(?:SP|FA))-([A-Z])(\d{1,2})(E?)$/.exec(code);
  if (!match) return null;
  const [, semester, letter, levelText, suffix] = match;
  const catalog = LETTER_TO_CATALOG[letter];
  if (!catalog) return null;
  const level = Number(levelText);
  if (level < 1) return null;
  // Round-trip so that a missing or stray suffix is rejected.
  return courseCode(semester, catalog, level) === code ? { semester, catalog, level } : null;
}

/**
 * The school runs two semesters a year: spring (SP, March–August) and autumn (FA, September–
 * February). Codes follow the 2025FA pattern.
 */
const SEASONS = ['SP', 'FA'] as const;

export function nextSemesterCode(code: string): string {
  if (!isSemesterCode(code)) throw new RangeError(`invalid semester code: ${code}`);
  const year = Number(code.slice(0, 4));
  return code.endsWith('SP') ? `${year}FA` : `${year + 1}SP`;
}

/** The semester a date falls in; January and February belong to the previous year's autumn. */
export function semesterCodeFor(date: Date): string {
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  if (month >= 3 && month <= 8) return `${year}SP`;
  return month >= 9 ? `${year}FA` : `${year - 1}FA`;
}

export const SEASON_LABELS: Record<(typeof SEASONS)[number], string> = { SP: '봄학기', FA: '가을학기' };

export function semesterLabel(code: string): string {
  if (!isSemesterCode(code)) throw new RangeError(`invalid semester code: ${code}`);
  return `${code.slice(0, 4)} ${SEASON_LABELS[code.slice(4) as (typeof SEASONS)[number]]}`;
}

/** Term start of a semester: the first Saturday on or after 6 March / 6 September (2025FA began 2025-09-06). */
export function termStartFor(code: string): string {
  if (!isSemesterCode(code)) throw new RangeError(`invalid semester code: ${code}`);
  const year = Number(code.slice(0, 4));
  const date = new Date(Date.UTC(year, code.endsWith('SP') ? 2 : 8, 6));
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
