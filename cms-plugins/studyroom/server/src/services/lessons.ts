import { BoundedCache } from '@dharma/config/cache';
import { scriptureRef } from '@dharma/config';
import type { Lesson } from '../types';

const UID = 'plugin::studyroom.lesson';

/**
 * Lessons change only when editors publish; a class's pages and every write read them. A few
 * seconds of reuse keeps a morning's rush cheap and an editor's change visible almost at once.
 */
const LESSONS_TTL_MS = 5_000;

/** The published lessons of a course (catalog and level), ordered by number: day N is lesson N. */
export default ({ strapi }) => {
  const cache = new BoundedCache<Lesson[]>({ max: 200, ttlMs: LESSONS_TTL_MS });

  const read = async (catalog: string, level: number): Promise<Lesson[]> => {
    const rows = await strapi.documents(UID).findMany({
      status: 'published',
      filters: { catalog, level },
      populate: { scripture: true, video: true, tasks: true },
      sort: [{ number: 'asc' }, { id: 'asc' }],
      limit: 1000,
    });
    const seen = new Set<number>();
    const lessons: Lesson[] = [];
    for (const r of rows) {
      // Two published lessons with one number: the first stands, so a day has one lesson.
      if (seen.has(r.number)) continue;
      seen.add(r.number);
      lessons.push({
        number: r.number,
        opensOnDay: r.opensOnDay,
        title: r.title,
        body: r.body ?? [],
        scripture: r.scripture ? { book: r.scripture.book, reference: r.scripture.reference, passage: r.scripture.passage } : null,
        scriptureRef: r.scripture ? scriptureRef(r.scripture.bookId, r.scripture.verse) : null,
        story: r.story || null,
        video: r.video ? { title: r.video.title, url: r.video.url } : null,
        tasks: (r.tasks ?? []).map((t) => ({ key: t.key, type: t.type, prompt: t.prompt, required: t.required !== false })),
      });
    }
    return lessons;
  };

  return {
    async ofCourse(catalog: string, level: number): Promise<Lesson[]> {
      return cache.load(`${catalog}:${level}`, () => read(catalog, level));
    },
  };
};
