import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import SharedCmsFirst from './tests/support/sequencer';

const configSource = fileURLToPath(new URL('./config/src/', import.meta.url));
const alias = [
  // A room's entry (`@dharma/config/rules`) or one platform module (`@dharma/config/platform/env`); decision 047.
  { find: /^@dharma\/config\/(rules|contracts|words|platform)$/, replacement: `${configSource}$1/index.ts` },
  { find: /^@dharma\/config\/platform\/([a-z-]+)$/, replacement: `${configSource}platform/$1.ts` },
  { find: /^~\//, replacement: fileURLToPath(new URL('./web/app/', import.meta.url)) },
];

/**
 * The integration tests run twice: on SQLite (`integration`) and on PostgreSQL
 * (`integration-postgres`); a rule that holds on one database and not the other fails the run.
 */
const integration = {
  allowOnly: false,
  include: ['tests/integration/**/*.test.ts', 'scripts/start.test.ts'],
  environment: 'node',
  // The files run one after another in one worker process (two Strapi instances in one process
  // share globals, so never side by side), so that the files of a group share one started CMS
  // (sharedLearnerStack in tests/support/learners.ts) instead of each starting Strapi; a file that
  // needs an empty database, other settings or restarts starts its own. The setup file gives each
  // file the worker's starting environment; the sequencer (set at the root: vitest reads it only
  // there) puts each group's files together.
  pool: 'forks' as const,
  fileParallelism: false,
  isolate: false,
  setupFiles: ['tests/support/integration-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
};

/**
 * Not run again on PostgreSQL:
 * - postgres-smoke and backup start PostgreSQL clusters of their own (backup covers both
 *   databases itself);
 * - web-server (web alone, no CMS), cms-env (a CMS that must refuse to start before it touches
 *   any database) and scripts/start.test.ts (`npm start` as a process on its own settings) have
 *   no database of the test's own, so a second run would check nothing new.
 * plugin-guard does run on both: Strapi's schema sync would drop the tables on either database.
 */
const onSqliteOnly = [
  'tests/integration/postgres-smoke.test.ts',
  'tests/integration/backup.test.ts',
  'tests/integration/web-server.test.ts',
  'tests/integration/cms-env.test.ts',
  'scripts/start.test.ts',
];

/**
 * Run on PostgreSQL only: several CMS processes on one database is a PostgreSQL set-up (SQLite is
 * one file for one CMS process), and the deployment test runs the deployment the guide describes,
 * which is on PostgreSQL.
 */
const onPostgresOnly = ['tests/integration/multi-process.test.ts', 'tests/integration/deploy.test.ts'];

export default defineConfig({
  test: {
    // Sorts every project's files; only integration files name a shared CMS.
    sequence: { sequencer: SharedCmsFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // A stray `.only` would quietly skip the rest of the suite: fail the run instead. Set per
          // project: projects do not inherit the root's test options.
          allowOnly: false,
          include: [
            'config/src/**/*.test.ts',
            'cms/src/**/*.test.ts',
            'cms-plugins/*/server/src/**/*.test.ts',
            'web/app/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          // `npm start` as a process starts Strapi twice (about a minute): it runs with the
          // integration tests, which start real parts anyway.
          exclude: ['scripts/start.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      { test: { name: 'integration', ...integration, exclude: [...onPostgresOnly, '**/node_modules/**'] } },
      {
        test: {
          name: 'integration-postgres',
          ...integration,
          exclude: [...onSqliteOnly, '**/node_modules/**'],
          // One throwaway PostgreSQL cluster for the run; each CMS start gets a database on it.
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
