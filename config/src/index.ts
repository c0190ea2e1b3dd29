/**
 * The rules and words the CMS, its plugins and web share, written once: constants, pure rule
 * functions, types of the API's answers and the Korean message catalogue. Importable by pages
 * (no Strapi, Koa or Node-only code here). Beside this entry point:
 * - `@dharma/config/schemas`: the zod schema of every form and request body (both sides parse with it);
 * - `@dharma/config/env`: the environment schemas, parsed once per process (`cmsEnv()`, `webEnv()`);
 * - `@dharma/config/plugin`: the CMS plugins' shared HTTP edge (respond, parse, ids, route presets, ports);
 * - `@dharma/config/cache`: the bounded cache every process uses;
 * - `@dharma/config/preview`: the signed lesson-preview link.
 */
export * from './policy';
export * from './course-code';
export * from './course-image';
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
export * from './media';
export * from './ids';
export * from './panel-labels';
export * from './notices';
export * from './email-address';
export * from './site-paths';
export * from './notices-staff';
export * from './deposits';
