/**
 * What the records plugin refuses, in the domain's words. Services throw a `RecordsError` with a
 * kind and the Korean message the learner is shown; they never pick an HTTP status. The one
 * translation to HTTP is `httpErrorOf`, used by every controller.
 */
export type RecordsErrorKind = 'invalid' | 'not_found' | 'conflict';

export class RecordsError extends Error {
  constructor(
    readonly kind: RecordsErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'RecordsError';
  }
}

/** The status and Strapi error name of each kind: bad input, a missing thing, a rule that says no. */
const HTTP: Record<RecordsErrorKind, { status: 400 | 404 | 409; name: string }> = {
  invalid: { status: 400, name: 'ValidationError' },
  not_found: { status: 404, name: 'NotFoundError' },
  conflict: { status: 409, name: 'ConflictError' },
};

/** The HTTP answer to a refused request, in Strapi's error envelope. */
export function httpErrorOf(error: RecordsError) {
  const { status, name } = HTTP[error.kind];
  return { status, body: { data: null, error: { status, name, message: error.message } } };
}

/** A unique index said no (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: { code?: string } };
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === '23505' ||
    e?.cause?.code === '23505' ||
    /UNIQUE constraint failed|duplicate key value/i.test(e?.message ?? '')
  );
}
