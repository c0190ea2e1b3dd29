import { domainErrorClass } from '@dharma/config/platform/plugin';

/**
 * What the study room refuses: a kind (the HTTP answer every plugin shares) and the Korean message shown.
 * Its own class only so that a log says which plugin refused.
 */
export const StudyroomError = domainErrorClass('StudyroomError');
export type StudyroomError = InstanceType<typeof StudyroomError>;
