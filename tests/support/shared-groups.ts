/**
 * The shared CMS a test file asks for (`sharedLearnerStack('group', …)` in its source), read from
 * the source so that the sequencer can put a group's files next to each other before any runs.
 */
export function sharedGroupOf(source: string): string | undefined {
  return /\bsharedLearnerStack\(\s*'([^']+)'/.exec(source)?.[1];
}
