import type { Core, Modules } from '@strapi/strapi';
import { beyondEveryTerm, CMS_CONTENT_REUSE_MS, scriptureRef, termLessons, type ClassRecord, type TaskType } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type LessonPreview } from '@dharma/config/contracts';
import { BoundedCache } from '@dharma/config/platform/cache';
import { enrolmentOf } from '../ports';
import { StudyroomError } from '../errors';
import type { Lesson } from '../types';
import { dayTasks } from './rules';

export const LESSON_UID = 'plugin::studyroom.lesson';
const POPULATE = { scripture: true, video: true, tasks: true } as const;

/** A lesson as the documents API returns it with POPULATE: the content type's and its components' attributes. */
interface StoredLesson extends Modules.Documents.AnyDocument {
  catalog: string;
  level: number;
  number: number;
  opensOnDay: number;
  title: string;
  body?: unknown;
  scripture?: { book: string; reference: string; passage: string; bookId?: number | null; verse?: number | null } | null;
  story?: string | null;
  video?: { title: string; url: string } | null;
  tasks?: { key: string; type: TaskType; prompt: string; required?: boolean | null }[] | null;
}

/** A stored lesson (scripture, video and tasks populated) as the study room uses it. */
function toLesson(r: StoredLesson): Lesson {
  return {
    number: r.number,
    opensOnDay: r.opensOnDay,
    title: r.title,
    body: r.body ?? [],
    scripture: r.scripture ? { book: r.scripture.book, reference: r.scripture.reference, passage: r.scripture.passage } : null,
    scriptureRef: r.scripture ? scriptureRef(r.scripture.bookId, r.scripture.verse) : null,
    story: r.story || null,
    video: r.video ? { title: r.video.title, url: r.video.url } : null,
    tasks: (r.tasks ?? []).map((t) => ({ key: t.key, type: t.type, prompt: t.prompt, required: t.required !== false })),
  };
}

/**
 * Lessons as the study room reads them: the published lessons of a course (catalog and level),
 * ordered by number (day N is lesson N), and one lesson in either version for the panel's preview.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new BoundedCache<Lesson[]>({ max: 200, ttlMs: CMS_CONTENT_REUSE_MS });

  const read = async (catalog: string, level: number): Promise<Lesson[]> => {
    // Without generated content-type typings the documents API answers AnyDocument; populated so, a row is a StoredLesson.
    const rows = (await strapi.documents(LESSON_UID).findMany({
      status: 'published',
      filters: { catalog, level },
      populate: POPULATE,
      sort: [{ number: 'asc' }, { id: 'asc' }],
      limit: 1000,
    })) as StoredLesson[];
    const seen = new Set<number>();
    const lessons: Lesson[] = [];
    for (const r of rows) {
      // Two published lessons with one number: the first stands, so a day has one lesson.
      if (seen.has(r.number)) continue;
      seen.add(r.number);
      lessons.push(toLesson(r));
    }
    return lessons;
  };

  return {
    async ofCourse(catalog: string, level: number): Promise<Lesson[]> {
      return cache.load(`${catalog}:${level}`, () => read(catalog, level));
    },

    /**
     * A class's lessons: its course's lessons that open within its term (`termLessons`), the only
     * ones its pages show and its progress, pass rule and pace count.
     */
    async ofClass(row: Pick<ClassRecord, 'catalog' | 'level' | 'termStart' | 'termEnd'>): Promise<Lesson[]> {
      return termLessons(row, await this.ofCourse(row.catalog, row.level));
    },

    /**
     * One lesson as editors wrote it, draft or published, for the panel's preview: read afresh
     * (never from the cache) so a saved change shows at once, with the semesters' terms: a lesson
     * no term reaches is no day of any class yet, and the preview warns its editor (not a refusal:
     * a longer term may be entered later). 404 when that version does not exist.
     */
    async preview(documentId: string, status: 'draft' | 'published'): Promise<LessonPreview> {
      // Without generated content-type typings the documents API answers AnyDocument; populated so, a row is a StoredLesson.
      const row = (await strapi.documents(LESSON_UID).findOne({ documentId, status, populate: POPULATE })) as StoredLesson | null;
      if (!row) throw new StudyroomError('not_found', messages.lesson_not_found);
      const lesson = toLesson(row);
      const [families, semesters] = await Promise.all([
        enrolmentOf(strapi).catalogue.families(),
        enrolmentOf(strapi).catalogue.semesters(),
      ]);
      const beyond = beyondEveryTerm(lesson.opensOnDay, semesters);
      return {
        document_id: documentId,
        status,
        catalog: row.catalog,
        name: families.find((f) => f.key === row.catalog)?.name ?? row.catalog,
        level: row.level,
        day: lesson.number,
        opens_on_day: lesson.opensOnDay,
        beyond_terms: beyond ? { longest_term_days: beyond.longestTermDays } : null,
        title: lesson.title,
        body: lesson.body,
        scripture: lesson.scripture,
        story: lesson.story,
        video: lesson.video,
        tasks: dayTasks(lesson),
      };
    },
  };
};
