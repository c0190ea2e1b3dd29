import { domainErrorClass } from '@dharma/config/platform/plugin';

/** What the notices plugin refuses: a kind (the HTTP answer every plugin shares) and the Korean message shown. */
export const NoticesError = domainErrorClass('NoticesError');
export type NoticesError = InstanceType<typeof NoticesError>;
