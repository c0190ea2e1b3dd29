import type { CertificateKind } from '../rules/records';

/** Learner records as the CMS answers them: grades, the volunteer log, certificates, the lifestyle week. */

/** One entry of the volunteer log as the API answers it. */
export interface VolunteerEntry {
  id: number;
  date: string;
  hrs: number;
  content: string;
  email: string | null;
  confirmed: boolean;
  confirmed_at: string | null;
}

/** GET /v1/grade/{id}/volunteers */
export interface VolunteerLog {
  grade: number;
  entries: VolunteerEntry[];
  total_hours: number;
  confirmed_hours: number;
}

/** One grade in GET /v1/grade-progress. */
export interface GradeSummary {
  id: number;
  course_name: string;
  name: string;
  level: number;
  semester: string;
  status: string;
  progress: number;
  credits: number;
}

/** GET /v1/grade-progress */
export interface GradeProgress {
  grades: GradeSummary[];
  credits: number;
  credits_to_complete: number;
  semester: number;
}

/** GET /v1/grade/{id}/score: the score sheet of one grade. */
export interface GradeScore extends GradeSummary {
  term_start: string;
  term_end: string;
  lessons: number;
  completed_days: number;
  pass_percent: number;
  tasks_answered: number;
  votes_received: number;
  lifestyle_checks: number;
  volunteer_hours: number;
  confirmed_volunteer_hours: number;
}

/** The grade page's one read: the score sheet and the volunteer log. */
export interface GradePage {
  score: GradeScore;
  volunteers: VolunteerLog;
}

/** One certificate the learner has earned (issued on first download). */
export interface CertificateSummary {
  key: string;
  kind: CertificateKind;
  grade: number | null;
  title: string;
  course_name: string | null;
  semester: string | null;
  credits: number;
  code: string | null;
}

/** GET /v1/certificates/verify/{code}: what a public check shows. */
export interface CertificateCheck {
  code: string;
  kind: CertificateKind;
  title: string;
  name: string;
  course: string | null;
  semester: string | null;
  credits: number;
  issued_on: string;
}

/** One practice of a grade with this week's checks (GET /v1/grade/{id}/lifestyle). */
export interface LifestylePractice {
  /** `c<id>` for a course practice editors wrote, `o<id>` for the learner's own. */
  item: string;
  name: string;
  etc: string | null;
  own: boolean;
  checked: string[];
}

export interface LifestyleWeek {
  grade: number;
  course_name: string;
  name: string;
  level: number;
  today: string;
  week: string[];
  /** The days of this week whose checks can be changed now. */
  changeable: string[];
  practices: LifestylePractice[];
  own_max: number;
}
