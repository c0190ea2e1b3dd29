import { describe, expect, it } from 'vitest';
import { messages } from '@dharma/config';
import { StudyroomError, httpErrorOf } from './errors';

describe('httpErrorOf', () => {
  it.each([
    ['invalid', 400, 'ValidationError', messages.task_response_required],
    ['not_found', 404, 'NotFoundError', messages.class_not_found],
    ['conflict', 409, 'ConflictError', messages.term_over],
  ] as const)('%s → %i %s, with the message for the learner', (kind, status, name, message) => {
    expect(httpErrorOf(new StudyroomError(kind, message))).toEqual({ status, body: { data: null, error: { status, name, message } } });
  });
});
