/**
 * The contracts between web and the CMS: the zod schema of every form and request body (both
 * sides parse with it; an issue carries a refusal's key, never words) and the types of the
 * answers. Reads rules only (decision 047).
 */
export * from './refusals';
export * from './schemas';
export * from './studyroom-api';
export * from './records';
export * from './records-calendar';
export * from './records-member';
export * from './staff';
export * from './notices';
export * from './notices-staff';
export * from './deposits';
