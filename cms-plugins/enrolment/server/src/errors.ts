import { domainErrorClass } from '@dharma/config/platform/plugin';

/**
 * What an enrolment refuses: a kind (the HTTP answer every plugin shares) and the Korean message shown.
 * Its own class only so that a log says which plugin refused.
 */
export const EnrolmentError = domainErrorClass('EnrolmentError');
export type EnrolmentError = InstanceType<typeof EnrolmentError>;
