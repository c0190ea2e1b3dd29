import type { Core } from '@strapi/strapi';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { CSV_FOR_EXCEL } from '@dharma/config/platform/security';
import { SECTIONS } from '../mydata/sections';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The learner's own data: data.json with every section and one CSV per section, zipped. */
  async exportZip(owner: number): Promise<Uint8Array> {
    const data: Record<string, Record<string, unknown>[]> = {};
    for (const section of SECTIONS) data[section.name] = await section.rows(strapi, owner);
    const files: Record<string, Uint8Array> = { 'data.json': strToU8(JSON.stringify(data, null, 2)) };
    // Excel reads a CSV as UTF-8 (Korean intact) only when it starts with the byte-order mark.
    for (const [name, rows] of Object.entries(data)) {
      const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      files[`${name}.csv`] = strToU8(stringify(rows, { ...CSV_FOR_EXCEL, header: true, columns: columns.length ? columns : ['empty'] }));
    }
    return zipSync(files);
  },

  /**
   * Erases or anonymises everything the learner owns, section by section from the last to the
   * first (the user's own row last). The caller runs it in a transaction with the rest of the
   * account deletion, so a failure anywhere leaves the account as it was.
   */
  async eraseAll(owner: number): Promise<void> {
    for (const section of [...SECTIONS].reverse()) await section.erase(strapi, owner);
  },
});
