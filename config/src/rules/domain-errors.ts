/**
 * What a plugin's service refuses, in the domain's words: a kind and the Korean message the
 * learner or staff member is shown (the service takes it from the words catalogue). Services never
 * pick an HTTP status; `httpErrorOf` in platform/plugin.ts is the one translation, used by every
 * plugin's controllers. Each plugin names its own subclass
 * (EnrolmentError, RecordsError, …) so a log says where a refusal came from, and a controller
 * answers any plugin's refusal the same way (a service may call another plugin's service).
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'too_many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
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
