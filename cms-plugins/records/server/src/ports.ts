import type { Core } from '@strapi/strapi';
import { CMS_CONTENT_REUSE_MS, type NoticeKind, realEmail, type SemesterFields, type StaffWeek } from '@dharma/config/rules';
import { type ClassDetail, type NoticeSettings, type StudyClass } from '@dharma/config/contracts';
import { BoundedCache } from '@dharma/config/platform/cache';
import { portsOf, type PluginHost, usersOf } from '@dharma/config/platform/plugin';

/**
 * What the records plugin asks the study room: the learner's classes (their grades) as the study
 * room computes them, and what a score sheet counts. Records never reads the study room's or the
 * enrolment plugin's tables.
 */
export interface StudyroomClasses {
  gradeFacts(userId: number, id: number, today?: string): Promise<{ course: StudyClass; tasksAnswered: number; votesReceived: number }>;
  myCourses(userId: number, today?: string): Promise<{ all: StudyClass[]; credits: number; credits_to_complete: number; semester: number }>;
  studyCalendar(userId: number, today?: string): Promise<ClassDetail[]>;
  personalData(userId: number): Promise<{ answers: Record<string, unknown>[]; votes: Record<string, unknown>[] }>;
  eraseAnswers(userId: number): Promise<void>;
  eraseVotes(userId: number): Promise<void>;
}

/** What the back office's first page counts in the study room: numbers only, no learner named. */
export interface StudyroomOffice {
  behindCount(today?: string): Promise<{ semester: { code: string; label: string } | null; behind: number }>;
  hiddenPostCount(): Promise<number>;
}

/** The notices plugin's answer to "which notices does this learner get" (the member page shows it). */
export interface NoticesChoices {
  of(learner: number): Promise<{ kind: NoticeKind; on: boolean }[]>;
  settings(learner: number): Promise<NoticeSettings>;
}

/** The notices part of a learner's personal data ("download my data", the account deletion). */
export interface NoticesPersonal {
  choices(learner: number): Promise<Record<string, unknown>[]>;
  eraseChoices(learner: number): Promise<void>;
  notices(learner: number): Promise<Record<string, unknown>[]>;
  eraseNotices(learner: number): Promise<void>;
}

export const noticesOf = (strapi: PluginHost) => portsOf<{ choices: NoticesChoices; personal: NoticesPersonal }>(strapi, 'notices');

export const studyroomOf = (strapi: PluginHost) => portsOf<{ classes: StudyroomClasses; office: StudyroomOffice }>(strapi, 'studyroom');

/** A study-room refusal that means "no such grade for this learner". */
export const isNotFound = (error: unknown): boolean => (error as { kind?: string })?.kind === 'not_found';

/**
 * The learner's name as the school writes it on a certificate: the dharma name of their temple
 * membership when they have one, else the name they signed up with. The enrolment plugin keeps
 * the dharma name and answers the display name, so a certificate names a learner as a board does.
 */
export async function learnerNameOf(strapi: Core.Strapi, userId: number): Promise<string> {
  const names = await enrolmentOf(strapi).membership.displayNames([userId]);
  return names.get(userId)!;
}

/** The dates of a semester the calendar shows (its term, application window and payment day). */
export type SemesterDates = Pick<SemesterFields, 'code' | 'label' | 'termStart' | 'termEnd' | 'applyStart' | 'applyEnd' | 'paymentDue'>;

export interface ContentPeriod {
  slug: string;
  name: string;
  startedAt: string;
  endedAt: string;
}

