import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startCms, tempDbFile, type RunningCms } from '../support/strapi';

/**
 * Strapi skips a plugin whose build is missing and its schema sync then drops the plugin's
 * tables. Our start-up refuses instead: this proves the CMS does not start and no table is lost.
 */
const dbFile = tempDbFile('plugin-guard');
const pluginSource = path.resolve(__dirname, '..', '..', 'cms-plugins', 'enrolment');
let cms: RunningCms | undefined;

afterAll(async () => {
  await cms?.stop().catch(() => undefined);
  delete process.env.DHARMA_PLUGINS_DIR;
});

describe('a configured plugin without its build', () => {
  it('stops start-up with a clear message and leaves every table and row in place', async () => {
    cms = await startCms({ dbFile });
    const written = await cms.strapi.db.query('plugin::enrolment.application').create({
      data: {
        owner: 1,
        semesterCode: '2027SP',
        category: 'required',
        catalog: 'sati',
        level: 3,
        courseCode: '2027SP-S3',
        status: 'applied',
      },
    });
    // The demo seed's applications are there too: every one of them must survive.
    const rows = await cms.strapi.db.query('plugin::enrolment.application').count();
    await cms.stop();
    cms = undefined;

    // The same plugin, as a checkout has it before `npm run build`: sources, no dist/.
    const unbuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-unbuilt-'));
    fs.cpSync(pluginSource, path.join(unbuilt, 'enrolment'), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}dist`) && !src.includes('node_modules'),
    });
    expect(fs.existsSync(path.join(unbuilt, 'enrolment', 'dist'))).toBe(false);

    const failure = await startCms({ dbFile, env: { DHARMA_PLUGINS_DIR: unbuilt } }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/Plugin "enrolment" has no build/);
    expect(failure?.message).toMatch(/npm run build/);

    const { client, knex } = await openTestDatabase(dbFile);
    try {
      const tables = (
        client === 'postgres'
          ? (await knex.raw("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'enrolment_%'"))
              .rows
          : await knex.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'enrolment_%'")
      ).map((t: { name: string }) => t.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'enrolment_applications',
          'enrolment_public_class_applications',
          'enrolment_self_study_applications',
          'enrolment_membership_applications',
        ]),
      );
      expect(await knex('enrolment_applications').where({ id: written.id }).select('course_code')).toEqual([{ course_code: '2027SP-S3' }]);
      expect(Number((await knex('enrolment_applications').count({ n: '*' }))[0].n)).toBe(rows);
      const indexes = (
        client === 'postgres'
          ? (
              await knex.raw(
                "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'enrolment_applications'",
              )
            ).rows
          : await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'enrolment_applications'")
      ).map((i: { name: string }) => i.name);
      expect(indexes).toContain('enrolment_app_owner_semester_category_unique');
    } finally {
      await knex.destroy();
    }
  });
});
