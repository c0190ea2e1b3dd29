import { certificatesRepository, lifestyleRepository, volunteersRepository } from '../repositories';
import { enrolmentSource, studyroomSource, usersSource } from './sources';

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
  { name: 'answers', rows: async (strapi, owner) => (await studyroomSource(strapi).personalData(owner)).answers },
  { name: 'votes_given', rows: async (strapi, owner) => (await studyroomSource(strapi).personalData(owner)).votes },
  {
    name: 'volunteer',
    rows: async (strapi, owner) => (await volunteersRepository(strapi).ofOwner(owner)).map((r) => ({ grade: r.application, date: r.date, hours: r.halfHours / 2, content: r.content, email: r.email, confirmed_at: r.confirmedAt })),
  },
  { name: 'lifestyle_own_practices', rows: async (strapi, owner) => (await lifestyleRepository(strapi).ofOwner(owner)).own },
  { name: 'lifestyle_checks', rows: async (strapi, owner) => (await lifestyleRepository(strapi).ofOwner(owner)).checks },
  {
    name: 'certificates',
    rows: async (strapi, owner) => (await certificatesRepository(strapi).ofOwner(owner)).map((r) => ({ code: r.code, kind: r.kind, course: r.courseName, course_code: r.courseCode, semester: r.semesterLabel, credits: r.credits, issued_on: r.issuedOn })),
  },
];
