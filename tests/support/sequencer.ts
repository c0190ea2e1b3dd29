import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { sharedGroupOf } from './shared-groups';

/**
 * The integration files in vitest's own order (slowest first, failed first), except that the files
 * of each shared CMS run one after another, ahead of the files with a CMS of their own: the group's
 * CMS starts once and stops before the first file that does not use it.
 */
export default class SharedCmsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    const own: TestSpecification[] = [];
    for (const file of sorted) {
      const group = sharedGroupOf(fs.readFileSync(file.moduleId, 'utf8'));
      if (!group) own.push(file);
      else if (groups.has(group)) groups.get(group)!.push(file);
      else groups.set(group, [file]);
    }
    return [...[...groups.values()].flat(), ...own];
  }
}
