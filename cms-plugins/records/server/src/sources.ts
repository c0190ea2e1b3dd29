import type { StudyClass } from '@dharma/config';

/**
 * What the records plugin asks the study room: the learner's classes (their grades) as the study
 * room computes them, and what a score sheet counts. Records never reads the study room's or the
 * enrolment plugin's tables.
 */
interface StudyroomClasses {
  gradeFacts(userId: number, id: number, today?: string): Promise<{ course: StudyClass; tasksAnswered: number; votesReceived: number }>;
  myCourses(userId: number, today?: string): Promise<{ all: StudyClass[]; credits: number; credits_to_complete: number; semester: number }>;
}

export function studyroomOf(strapi) {
  return {
    get classes(): StudyroomClasses {
      return strapi.plugin('studyroom').service('classes') as StudyroomClasses;
    },
  };
}

/** A study-room refusal that means "no such grade for this learner". */
export const isNotFound = (error: unknown): boolean => (error as { kind?: string })?.kind === 'not_found';
