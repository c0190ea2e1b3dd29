import fs from 'node:fs';
import { beforeAll } from 'vitest';
import { sharedGroupOf } from './shared-groups';
import { restoreStartingEnv, sharedCmsGroup, stopLeftoverCms, stopSharedCms } from './strapi';

/**
 * Before each integration file, in the one worker process they share (vitest.config.ts): the
 * environment is the one the worker began with, as in a process of the file's own; a CMS an
 * earlier file left running is stopped, and so is a shared CMS the file does not use.
 */
restoreStartingEnv();

// vitest reads the fixtures a hook wants from its first argument's pattern: this one wants none.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  await stopLeftoverCms();
  const running = sharedCmsGroup();
  if (running && running !== sharedGroupOf(fs.readFileSync(suite.file.filepath, 'utf8'))) await stopSharedCms();
});
