import { describe, expect, it } from 'vitest';
import { EnrolmentError, httpErrorOf, isUniqueViolation } from './errors';

describe('httpErrorOf', () => {
  it.each([
    ['invalid', 400, 'ValidationError'],
    ['not_found', 404, 'NotFoundError'],
    ['conflict', 409, 'ConflictError'],
  ] as const)('%s → %i %s, with the message for the learner', (kind, status, name) => {
    expect(httpErrorOf(new EnrolmentError(kind, '이미 신청하셨습니다.'))).toEqual({
      status,
      body: { data: null, error: { status, name, message: '이미 신청하셨습니다.' } },
    });
  });
});

describe('isUniqueViolation', () => {
  it('recognises SQLite and PostgreSQL unique violations, and nothing else', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation(new Error('insert into x - duplicate key value violates unique constraint'))).toBe(true);
    expect(isUniqueViolation(new Error('SQLITE_BUSY: database is locked'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
