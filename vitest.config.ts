import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const configSource = fileURLToPath(new URL('./config/src/', import.meta.url));
const alias = [
  { find: /^@dharma\/config$/, replacement: `${configSource}index.ts` },
  { find: /^@dharma\/config\/(.+)$/, replacement: `${configSource}$1.ts` },
  { find: /^~\//, replacement: fileURLToPath(new URL('./web/app/', import.meta.url)) },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // A stray `.only` would quietly skip the rest of the suite: fail the run instead. Set per
          // project: projects do not inherit the root's test options.
          allowOnly: false,
          include: ['config/src/**/*.test.ts', 'cms/src/**/*.test.ts', 'cms-plugins/*/server/src/**/*.test.ts', 'web/app/**/*.test.ts', 'scripts/**/*.test.ts'],
          // `npm start` as a process starts Strapi twice (about a minute): it runs with the
          // integration tests, which start real parts anyway.
          exclude: ['scripts/start.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          allowOnly: false,
          include: ['tests/integration/**/*.test.ts', 'scripts/start.test.ts'],
          environment: 'node',
          // One Strapi per file on its own SQLite file and port; files run one after another
          // because two Strapi instances in one process share globals.
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
