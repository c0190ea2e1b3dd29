import type { z } from 'zod';
import type {
  AnnouncementAudience,
  AnnouncementInput,
  AnnouncementPreview,
  AnnouncementSendInput,
  AnnouncementSent,
  StaffNoticesPage,
  approveSchema,
  articleMoveSchema,
  articleOrderSchema,
  bulkApproveSchema,
  bulkCancelSchema,
  cancelApplicationSchema,
  CurriculumResults,
  DepositApproval,
  depositApproveSchema,
  StatementColumnsNeeded,
  StatementForm,
  StatementImport,
  MentorPair,
  MentorPairInput,
  moderationSchema,
  SemesterApplication,
  SemesterApplicationsPage,
  SemesterProgressPage,
  StaffArticle,
  StaffSummary,
  StudentPage,
} from '@dharma/config/contracts';
import { orNotFound } from '../cms.server';
import type { LearnerApi } from '../learner-api.server';

/**
 * The back office's calls (the CMS's `/api/v1/staff` routes). The CMS checks staff rights and
 * every rule again on each call and logs what staff read and change; web only asks. Each path is
 * written out whole, so a search for a staff route finds every caller (the e2e refusal test reads
 * them from here to try each one as a learner).
 */

/** The paged, filtered tables the back office lists (read through loadStaffPage). */
export const staffTables = {
  accessLog: `/api/v1/staff/access-log`,
  applications: `/api/v1/staff/applications`,
  audit: `/api/v1/staff/audit`,
  posts: `/api/v1/staff/posts`,
  students: `/api/v1/staff/students`,
  volunteers: `/api/v1/staff/volunteers`,
} as const;

/** An optional query: `?name=value` only when there is one, as the CMS's own links are written. */
const maybe = (query: Record<string, string>) => {
  const given = Object.entries(query).filter(([, v]) => v);
  return given.length ? `?${new URLSearchParams(given)}` : '';
};

/** The CSVs the CMS writes for staff (read through staffCsv). */
export const staffCsvs = {
  mentorPairs: () => `/api/v1/staff/mentor-pairs.csv`,
  progress: (semester: string) => `/api/v1/staff/progress.csv${maybe({ semester })}`,
  students: (q: string) => `/api/v1/staff/students.csv${q.trim() ? `?${new URLSearchParams({ q })}` : ''}`,
};

/** The first page's counts of work waiting (numbers only: the CMS logs no access for them). */
export const getSummary = (api: LearnerApi) => api.get<StaffSummary>(`/api/v1/staff/summary`);

/** One student as the office sees them; an unknown one is the 404 page. */
export const getStudent = (api: LearnerApi, id: string) => orNotFound(api.get<StudentPage>(`/api/v1/staff/students/${id}`));

/** The semester's application lines of the learners named in `query` (`learner` repeated, `semester`). */
export const getApplicationsOf = (api: LearnerApi, query: URLSearchParams) =>
  api.get<SemesterApplicationsPage>(`/api/v1/staff/applications?${query}`);
export const approveApplication = (api: LearnerApi, learner: string, body: z.output<typeof approveSchema>) =>
  api.post<SemesterApplication>(`/api/v1/staff/applications/${learner}/approve`, body);
export const approveApplications = (api: LearnerApi, body: z.output<typeof bulkApproveSchema>) =>
  api.post<{ approved: number[]; skipped: number[] }>(`/api/v1/staff/applications/approve`, body);
export const cancelApplication = (api: LearnerApi, learner: number, body: z.output<typeof cancelApplicationSchema>) =>
  api.post(`/api/v1/staff/applications/${learner}/cancel`, body);
export const cancelApplications = (api: LearnerApi, body: z.output<typeof bulkCancelSchema>) =>
  api.post<{ cancelled: number[]; skipped: number[] }>(`/api/v1/staff/applications/cancel`, body);

export const getStaffArticles = (api: LearnerApi, type: string) => api.get<StaffArticle[]>(`/api/v1/staff/articles/${type}`);
export const orderArticles = (api: LearnerApi, type: string, body: z.output<typeof articleOrderSchema>) =>
  api.put(`/api/v1/staff/articles/${type}/order`, body);
export const moveArticle = (api: LearnerApi, type: string, body: z.output<typeof articleMoveSchema>) =>
  api.post(`/api/v1/staff/articles/${type}/move`, body);

export const searchCurriculum = (api: LearnerApi, q: string) =>
  api.get<CurriculumResults>(`/api/v1/staff/curriculum?${new URLSearchParams({ q })}`);
export const getProgress = (api: LearnerApi, semester: string) =>
  api.get<SemesterProgressPage>(`/api/v1/staff/progress${maybe({ semester })}`);

export const getMentorPairs = (api: LearnerApi) => api.get<{ pairs: MentorPair[] }>(`/api/v1/staff/mentor-pairs`);
export const addMentorPair = (api: LearnerApi, input: MentorPairInput) => api.post(`/api/v1/staff/mentor-pairs`, input);
export const updateMentorPair = (api: LearnerApi, pair: number, input: MentorPairInput) =>
  api.put(`/api/v1/staff/mentor-pairs/${pair}`, input);
export const removeMentorPair = (api: LearnerApi, pair: number) => api.send('DELETE', `/api/v1/staff/mentor-pairs/${pair}`);

export const moderatePost = (api: LearnerApi, id: string, body: z.output<typeof moderationSchema>) =>
  api.send('PATCH', `/api/v1/staff/posts/${id}`, body);
export const confirmVolunteer = (api: LearnerApi, id: string) => api.send('PATCH', `/api/v1/staff/volunteers/${id}/confirm`);

/** The notices' list (subjects and states, never bodies) and staff announcements. */
export const getStaffNotices = (api: LearnerApi, query: URLSearchParams) =>
  api.get<StaffNoticesPage>(`/api/v1/staff/notices${query.size ? `?${query}` : ''}`);
export const setKakaoFallback = (api: LearnerApi, on: boolean) => api.put<{ on: boolean }>(`/api/v1/staff/notices/fallback`, { on });
export const getAnnouncementAudience = (api: LearnerApi, semester: string) =>
  api.get<AnnouncementAudience>(`/api/v1/staff/announcements/audience${maybe({ semester })}`);
export const previewAnnouncement = (api: LearnerApi, body: AnnouncementInput) =>
  api.post<AnnouncementPreview>(`/api/v1/staff/announcements/preview`, body);
export const sendAnnouncement = (api: LearnerApi, body: AnnouncementSendInput) =>
  api.post<AnnouncementSent>(`/api/v1/staff/announcements`, body);

/** The bank statement: the form's data, the file read and matched (fields in the query, the file as the body), approval by deposit. */
export const getStatementForm = (api: LearnerApi) => api.get<StatementForm>(`/api/v1/staff/deposits/statement`);
export const importStatement = (api: LearnerApi, fields: URLSearchParams, bytes: Uint8Array) =>
  api.upload<StatementImport | StatementColumnsNeeded>(`/api/v1/staff/deposits/statement?${fields}`, bytes);
export const approveDeposits = (api: LearnerApi, body: z.output<typeof depositApproveSchema>) =>
  api.post<DepositApproval>(`/api/v1/staff/deposits/approve`, body);
