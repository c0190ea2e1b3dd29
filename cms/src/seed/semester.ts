import { addDays, semesterLabel, termEndFor } from '@dharma/config/rules';
import type { SeedSemester } from './types';

/**
 * A demo semester computed from the seeding day: a full term from `termStart`, applications from
 * `applyStart` until the day before the term, the fee due then too. Fees and account are the
 * template's (the newest seeded semester).
 */
export function demoSemester(template: SeedSemester, code: string, termStart: string, applyStart: string): SeedSemester {
  return {
    ...template,
    code,
    label: semesterLabel(code),
    termStart,
    termEnd: termEndFor(termStart),
    applyStart,
    applyEnd: addDays(termStart, -1),
    paymentDue: addDays(termStart, -1),
  };
}
