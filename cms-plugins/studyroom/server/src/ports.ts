import type { AuditAppend, ClassRecord, CourseCategory, CourseImage, StaffActor } from '@dharma/config/rules';
import { portsOf, type PluginHost } from '@dharma/config/platform/plugin';

/**
 * What the study room asks the enrolment plugin: the learner's applications (their grades) with
 * their terms, and where a term result is written. The study room never reads or writes the
 * enrolment tables itself.
 */
export interface EnrolmentApplications {
  studyRecord(userId: number, purpose?: 'read' | 'write'): Promise<{ classes: ClassRecord[]; credits: number; semester: number }>;
  awaitingTermResult(today?: string): Promise<ClassRecord[]>;
  recordProgress(applicationId: number, progress: number): Promise<boolean>;
  recordTermResult(applicationId: number, result: { status: 'completed' | 'failed'; progress: number }): Promise<boolean>;
  /** Later applications for a level above a failed one, with the retake she may change to until the day before their term. */
  retakeOffers(
    userId: number,
  ): Promise<
    { semester: string; until: string; failed: string; applied: string; retake: string; appliedLevel: number; retakeLevel: number }[]
  >;
  classesOfSemester(semesterCode: string): Promise<ClassRecord[]>;
}

export interface EnrolmentCatalogue {
  families(): Promise<
    { key: string; name: string; category: CourseCategory; levels: { level: number; title: string | null; contents: string | null }[] }[]
  >;
  semesters(): Promise<{ code: string; label: string; termStart: string; termEnd: string }[]>;
  /** The picture each course level shows (its course-code image), or null. */
  courseImages(): Promise<(catalog: string, level: number) => CourseImage | null>;
}

export interface EnrolmentMembership {
  /** The name each learner is shown by: the dharma name, else the name they signed up with. */
  displayNames(owners: number[]): Promise<Map<number, string>>;
}

export const enrolmentOf = (strapi: PluginHost) =>
  portsOf<{ applications: EnrolmentApplications; catalogue: EnrolmentCatalogue; membership: EnrolmentMembership }>(strapi, 'enrolment');

/**
 * What the study room asks the records plugin: the access log of staff reads and changes of
 * learners' data, and the audit trail of staff decisions.
 */
export interface RecordsAccessLog {
  staffRead(actor: StaffActor, detail: string, subject?: number | null): Promise<void>;
  staffChange(actor: StaffActor, subject: number, detail: string): Promise<void>;
}

export interface RecordsAudit {
  append(entry: AuditAppend): Promise<void>;
}

export const recordsOf = (strapi: PluginHost) => portsOf<{ accessLog: RecordsAccessLog; audit: RecordsAudit }>(strapi, 'records');
