/**
 * The school's rules: constants, course codes, the clock, enrolment, the study room, verses,
 * records, the library, notices' kinds and timing, deposits' parsing, the limits and DomainError.
 * They know nothing of words, HTTP or the environment and import no other room (decision 047).
 */
export * from './policy';
export * from './course-code';
export * from './course-image';
export * from './clock';
export * from './korean-time';
export * from './enrolment';
export * from './studyroom';
export * from './verses';
export * from './records';
export * from './records-calendar';
export * from './records-member';
export * from './library';
export * from './articles';
export * from './ids';
export * from './email-address';
export * from './site-paths';
export * from './notices';
export * from './notice-channels';
export * from './deposits';
export * from './staff';
export * from './limits';
export * from './domain-errors';
