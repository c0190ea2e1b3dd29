import type { AccessLogAppend } from '@dharma/config/contracts';
import type { AuditAppend } from '@dharma/config/rules';
import { portsOf, type PluginHost } from '@dharma/config/platform/plugin';

/**
 * What the app's own code (sign-in and accounts, articles, start-up jobs, the seed) asks of our
 * plugins: each through that plugin's service, by the narrow interface declared here, never a
 * cast at the call. `cms-plugins/ports.check.ts` proves at typecheck that each plugin's service
 * has what is declared, so a renamed or changed method fails `npm run typecheck`.
 */
export interface RecordsAccessLog {
  append(entry: AccessLogAppend): Promise<void>;
}

export interface RecordsAudit {
  append(entry: AuditAppend): Promise<void>;
}

/** The access log's entries past their retention are removed each night (cms/config/cron-tasks.ts). */
export interface RecordsAccessLogPruning {
  prune(): Promise<number>;
}

export interface RecordsPersonalData {
  /** Erases or anonymises every section of the learner's personal data (inside the caller's transaction). */
  eraseAll(owner: number): Promise<void>;
}

export interface EnrolmentApplications {
  learnerSummary(userId: number): Promise<{ credits: number; semester: number; feeDue: number | null }>;
}

/** Depositor names: unpaid applications without one get theirs at start (after the demo seed). */
export interface EnrolmentDepositors {
  backfill(): Promise<number>;
}

/** Unpaid applications past their payment due date are closed (at start-up and each night). */
export interface EnrolmentUnpaid {
  close(): Promise<{ closed: number }>;
}

/** While an application window is open, the learners who asked are told so (once a semester). */
export interface EnrolmentWindowNotices {
  tell(): Promise<{ semester: string | null; written: number }>;
}

/** The scheduled jobs of the notices: the daily reminders due, the outbox's sending and pruning. */
export interface NoticesReminders {
  /** The reminders due at `at` (the clock's now when left out), each written once a learner and day. */
  writeDue(at?: Date): Promise<{ written: number }>;
}
export interface NoticesSender {
  drain(): Promise<{ sent: number; failed: number }>;
}
export interface NoticesOutboxPruning {
  prune(): Promise<number>;
}

export interface StudyroomTermResults {
  record(): Promise<{ completed: number; failed: number; waiting: number }>;
}

export interface StudyroomPanel {
  configureLessonList(): Promise<'configured' | 'kept'>;
}

export interface LibraryIndexer {
  ensure(): Promise<void>;
  /** How many passages and videos were indexed, and how long it took. */
  rebuild(): Promise<{ passage?: number; video?: number; ms: number }>;
}

/** Each plugin's services as the app sees them (its `mydata` is what deletes a learner's personal data). */
export const recordsOf = (strapi: PluginHost) =>
  portsOf<{ accessLog: RecordsAccessLog & RecordsAccessLogPruning; audit: RecordsAudit; mydata: RecordsPersonalData }>(strapi, 'records');
export const enrolmentOf = (strapi: PluginHost) =>
  portsOf<{
    applications: EnrolmentApplications;
    depositors: EnrolmentDepositors;
    unpaid: EnrolmentUnpaid;
    windowNotices: EnrolmentWindowNotices;
  }>(strapi, 'enrolment');
export const studyroomOf = (strapi: PluginHost) =>
  portsOf<{ termResults: StudyroomTermResults; panel: StudyroomPanel }>(strapi, 'studyroom');
export const libraryOf = (strapi: PluginHost) => portsOf<{ indexer: LibraryIndexer }>(strapi, 'library');
export const noticesOf = (strapi: PluginHost) =>
  portsOf<{ reminders: NoticesReminders; sender: NoticesSender; outbox: NoticesOutboxPruning }>(strapi, 'notices');
