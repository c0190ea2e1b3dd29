import type { Core } from '@strapi/strapi';
import {
  CATALOG_LETTERS,
  CMS_CONTENT_REUSE_MS,
  COURSE_LENGTH_DAYS,
  CREDITS_PER_TERM,
  courseImageKey,
  currentSemester,
  levelReady,
  todayInKorea,
  type CatalogKey,
  type CourseImage,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { BoundedCache } from '@dharma/config/platform/cache';
import { EnrolmentError } from '../errors';
import { semestersRepository } from '../repositories';
import type { Family, FamilyLevel, SemesterRow, TargetSemester } from '../types';

/** A course family as the document service returns it: its levels as stored, maybe none. */
type FamilyDocument = Omit<Family, 'levels'> & { levels: FamilyLevel[] | null };

/** A course-code image as the document service returns it (spec §2: code → image, alt). */
interface CodeImageDocument {
  code: string;
  alt: string;
  image: { url: string; width: number | null; height: number | null } | null;
}

/** Finds the picture of a course level (null when its key has no image with a file). */
export type CourseImageOf = (catalog: string, level: number) => CourseImage | null;

/** Entries read at once: the school's list has 47 codes. */
const CODE_IMAGES_MAX = 500;

/** The course families, their levels and the semester applications are for. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new BoundedCache<Family[]>({ max: 4, ttlMs: CMS_CONTENT_REUSE_MS });
  const semesterCache = new BoundedCache<SemesterRow[]>({ max: 1, ttlMs: CMS_CONTENT_REUSE_MS });
  const imageCache = new BoundedCache<Map<string, CourseImage>>({ max: 1, ttlMs: CMS_CONTENT_REUSE_MS });
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

    /** The named semester, or the one applications are for now; refused when there is no such semester (the office's pages). */
    async semesterNamedOrTarget(code?: string): Promise<SemesterRow> {
      const found = code ? (await this.semesters()).find((s) => s.code === code) : (await this.targetSemester())?.semester;
      if (!found) throw new EnrolmentError('not_found', messages.semester_not_found);
      return found;
    },

    /** The semesters the office's pages offer to switch to, newest first. */
    async semesterChoices(): Promise<{ code: string; label: string }[]> {
      return (await this.semesters()).sort((a, b) => b.termStart.localeCompare(a.termStart)).map((s) => ({ code: s.code, label: s.label }));
    },

    /** Every semester, reused for a few seconds: for what pages show, never for what is allowed. */
    async semestersToShow(): Promise<SemesterRow[]> {
      return semesterCache.load('all', () => semesters.all());
    },

    /** The target semester as pages show it (from the reused list). */
    async targetSemesterToShow(today = todayInKorea()): Promise<TargetSemester | null> {
      return currentSemester(await this.semestersToShow(), today);
    },

    /** The course-code images editors keep, by code (reused for a few seconds, like the families). */
    async codeImages(): Promise<Map<string, CourseImage>> {
      return imageCache.load('all', async () => {
        const rows = (await strapi.documents('api::course-code-image.course-code-image').findMany({
          populate: { image: { fields: ['url', 'width', 'height'] } },
          limit: CODE_IMAGES_MAX,
        })) as unknown as CodeImageDocument[];
        const byCode = new Map<string, CourseImage>();
        for (const r of rows) {
          if (!r.image?.url) continue;
          byCode.set(r.code.trim(), { url: r.image.url, alt: r.alt, width: r.image.width ?? null, height: r.image.height ?? null });
        }
        return byCode;
      });
    },

    /** The picture of each course level: its code image by courseImageKey (the level's own key, else its code). */
    async courseImages(): Promise<CourseImageOf> {
      const [families, images] = await Promise.all([this.families(), this.codeImages()]);
      const byFamily = new Map(families.map((f) => [f.key as string, f] as const));
      return (catalog, level) => {
        const family = byFamily.get(catalog);
        if (!family) return null;
        const own = family.levels.find((l) => l.level === level)?.imageCode;
        return images.get(courseImageKey(catalog as CatalogKey, level, own)) ?? null;
      };
    },

    /** This semester's catalogue entries, each with its levels' pictures (`level_images`, by level). */
    async catalogue() {
      const imageOf = await this.courseImages();
      return (await this.families()).map((f) => ({
        id: f.id,
        catalog: f.key,
        name: f.name,
        days: f.days ?? COURSE_LENGTH_DAYS,
        credit: CREDITS_PER_TERM[f.category],
        image: f.image?.url ?? null,
        category: f.category,
        letter: CATALOG_LETTERS[f.key],
        level_images: Object.fromEntries(
          f.levels.flatMap((l) => {
            const image = imageOf(f.key, l.level);
            return image ? [[l.level, image] as const] : [];
          }),
        ),
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
