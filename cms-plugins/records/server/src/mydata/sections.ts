import type { Core } from '@strapi/strapi';
import { certificatesRepository, feedsRepository, lifestyleRepository, volunteersRepository } from '../repositories';
import { enrolmentSource, noticesSource, studyroomSource, usersSource } from './sources';

/**
 * One section of "download my data" and "delete my account": what the learner owns in one place.
 * `rows` lists the owner's rows (plain values, no other learner's name), `erase` removes or
 * anonymises them. Both are required, so a table cannot be exported and forgotten by the
 * deletion (or the other way round): adding a table to both is ONE entry in `SECTIONS`.
 *
 * `erase` writes only through the query engine (`strapi.db.query`, or a service that does): the
 * deletion runs them in one transaction, which the query engine joins on its own. A raw knex
 * query would not: on SQLite (one connection) it would wait for the transaction forever.
 */
export interface PersonalSection {
  /** File name of the CSV and key in data.json. */
  name: string;
  rows(strapi: Core.Strapi, owner: number): Promise<Record<string, unknown>[]>;
  erase(strapi: Core.Strapi, owner: number): Promise<void>;
}

/**
 * Every section, in the order of data.json. The deletion erases them from the last to the first,
 * so the user's own row (the profile) goes last.
 */
export const SECTIONS: PersonalSection[] = [
  {
    name: 'profile',
    rows: (strapi, owner) => usersSource(strapi).profile(owner),
    erase: (strapi, owner) => usersSource(strapi).erase(owner),
  },
  {
    name: 'membership',
    rows: (strapi, owner) => enrolmentSource(strapi).membership(owner),
    erase: (strapi, owner) => enrolmentSource(strapi).eraseMembership(owner),
  },
  {
    name: 'applications',
    rows: (strapi, owner) => enrolmentSource(strapi).applications(owner),
    erase: (strapi, owner) => enrolmentSource(strapi).eraseApplications(owner),
  },
  {
    name: 'depositor_names',
    rows: (strapi, owner) => enrolmentSource(strapi).depositorNames(owner),
    erase: (strapi, owner) => enrolmentSource(strapi).eraseDepositorNames(owner),
  },
  {
    name: 'free_classes',
    rows: (strapi, owner) => enrolmentSource(strapi).freeClasses(owner),
    erase: (strapi, owner) => enrolmentSource(strapi).eraseFreeClasses(owner),
  },
  {
    name: 'answers',
    rows: async (strapi, owner) => (await studyroomSource(strapi).personalData(owner)).answers,
    erase: (strapi, owner) => studyroomSource(strapi).eraseAnswers(owner),
  },
  {
    name: 'votes_given',
    rows: async (strapi, owner) => (await studyroomSource(strapi).personalData(owner)).votes,
    erase: (strapi, owner) => studyroomSource(strapi).eraseVotes(owner),
  },
  {
    name: 'volunteer',
    rows: async (strapi, owner) =>
      (await volunteersRepository(strapi).ofOwner(owner)).map((r) => ({
        grade: r.application,
        date: r.date,
        hours: r.halfHours / 2,
        content: r.content,
        email: r.email,
        confirmed_at: r.confirmedAt,
      })),
    erase: (strapi, owner) => volunteersRepository(strapi).deleteOfOwner(owner),
  },
  {
    name: 'lifestyle_own_practices',
    rows: async (strapi, owner) => (await lifestyleRepository(strapi).ofOwner(owner)).own,
    erase: (strapi, owner) => lifestyleRepository(strapi).deleteOwnOf(owner),
  },
  {
    name: 'lifestyle_checks',
    rows: async (strapi, owner) => (await lifestyleRepository(strapi).ofOwner(owner)).checks,
    erase: (strapi, owner) => lifestyleRepository(strapi).deleteChecksOf(owner),
  },
  {
    name: 'calendar_feed',
    // The secret address itself is never stored (only its hash), so only whether one is on.
    rows: async (strapi, owner) => ((await feedsRepository(strapi).exists(owner)) ? [{ private_feed: 'on' }] : []),
    erase: async (strapi, owner) => {
      await feedsRepository(strapi).remove(owner);
    },
  },
  {
    name: 'certificates',
    rows: async (strapi, owner) =>
      (await certificatesRepository(strapi).ofOwner(owner)).map((r) => ({
        code: r.code,
        kind: r.kind,
        course: r.courseName,
        course_code: r.courseCode,
        semester: r.semesterLabel,
        credits: r.credits,
        issued_on: r.issuedOn,
      })),
    erase: (strapi, owner) => certificatesRepository(strapi).deleteOfOwner(owner),
  },
  {
    name: 'notice_choices',
    rows: (strapi, owner) => noticesSource(strapi).choices(owner),
    erase: (strapi, owner) => noticesSource(strapi).eraseChoices(owner),
  },
  {
    name: 'notices',
    rows: (strapi, owner) => noticesSource(strapi).notices(owner),
    erase: (strapi, owner) => noticesSource(strapi).eraseNotices(owner),
  },
];
