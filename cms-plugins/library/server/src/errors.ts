import { domainErrorClass } from '@dharma/config/platform/plugin';

/**
 * What the library refuses: a kind (the HTTP answer every plugin shares) and the Korean message shown.
 * Its own class only so that a log says which plugin refused.
 */
export const LibraryError = domainErrorClass('LibraryError');
export type LibraryError = InstanceType<typeof LibraryError>;
