/**
 * Shared rules, free of dependencies so that pages can import them. Zod schemas live in
 * `@dharma/config/schemas` and the environment schema in `@dharma/config/env`.
 */
export * from './policy';
export * from './course-code';
export * from './messages';
export * from './articles';
export * from './clock';
export * from './korean-time';
export * from './enrolment';
export * from './studyroom';
export * from './studyroom-api';
export * from './verses';
export * from './records';
export * from './library';
export * from './records-calendar';
export * from './records-member';
export * from './admin';
export * from './domain-errors';
export * from './security';