export function contentOf(strapi: Core.Strapi) {
  const semesters = new BoundedCache<SemesterDates[]>({ max: 1, ttlMs: CMS_CONTENT_REUSE_MS });
  const periods = new BoundedCache<ContentPeriod[]>({ max: 2, ttlMs: CMS_CONTENT_REUSE_MS });
  const readSemesters = async (): Promise<SemesterDates[]> => {
    const rows = await strapi
      .documents('api::semester.semester')
      .findMany({ fields: ['code', 'label', 'termStart', 'termEnd', 'applyStart', 'applyEnd', 'paymentDue'], limit: 500 });
    return rows.map((r) => ({
      code: r.code,
      label: r.label,
      termStart: r.termStart,
      termEnd: r.termEnd,
      applyStart: r.applyStart,
      applyEnd: r.applyEnd,
      paymentDue: r.paymentDue ?? null,
    }));
  };
  const readPeriods = async (kind: 'public_class' | 'self_study'): Promise<ContentPeriod[]> => {
    const uid = kind === 'public_class' ? 'api::public-class.public-class' : 'api::self-study.self-study';
    const rows = await strapi.documents(uid).findMany({ fields: ['slug', 'name', 'startedAt', 'endedAt'], limit: 500 });
    return rows.map((r) => ({ slug: r.slug, name: r.name, startedAt: r.startedAt, endedAt: r.endedAt }));
  };
  return {
    async semesters(): Promise<SemesterDates[]> {
      return semesters.load('all', readSemesters);
    },
    /** Published public classes ('public_class') or self-study periods ('self_study'). */
    async periods(kind: 'public_class' | 'self_study'): Promise<ContentPeriod[]> {
      return periods.load(kind, () => readPeriods(kind));
    },
  };
}

/** The learner's own account fields, on the users-permissions user (the account API owns sign-in; records edits only these). */
export interface AccountFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  consentedAt: string | null;
  privacyPolicyVersion: string | null;
}

/** The account row as users-permissions answers it (the dates as the database driver gives them). */
interface StoredAccount {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  consentedAt?: string | Date | null;
  privacyPolicyVersion?: string | null;
}

/** Through the users-permissions plugin's user service: records never queries its table. */
export function accountsOf(strapi: Core.Strapi) {
  const users = () => usersOf(strapi);
  return {
    async read(userId: number): Promise<AccountFields | null> {
      const user = await users().fetch<StoredAccount>(userId);
      if (!user) return null;
      return {
        name: user.name ?? null,
        email: realEmail(user.email),
        phone: user.phone ?? null,
        consentedAt: user.consentedAt ? new Date(user.consentedAt).toISOString() : null,
        privacyPolicyVersion: user.privacyPolicyVersion ?? null,
      };
    },
    async update(userId: number, fields: { name: string; phone: string | null }): Promise<void> {
      await users().edit(userId, fields);
    },
  };
}

export interface EnrolmentMembership {
  membershipOf(userId: number): Promise<{
    religion_name: string | null;
    status: string;
    membership_number: string | null;
    consented_at: string | null;
    privacy_policy_version: string | null;
  } | null>;
  /** The name each learner is shown by: the dharma name, else the name they signed up with. */
  displayNames(owners: number[]): Promise<Map<number, string>>;
  eraseLearner(owner: number): Promise<void>;
  setDharmaName(userId: number, religionName: string | null): Promise<void>;
  ofLearners(owners: number[]): Promise<Map<number, { membership_number: string | null; religion_name: string | null; status: string }>>;
  learnersWithNumber(text: string): Promise<number[]>;
}

export interface EnrolmentApplications {
  standingsOf(userIds: number[]): Promise<Map<number, { credits: number; semester: number }>>;
  /** The learner an application (a grade) belongs to; null when there is none. */
  ownerOf(id: number): Promise<number | null>;
  studyRecord(owner: number, purpose: 'read'): Promise<{ classes: object[] }>;
  eraseLearner(owner: number): Promise<void>;
}

/** The depositor names a learner was given (they carry the learner's name). */
export interface EnrolmentDepositors {
  ofLearner(owner: number): Promise<{ semester: string; depositor: string }[]>;
  forget(owner: number): Promise<void>;
}

export interface EnrolmentOfferings {
  ofLearner(owner: number): Promise<object[]>;
  eraseLearner(owner: number): Promise<void>;
}

/** What the back office's first page counts of the semester's applications: numbers only, no learner named. */
export interface EnrolmentStaff {
  approvalCounts(): Promise<{ semester: { code: string; label: string } | null; awaiting: number; approved: number }>;
  /** This Korean week's semester dates for staff, with the unpaid count on a payment due date. */
  week(today?: string): Promise<StaffWeek>;
}

export const enrolmentOf = (strapi: PluginHost) =>
  portsOf<{
    membership: EnrolmentMembership;
    applications: EnrolmentApplications;
    offerings: EnrolmentOfferings;
    staff: EnrolmentStaff;
    depositors: EnrolmentDepositors;
  }>(strapi, 'enrolment');
