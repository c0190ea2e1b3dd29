import type { Core } from '@strapi/strapi';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { LESSON_UID } from './lessons';

/**
 * How the lessons list looks in the admin panel. Editors look for a lesson by course family and
 * level, then by its number: the list shows those columns (and Strapi's own publication status
 * column), filters on them, and opens sorted by number. The panel's list takes one sort field;
 * with the family and level filtered, number order is the course's order.
 */
const COLUMNS = ['catalog', 'level', 'number', 'opensOnDay', 'title'] as const;
const SETTINGS = { mainField: 'title', defaultSortBy: 'number', defaultSortOrder: 'ASC', filterable: true, searchable: true, pageSize: 20 };

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
};

/**
 * Strapi's own starting configuration for a content type, from the content manager's generator
 * (an internal module: Strapi is pinned to one version, and without it nothing is changed).
 */
function strapiDefault(strapi: Core.Strapi): Promise<Configuration> | null {
  let generator: { createDefaultConfiguration(model: unknown): Promise<Configuration> };
  try {
    const dir = path.dirname(require.resolve('@strapi/content-manager/package.json'));
    // A path known only at run time, from Strapi's own install: an import cannot name it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    generator = require(path.join(dir, 'dist', 'server', 'services', 'utils', 'configuration', 'index.js'));
  } catch {
    return null;
  }
  const model = strapi.plugin('content-manager').service('data-mapper').toContentManagerModel(strapi.contentTypes[LESSON_UID]);
  return generator.createDefaultConfiguration(model);
}

/** The parts of a configuration this file sets: the list's columns, its settings, the fields' labels. */
function listParts(c: Configuration) {
  return {
    columns: c.layouts.list,
    settings: Object.fromEntries(Object.keys(SETTINGS).map((k) => [k, c.settings[k]])),
    metadatas: Object.fromEntries(COLUMNS.map((f) => [f, c.metadatas[f]])),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Gives the lessons list its columns, sort and filters, but only while those
   * parts of the stored configuration are still exactly what Strapi generates by itself. Once
   * set here, or changed by an editor in the panel (Configure the view), they differ from
   * Strapi's default and are never written again, so an editor's choice survives every start.
   */
  async configureLessonList(): Promise<'configured' | 'kept'> {
    const contentTypes = strapi.plugin('content-manager').service('content-types');
    const contentType = contentTypes.findContentType(LESSON_UID);
    const stored: Configuration = await contentTypes.findConfiguration(contentType);
    const generated = await strapiDefault(strapi);
    if (!generated || !isDeepStrictEqual(listParts(stored), listParts(generated))) return 'kept';

    // The columns' Korean labels come with every other field's, from the panel's label catalogue
    // (the CMS writes them right after this).
    await contentTypes.updateConfiguration(contentType, {
      settings: { ...stored.settings, ...SETTINGS },
      metadatas: stored.metadatas,
      layouts: { ...stored.layouts, list: [...COLUMNS] },
    });
    return 'configured';
  },
});
