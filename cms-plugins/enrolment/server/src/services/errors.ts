/** An outcome the learner must be told about: the controller turns it into this status and message. */
export class EnrolmentError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
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
