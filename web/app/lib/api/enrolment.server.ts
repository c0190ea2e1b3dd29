import type { ApplyAction, CatalogKey, CourseCategory, CourseImage, LevelStatus } from '@dharma/config/rules';
import { cmsGet } from '../cms.server';
import type { LearnerApi } from '../learner-api.server';
import { forgetLearnerSummary } from './summary.server';

/** Typed calls of the enrolment API (cms plugin `enrolment`); the rules are enforced there. */

export interface CatalogueEntry {
  id: number;
  catalog: CatalogKey;
  name: string;
  days: number;
  credit: number;
  image: string | null;
  category: CourseCategory;
  /** Each level's picture (its course-code image) by level number; a level without one is left out. */
  level_images: Record<string, CourseImage>;
}

export interface FamilyLevels {
  id: number;
  catalog: CatalogKey;
  levels: { course_level: number; title: string | null; ready: boolean; credits: number | null }[];
}

export interface LevelEntry {
  course_level: number;
  status: LevelStatus;
  if_study_progress: number;
  action: ApplyAction | null;
  ready: boolean;
}

export type PassedStatus = { daily_course: Record<string, LevelEntry[]>; lecture_course: Record<string, LevelEntry[]> };

export interface SemesterCheck {
  semester: string | null;
  label?: string;
  open: boolean;
  apply_start?: string;
  apply_end?: string;
  term_start?: string;
  term_end?: string;
  registration_fee?: number;
  admission_fee?: number;
  bank_account?: string;
  payment_due?: string | null;
}

export interface ApplicationSummary {
  semester: string;
  courses: {
    course_name: string;
    name: string;
    category: CourseCategory;
    catalog: CatalogKey;
    level: number;
    kind: string;
    status: string;
    cancel_reason?: string | null;
    /** On the next-semester page and the register page's application (not on an apply's answer). */
    image?: CourseImage | null;
  }[];
  amount_due: number;
  /**
   * What staff confirmed as received, what is still to pay (a difference after a paid
   * application's change) and what the office returns (a change to something cheaper).
   */
  amount_paid: number;
  amount_owed: number;
  amount_refund: number;
  /**
   * The depositor name the learner is asked to write on the transfer (null for an application
   * from before names existed).
   */
  depositor: string | null;
}

export interface ComingApplication extends ApplicationSummary {
  label: string;
  term_start: string;
  term_end: string;
  bank_account: string;
  payment_due: string | null;
  /**
   * A course applied for above a level the learner failed: the retake she may change it to, until
   * the day before the term (course codes, the family's name, both levels).
   */
  retake_offers?: {
    failed: string;
    applied: string;
    retake: string;
    name: string;
    applied_level: number;
    retake_level: number;
    until: string;
  }[];
}

/** Everything the register wizard shows about the signed-in learner (one call). */
export interface RegisterPage {
  passed: PassedStatus;
  applied: boolean;
  /** The target semester's application, when there is one. */
  current: ComingApplication | null;
  /** What this learner owes for the target semester (admission included the first time); null without one. */
  fee_due: number | null;
  /** The depositor name to write on the transfer for the target semester (made while its window is open); null otherwise. */
  depositor: string | null;
}

export const getCatalogue = () => cmsGet<CatalogueEntry[]>('/api/v2/apply/courses');
export const getAllLevels = () => cmsGet<FamilyLevels[]>('/api/v2/apply/courses/level');
export const getSemesterCheck = () => cmsGet<SemesterCheck>('/api/v2/apply/semester-check');

export const getRegisterPage = (api: LearnerApi) => api.get<RegisterPage>('/api/v2/apply/page');
export const getComing = (api: LearnerApi) => api.get<ComingApplication[]>('/api/v2/apply/coming');

/** Changes the course of one slot of the learner's application (a retake offered after a failed level), keeping the rest and what was paid. */
export async function changeToCourse(api: LearnerApi, code: string) {
  try {
    return await api.post<ApplicationSummary>(`/api/v1/apply/${encodeURIComponent(code)}`, {});
  } finally {
    forgetLearnerSummary(api.session.get('access_token'));
  }
}

/** An application for the current public class (the offering's own dates), or for a self-study. */
export const applyForPublicClass = (api: LearnerApi, offering: { slug: string; startedAt: string; endedAt: string }) =>
  api.post('/api/v2/apply/public-course', { course_name: offering.slug, started_at: offering.startedAt, ended_at: offering.endedAt });
export const applyForSelfStudy = (api: LearnerApi, slug: string) => api.post('/api/v2/apply/self-study', [{ course_name: slug }]);

export async function submitApplication(api: LearnerApi, codes: string[], change: boolean) {
  const body = codes.map((course_name) => ({ course_name }));
  try {
    return await (change
      ? api.put<ApplicationSummary>('/api/v2/apply/courses', body)
      : api.post<ApplicationSummary>('/api/v2/apply/courses', body));
  } finally {
    // What the learner owes and their standing may have changed: the header reads them afresh.
    forgetLearnerSummary(api.session.get('access_token'));
  }
}
