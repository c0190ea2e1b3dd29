import type { z } from 'zod';
import type {
  approveSchema,
  articleMoveSchema,
  articleOrderSchema,
  bulkApproveSchema,
  bulkCancelSchema,
  cancelApplicationSchema,
  CurriculumResults,
  MentorPair,
  MentorPairInput,
  moderationSchema,
  SemesterApplication,
  SemesterApplicationsPage,
  SemesterProgressPage,
  StaffArticle,
  StudentPage,
} from '@dharma/config';
import { orNotFound } from '../cms.server';
import type { LearnerApi } from '../learner-api.server';

/**
 * The back office's calls (the CMS's `/api/v1/staff` routes). The CMS checks staff rights and
 * every rule again on each call and logs what staff read and change; web only asks.
 */
const STAFF = '/api/v1/staff';

/** The paged, filtered tables the back office lists (read through loadStaffPage). */
export const staffTables = {
  accessLog: `${STAFF}/access-log`,
  applications: `${STAFF}/applications`,
  audit: `${STAFF}/audit`,
  posts: `${STAFF}/posts`,
  students: `${STAFF}/students`,
  volunteers: `${STAFF}/volunteers`,
} as const;

/** An optional query: `?name=value` only when there is one, as the CMS's own links are written. */
const maybe = (query: Record<string, string>) => {
  const given = Object.entries(query).filter(([, v]) => v);
  return given.length ? `?${new URLSearchParams(given)}` : '';
};

/** The CSVs the CMS writes for staff (read through staffCsv). */
export const staffCsvs = {
  mentorPairs: () => `${STAFF}/mentor-pairs.csv`,
  progress: (semester: string) => `${STAFF}/progress.csv${maybe({ semester })}`,
  students: (q: string) => `${STAFF}/students.csv${q.trim() ? `?${new URLSearchParams({ q })}` : ''}`,
};

/** One student as the office sees them; an unknown one is the 404 page. */
export const getStudent = (api: LearnerApi, id: string) => orNotFound(api.get<StudentPage>(`${STAFF}/students/${id}`));

/** The semester's application lines of the learners named in `query` (`learner` repeated, `semester`). */
export const getApplicationsOf = (api: LearnerApi, query: URLSearchParams) => api.get<SemesterApplicationsPage>(`${STAFF}/applications?${query}`);
export const approveApplication = (api: LearnerApi, learner: string, body: z.output<typeof approveSchema>) => api.post<SemesterApplication>(`${STAFF}/applications/${learner}/approve`, body);
export const approveApplications = (api: LearnerApi, body: z.output<typeof bulkApproveSchema>) => api.post<{ approved: number[]; skipped: number[] }>(`${STAFF}/applications/approve`, body);
export const cancelApplication = (api: LearnerApi, learner: number, body: z.output<typeof cancelApplicationSchema>) => api.post(`${STAFF}/applications/${learner}/cancel`, body);
export const cancelApplications = (api: LearnerApi, body: z.output<typeof bulkCancelSchema>) =>
  api.post<{ cancelled: number[]; skipped: number[] }>(`${STAFF}/applications/cancel`, body);

export const getStaffArticles = (api: LearnerApi, type: string) => api.get<StaffArticle[]>(`${STAFF}/articles/${type}`);
export const orderArticles = (api: LearnerApi, type: string, body: z.output<typeof articleOrderSchema>) => api.put(`${STAFF}/articles/${type}/order`, body);
export const moveArticle = (api: LearnerApi, type: string, body: z.output<typeof articleMoveSchema>) => api.post(`${STAFF}/articles/${type}/move`, body);

export const searchCurriculum = (api: LearnerApi, q: string) => api.get<CurriculumResults>(`${STAFF}/curriculum?${new URLSearchParams({ q })}`);
export const getProgress = (api: LearnerApi, semester: string) => api.get<SemesterProgressPage>(`${STAFF}/progress${maybe({ semester })}`);

export const getMentorPairs = (api: LearnerApi) => api.get<{ pairs: MentorPair[] }>(`${STAFF}/mentor-pairs`);
export const addMentorPair = (api: LearnerApi, input: MentorPairInput) => api.post(`${STAFF}/mentor-pairs`, input);
export const updateMentorPair = (api: LearnerApi, pair: number, input: MentorPairInput) => api.put(`${STAFF}/mentor-pairs/${pair}`, input);
export const removeMentorPair = (api: LearnerApi, pair: number) => api.send('DELETE', `${STAFF}/mentor-pairs/${pair}`);

export const moderatePost = (api: LearnerApi, id: string, body: z.output<typeof moderationSchema>) => api.send('PATCH', `${STAFF}/posts/${id}`, body);
export const confirmVolunteer = (api: LearnerApi, id: string) => api.send('PATCH', `${STAFF}/volunteers/${id}/confirm`);
