import { DomainError, type DomainErrorKind } from '@dharma/config';

export { httpErrorOf, isUniqueViolation } from '@dharma/config';

/** What the library refuses: a kind and the Korean message shown (the kinds and their HTTP answers are shared by every plugin). */
export type LibraryErrorKind = DomainErrorKind;

export class LibraryError extends DomainError {
  constructor(kind: LibraryErrorKind, message: string) {
    super(kind, message);
    this.name = 'LibraryError';
  }
}
