import { courseCode, REQUIRED_COURSE, slotOf } from '@dharma/config/rules';
import { coursesUi } from '@dharma/config/words';
import type { CatalogueEntry, LevelEntry, SemesterCheck } from '~/lib/api/enrolment.server';

/** A course family as the wizard lists it: this learner's standing per level and each level's title. */
export interface WizardFamily extends CatalogueEntry {
  levels: LevelEntry[];
  titles: Record<string, string | null>;
}
export type WizardSemester = SemesterCheck;

export interface CourseInfo {
  name: string;
  level: number;
  slot: string;
}

/** Every course code of this semester, with the family name, level and slot it stands for. */
export function courseIndex(families: WizardFamily[], semesterCode: string | null): Map<string, CourseInfo> {
  const byCode = new Map<string, CourseInfo>();
  if (!semesterCode) return byCode;
  for (const f of families) {
    for (const l of f.levels) {
      byCode.set(courseCode(semesterCode, f.catalog, l.course_level), {
        name: f.name,
        level: l.course_level,
        slot: slotOf(f.catalog, l.course_level, f.category),
      });
    }
  }
  return byCode;
}

/** "법화경 강좌 1단계", or the code itself when the course is not in this semester's catalogue. */
export const courseLabel = (info: CourseInfo | undefined, code: string) => (info ? `${info.name} ${coursesUi.level(info.level)}` : code);

/** The required course of this semester (added to every application), or null without a semester. */
export const requiredCode = (semesterCode: string | null) =>
  semesterCode ? courseCode(semesterCode, REQUIRED_COURSE.catalog, REQUIRED_COURSE.level) : null;
