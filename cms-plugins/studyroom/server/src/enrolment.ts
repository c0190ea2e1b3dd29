import type { ClassRecord, CourseCategory } from '@dharma/config';

/**
 * What the study room asks the enrolment plugin: the learner's applications (their grades) with
 * their terms, and where a term result is written. The study room never reads or writes the
 * enrolment tables itself.
 */
interface EnrolmentApplications {
  studyRecord(userId: number, purpose?: 'read' | 'write'): Promise<{ classes: ClassRecord[]; credits: number; semester: number }>;
  awaitingTermResult(today?: string): Promise<ClassRecord[]>;
  recordProgress(applicationId: number, progress: number): Promise<boolean>;
  recordTermResult(applicationId: number, result: { status: 'completed' | 'failed'; progress: number }): Promise<boolean>;
  classesOfSemester(semesterCode: string): Promise<ClassRecord[]>;
}

interface EnrolmentCatalogue {
  families(): Promise<{ key: string; name: string; category: CourseCategory; levels: { level: number; title: string | null; contents: string | null }[] }[]>;
  semesters(): Promise<{ code: string; label: string; termStart: string; termEnd: string }[]>;
}

interface EnrolmentMembership {
  displayNames(owners: number[]): Promise<Map<number, string>>;
}

export function enrolmentOf(strapi) {
  const plugin = () => strapi.plugin('enrolment');
  return {
    get applications(): EnrolmentApplications {
      return plugin().service('applications') as EnrolmentApplications;
    },
    get catalogue(): EnrolmentCatalogue {
      return plugin().service('catalogue') as EnrolmentCatalogue;
    },
    get membership(): EnrolmentMembership {
      return plugin().service('membership') as EnrolmentMembership;
    },
  };
}
