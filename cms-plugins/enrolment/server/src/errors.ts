import { DomainError, type DomainErrorKind } from '@dharma/config';

export { httpErrorOf, isUniqueViolation } from '@dharma/config';

/** What can go wrong in an enrolment: a kind and the Korean message shown (the kinds and their HTTP answers are shared by every plugin). */
export type EnrolmentErrorKind = DomainErrorKind;

export class EnrolmentError extends DomainError {
  constructor(kind: EnrolmentErrorKind, message: string) {
    super(kind, message);
    this.name = 'EnrolmentError';
  }
}
