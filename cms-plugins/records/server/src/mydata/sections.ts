import { enrolmentSource, usersSource } from './sources';

/**
 * One section of "download my data" and "delete my account": what the learner owns in one place.
 * `rows` lists the owner's rows (plain values, no other learner's name), `erase` removes or
 * anonymises them. Adding a table to both the export and the erasure is ONE entry in `SECTIONS`.
 */
export interface PersonalSection {
  /** File name of the CSV and key in data.json. */
  name: string;
  rows(strapi, owner: number): Promise<Record<string, unknown>[]>;
  erase?(strapi, owner: number): Promise<void>;
}

/** Every section, in the order of data.json. The user's own row is erased last (see erasure). */
export const SECTIONS: PersonalSection[] = [
  { name: 'profile', rows: (strapi, owner) => usersSource(strapi).profile(owner) },
  { name: 'applications', rows: (strapi, owner) => enrolmentSource(strapi).applications(owner) },
];
