import type { Core } from '@strapi/strapi';
import {
  CATALOG_LETTERS,
  CMS_CONTENT_REUSE_MS,
  COURSE_LENGTH_DAYS,
  CREDITS_PER_TERM,
  currentSemester,
  levelReady,
  messages,
  todayInKorea,
} from '@dharma/config';
import { BoundedCache } from '@dharma/config/cache';
import { EnrolmentError } from '../errors';
import { semestersRepository } from '../repositories';
import type { Family, FamilyLevel, SemesterRow, TargetSemester } from '../types';

/** A course family as the document service returns it: its levels as stored, maybe none. */
type FamilyDocument = Omit<Family, 'levels'> & { levels: FamilyLevel[] | null };

/** The course families, their levels and the semester applications are for. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new BoundedCache<Family[]>({ max: 4, ttlMs: CMS_CONTENT_REUSE_MS });
  const semesterCache = new BoundedCache<SemesterRow[]>({ max: 1, ttlMs: CMS_CONTENT_REUSE_MS });
  const semesters = semestersRepository(strapi);
  return {
    async families(): Promise<Family[]> {
      return cache.load('families', async () => {
        // The plugin compiles without the app's generated content types, so Strapi types every document as AnyDocument.
        const rows = (await strapi.documents('api::course-family.course-family').findMany({
          status: 'published',
          populate: { image: { fields: ['url'] }, levels: true },
          limit: 100,
        })) as unknown as FamilyDocument[];
        return rows.map((r) => ({ ...r, levels: [...(r.levels ?? [])].sort((a, b) => a.level - b.level) }));
      });
    },

    /**
     * The semester applications are for now: its window is open, or it is the next to open. Read
     * afresh: a changed window or term start decides at once what an application may do.
     */
    async targetSemester(today = todayInKorea()): Promise<TargetSemester | null> {
      return currentSemester(await semesters.all(), today);
    },

    /** Every semester, read afresh: term dates decide what a learner may write. */
    async semesters(): Promise<SemesterRow[]> {
      return semesters.all();
    },

    /** Every semester, reused for a few seconds: for what pages show, never for what is allowed. */
    async semestersToShow(): Promise<SemesterRow[]> {
      return semesterCache.load('all', () => semesters.all());
    },

    /** The target semester as pages show it (from the reused list). */
    async targetSemesterToShow(today = todayInKorea()): Promise<TargetSemester | null> {
      return currentSemester(await this.semestersToShow(), today);
    },

    /** This semester's catalogue entries. */
    async catalogue() {
      return (await this.families()).map((f) => ({
        id: f.id,
        catalog: f.key,
        name: f.name,
        days: f.days ?? COURSE_LENGTH_DAYS,
        credit: CREDITS_PER_TERM[f.category],
        image: f.image?.url ?? null,
        category: f.category,
        letter: CATALOG_LETTERS[f.key],
      }));
    },

    levelsOf(family: Family) {
      return family.levels.map((l) => ({ course_level: l.level, title: l.title, ready: levelReady(l), credits: l.credits }));
    },

    /** Every family's levels. */
    async allLevels() {
      return (await this.families()).map((f) => ({ id: f.id, catalog: f.key, levels: this.levelsOf(f) }));
    },

    /** One family's levels, by its id or its catalogue key. */
    async levelsOfFamily(idOrKey: string) {
      const id = Number(idOrKey);
      const family = (await this.families()).find((f) => f.id === id || f.key === idOrKey);
      if (!family) throw new EnrolmentError('not_found', messages.unknown_course);
      return this.levelsOf(family);
    },
  };
};
