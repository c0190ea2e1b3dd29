/**
 * A Korean mobile number in its one stored form, 010-1234-5678 (or 011-123-4567 for the old
 * 3-digit middle part); null when `value` is not one. Spaces, dots and dashes between the parts
 * are accepted, as people type them.
 */
export function normalisePhone(value: string): string | null {
  const digits = value.trim().replace(/[\s.-]/g, '');
  const match = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits);
  if (!match) return null;
  // 010 numbers always have a 4-digit middle part.
  if (match[1] === '010' && match[2].length !== 4) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * A Korean telephone number, mobile or landline, written the usual way with hyphens: 010-1234-5678,
 * 02-123-4567, 031-1234-5678, 070-1234-5678; null when it is not one. Seoul's area code is two
 * digits, the others three.
 */
export function normaliseKoreanPhone(value: string): string | null {
  const mobile = normalisePhone(value);
  if (mobile) return mobile;
  const digits = value.trim().replace(/[\s.()-]/g, '');
  const seoul = /^(02)(\d{3,4})(\d{4})$/.exec(digits);
  const other = /^(0(?:[3-6][1-5]|70|80))(\d{3,4})(\d{4})$/.exec(digits);
  const match = seoul ?? other;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * Characters a reader cannot see or that steer the text around them: control characters, format
 * characters (zero-width spaces and joiners, direction overrides), private-use characters, line
 * and paragraph separators, and the Hangul fillers, which are letters to Unicode but blank on
 * screen (a favourite for "empty" names).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;

/**
 * Whether a (trimmed) name is one people can read: at least one letter of any script, nothing
 * invisible. A name of a quote mark or an emoji alone shows staff nothing they can call a person
 * by. Spaces, dots, hyphens and apostrophes between letters stay allowed (Jane O'Neil, 김 민수).
 */
export function isReadableName(name: string): boolean {
  return /\p{L}/u.test(name) && !INVISIBLE.test(name);
}
