import { DomainError, type DomainErrorKind } from '@dharma/config';

export { httpErrorOf, isUniqueViolation } from '@dharma/config';

/** What the study room refuses: a kind and the Korean message shown (the kinds and their HTTP answers are shared by every plugin). */
export type StudyroomErrorKind = DomainErrorKind;

export class StudyroomError extends DomainError {
  constructor(kind: StudyroomErrorKind, message: string) {
    super(kind, message);
    this.name = 'StudyroomError';
  }
}
