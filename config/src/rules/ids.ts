/**
 * A row id as it stands in a path or a form field: a whole number from 1 with at most nine digits,
 * so it always fits a 32-bit integer column on SQLite and PostgreSQL alike and a hostile
 * `1e999`, `0x10`, ` 7` or `007` never reaches a query. Web and the plugins read ids with this one
 * rule; what does not match names nothing (404) or is a bad form (400), as the caller decides.
 */
export const ID_PATTERN = /^[1-9]\d{0,8}$/;

/** A page number in an address or a query: 1 to 999999. */
export const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

/** The id this text names, or null when it is not one. */
export function idFrom(value: unknown): number | null {
  return typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : null;
}

/** A calendar day as the API and forms write it: 2026-03-05. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
