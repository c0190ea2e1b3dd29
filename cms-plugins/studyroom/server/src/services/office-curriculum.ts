import type { Core } from '@strapi/strapi';
import type { CurriculumResults } from '@dharma/config/contracts';
import { enrolmentOf } from '../ports';
import { LESSON_UID } from './lessons';

const MATCH_CONTEXT = 30;
const RESULTS_MAX = 100;

/** The words around the first place `text` holds `q` (case-insensitive), for the office to see why it matched. */
export function around(text: string | null | undefined, q: string): string | null {
  if (!text) return null;
  const at = text.toLocaleLowerCase('ko-KR').indexOf(q.toLocaleLowerCase('ko-KR'));
  if (at < 0) return null;
  const start = Math.max(0, at - MATCH_CONTEXT);
  const end = Math.min(text.length, at + q.length + MATCH_CONTEXT);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/** The office's search of what editors wrote: course families, levels and lessons. Part of the office service. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enrolment = enrolmentOf(strapi);

  return {
    /**
     * GET /v1/staff/curriculum?q: course families and levels (name, level title and contents) and
     * published lessons (title, story, scripture passage) holding the words, at most 100 of each.
     */
    async curriculum(q: string): Promise<CurriculumResults> {
      const families = await enrolment.catalogue.families();
      const names = new Map(families.map((f) => [f.key, f.name] as const));
      const levels: CurriculumResults['levels'] = [];
      for (const f of families) {
        const byName = around(f.name, q);
        if (byName) levels.push({ catalog: f.key, name: f.name, level: null, title: null, match: byName });
        for (const l of f.levels ?? []) {
          const match = around(l.title, q) ?? around(l.contents, q);
          if (match) levels.push({ catalog: f.key, name: f.name, level: l.level, title: l.title ?? null, match });
        }
      }
      const rows = await strapi.documents(LESSON_UID).findMany({
        status: 'published',
        filters: { $or: [{ title: { $containsi: q } }, { story: { $containsi: q } }, { scripture: { passage: { $containsi: q } } }] },
        fields: ['documentId', 'catalog', 'level', 'number', 'title', 'story'],
        populate: { scripture: { fields: ['passage'] } },
        sort: [{ catalog: 'asc' }, { level: 'asc' }, { number: 'asc' }],
        limit: RESULTS_MAX,
      });
      const lessons = rows.map((r) => ({
        document_id: r.documentId,
        catalog: r.catalog,
        name: names.get(r.catalog) ?? r.catalog,
        level: r.level,
        number: r.number,
        title: r.title,
        match: around(r.title, q) ?? around(r.story, q) ?? around(r.scripture?.passage, q) ?? r.title,
      }));
      return { levels: levels.slice(0, RESULTS_MAX), lessons };
    },
  };
};
