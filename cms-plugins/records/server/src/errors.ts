import { domainErrorClass } from '@dharma/config/platform/plugin';

/**
 * What the records plugin refuses: a kind (the HTTP answer every plugin shares) and the Korean message shown.
 * Its own class only so that a log says which plugin refused.
 */
export const RecordsError = domainErrorClass('RecordsError');
export type RecordsError = InstanceType<typeof RecordsError>;
