import type { Core } from '@strapi/strapi';
import { isDeepStrictEqual } from 'node:util';
import { PANEL_LABELS, PANEL_LANGUAGE, PANEL_SYSTEM_LABELS, type PanelField } from '@dharma/config/words';

/**
 * The admin panel in Korean for the monks and editors who write the school's content.
 *
 * - A panel account created without a language (the first one at start-up, every invited
 *   editor) gets `preferedLanguage: 'ko'`: the panel switches to it at sign-in. One who picks
 *   English in their profile keeps English; nothing here touches an account after its creation.
 * - Every field of our content in the Content Manager gets its Korean label and one-line help
 *   text from the catalogue in config (`PANEL_LABELS`), written through the Content Manager's own
 *   configuration services. A label or help text is replaced only while it is still Strapi's
 *   default (the field name, an empty help) or the catalogue's value written here before; what an
 *   editor changed in "Configure the view" is theirs and stays.
 */

const WRITTEN = { type: 'plugin', name: 'dharma-panel' } as const;
const WRITTEN_KEY = 'korean-labels';

/** What this start-up wrote for each field: how a later start tells its own words from an editor's. */
type Written = Record<string, Record<string, { label?: string; help?: string }>>;

interface Metadata {
  edit: { label?: string; description?: string } & Record<string, unknown>;
  list: { label?: string } & Record<string, unknown>;
}
interface Configuration {
  metadatas: Record<string, Metadata>;
}
interface ConfigurationService {
  findConfiguration(model: unknown): Promise<Configuration>;
  updateConfiguration(model: unknown, configuration: Partial<Configuration>): Promise<unknown>;
}

/** New panel accounts start in Korean unless whoever created them chose a language. Call at register. */
export function keepNewPanelAccountsKorean(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data = (event.params as { data?: { preferedLanguage?: string | null } }).data;
      if (data && !data.preferedLanguage) data.preferedLanguage = PANEL_LANGUAGE;
    },
  });
}

/** The value to keep: ours when the stored one is Strapi's default or what we wrote last time, else the stored one. */
function settle(stored: string | undefined, strapiDefault: string, ours: string, before: string | undefined): string {
  if (stored === undefined || stored === strapiDefault || stored === before) return ours;
  return stored;
}

/** One model's metadatas with the catalogue's words where they may go; `changed` when any differs. */
export function labelled(
  metadatas: Record<string, Metadata>,
  fields: Readonly<Record<string, PanelField>>,
  before: Written[string] = {},
): { metadatas: Record<string, Metadata>; changed: boolean; written: Written[string] } {
  const next: Record<string, Metadata> = {};
  const written: Written[string] = {};
  const words: Record<string, { label: string; help?: string }> = {
    ...Object.fromEntries(Object.entries(PANEL_SYSTEM_LABELS).map(([field, label]) => [field, { label }])),
    ...fields,
  };
  let changed = false;
  for (const [field, meta] of Object.entries(metadatas)) {
    const ours = words[field];
    if (!ours) {
      next[field] = meta;
      continue;
    }
    const was = before[field] ?? {};
    const edit = { ...meta.edit };
    const list = { ...meta.list };
    // Strapi gives `id` and `documentId` no edit form entry at all: leave it empty.
    if ('label' in meta.edit) edit.label = settle(meta.edit.label, field, ours.label, was.label);
    list.label = settle(meta.list.label, field, ours.label, was.label);
    if (ours.help !== undefined) edit.description = settle(meta.edit.description || '', '', ours.help, was.help);
    if (edit.label !== meta.edit.label || list.label !== meta.list.label || edit.description !== meta.edit.description) changed = true;
    next[field] = { ...meta, edit, list };
    written[field] = ours.help === undefined ? { label: ours.label } : { label: ours.label, help: ours.help };
  }
  return { metadatas: next, changed, written };
}

/**
 * Writes the catalogue's labels and help texts into the Content Manager's view configuration.
 * Run in bootstrap, after the Content Manager has synced its configurations and after the
 * lessons list is configured (that check compares the lesson columns with Strapi's defaults).
 */
export async function labelPanelInKorean(strapi: Core.Strapi): Promise<number> {
  const contentManager = strapi.plugin('content-manager');
  const store = strapi.store(WRITTEN);
  const before = ((await store.get({ key: WRITTEN_KEY })) as Written | null) ?? {};
  const written: Written = {};
  let updated = 0;
  for (const [uid, fields] of Object.entries(PANEL_LABELS)) {
    const isComponent = uid in strapi.components;
    const service = contentManager.service(isComponent ? 'components' : 'content-types') as ConfigurationService & {
      findComponent(uid: string): unknown;
      findContentType(uid: string): unknown;
    };
    const model = isComponent ? service.findComponent(uid) : service.findContentType(uid);
    if (!model) {
      strapi.log.warn(`[panel] the label catalogue names ${uid}, which this CMS does not have`);
      continue;
    }
    const { metadatas } = await service.findConfiguration(model);
    for (const field of Object.keys(fields))
      if (!metadatas[field]) strapi.log.warn(`[panel] the label catalogue names ${uid}.${field}, which has no such field`);
    const result = labelled(metadatas, fields, before[uid]);
    written[uid] = result.written;
    if (!result.changed) continue;
    await service.updateConfiguration(model, { metadatas: result.metadatas });
    updated += 1;
  }
  if (!isDeepStrictEqual(before, written)) await store.set({ key: WRITTEN_KEY, value: written });
  if (updated) strapi.log.info(`[panel] Korean labels and help texts written for ${updated} content types and components`);
  return updated;
}
