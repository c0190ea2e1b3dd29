import type { AuditAppend, ClassRecord, ReminderDay, StaffActor } from '@dharma/config/rules';
import { portsOf, type PluginHost } from '@dharma/config/platform/plugin';

/**
 * What the notices plugin asks other plugins, through their services (never their tables): the
 * enrolment plugin knows the semesters, their classes and who paid for them, and names learners
 * as every page does; the records plugin keeps the audit trail and the access log of staff.
 */
export interface EnrolmentApplications {
  /** Every paid class of one semester (any learner). */
  classesOfSemester(semesterCode: string): Promise<ClassRecord[]>;
}

export interface EnrolmentCatalogue {
  families(): Promise<{ key: string; name: string }[]>;
  semesters(): Promise<{ code: string; label: string; termStart: string; termEnd: string }[]>;
}

export interface EnrolmentMembership {
  /** The name each learner is shown by: the dharma name, else the name they signed up with. */
  displayNames(owners: number[]): Promise<Map<number, string>>;
}

export const enrolmentOf = (strapi: PluginHost) =>
  portsOf<{ applications: EnrolmentApplications; catalogue: EnrolmentCatalogue; membership: EnrolmentMembership }>(strapi, 'enrolment');

export interface RecordsAudit {
  append(entry: AuditAppend): Promise<void>;
}

export interface RecordsAccessLog {
  staffRead(actor: StaffActor, detail: string, subject?: number | null): Promise<void>;
}

export const recordsOf = (strapi: PluginHost) => portsOf<{ audit: RecordsAudit; accessLog: RecordsAccessLog }>(strapi, 'records');

/**
 * What the notices plugin asks the study room: of these learners, who has a day of a running
 * class open today and not yet done (the daily reminder's facts). The notices plugin never reads
 * the study room's or the enrolment plugin's tables.
 */
export interface StudyroomReminders {
  openToday(learners: readonly number[], today?: string): Promise<ReminderDay[]>;
}

export const studyroomOf = (strapi: PluginHost) => portsOf<{ reminders: StudyroomReminders }>(strapi, 'studyroom');
