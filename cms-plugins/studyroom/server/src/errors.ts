/**
 * What the study room refuses, in the domain's words. Services throw a `StudyroomError` with a
 * kind and the Korean message the learner is shown; they never pick an HTTP status. The one
 * translation to HTTP is `httpErrorOf`, used by every controller.
 */
export type StudyroomErrorKind = 'invalid' | 'not_found' | 'conflict';

export class StudyroomError extends Error {
  constructor(
    readonly kind: StudyroomErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'StudyroomError';
  }
}

/** The status and Strapi error name of each kind: bad input, a missing thing, a rule that says no. */
const HTTP: Record<StudyroomErrorKind, { status: 400 | 404 | 409; name: string }> = {
  invalid: { status: 400, name: 'ValidationError' },
  not_found: { status: 404, name: 'NotFoundError' },
  conflict: { status: 409, name: 'ConflictError' },
};

/** The HTTP answer to a refused request, in Strapi's error envelope. */
export function httpErrorOf(error: StudyroomError) {
  const { status, name } = HTTP[error.kind];
  return { status, body: { data: null, error: { status, name, message: error.message } } };
}
