import { DomainError, type DomainErrorKind } from '@dharma/config';

export { httpErrorOf, isUniqueViolation } from '@dharma/config';

/** What the records plugin refuses: a kind and the Korean message shown (the kinds and their HTTP answers are shared by every plugin). */
export type RecordsErrorKind = DomainErrorKind;

export class RecordsError extends DomainError {
  constructor(kind: RecordsErrorKind, message: string) {
    super(kind, message);
    this.name = 'RecordsError';
  }
}
