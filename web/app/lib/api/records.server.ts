import type {
  CalendarMonth,
  CertificateCheck,
  GradePage,
  LifestyleWeek,
  VolunteerEntry,
  LifestyleOwnInput,
  VolunteerInput,
} from '@dharma/config/contracts';
import { cmsGetOrNull, orNotFound, request, serverHeaders } from '../cms.server';
import type { LearnerApi } from '../learner-api.server';

/** The records plugin's calls, for the grade pages. `grade` is the grade's id (digits, checked by the route). */
/** A grade's page data; another learner's grade, or none, is the 404 page. */
export const getGradePage = (api: LearnerApi, grade: number) => orNotFound(api.get<GradePage>(`/api/v1/grade/${grade}/page`));
export const addVolunteer = (api: LearnerApi, grade: number, input: VolunteerInput) =>
  api.post<VolunteerEntry>(`/api/v1/grade/${grade}/volunteer`, input);
export const updateVolunteer = (api: LearnerApi, grade: number, entry: number, input: VolunteerInput) =>
  api.put<VolunteerEntry>(`/api/v1/grade/${grade}/volunteers/${entry}`, input);
export const removeVolunteer = (api: LearnerApi, grade: number, entry: number) =>
  api.send<{ id: number }>('DELETE', `/api/v1/grade/${grade}/volunteers/${entry}`);

/** A grade's lifestyle week; another learner's grade, or none, is the 404 page. */
export const getLifestyle = (api: LearnerApi, grade: number) => orNotFound(api.get<LifestyleWeek>(`/api/v1/grade/${grade}/lifestyle`));
export const toggleLifestyle = (api: LearnerApi, grade: number, item: string, date: string) =>
  api.send<{ checked: boolean }>('PATCH', `/api/v1/grade/${grade}/lifestyle/${item}`, { date });
export const addOwnPractice = (api: LearnerApi, grade: number, input: LifestyleOwnInput) =>
  api.send<LifestyleWeek>('PATCH', `/api/v1/grade/${grade}/lifestyle`, input);
export const removeOwnPractice = (api: LearnerApi, grade: number, item: string) =>
  api.send<{ item: string }>('DELETE', `/api/v1/grade/${grade}/lifestyle/${item}`);

/** The calendar's month (`YYYY-MM`, or this month without one) and whether the learner's feed is on. */
export const getCalendar = (api: LearnerApi, month: string | null) =>
  api.get<CalendarMonth>(`/api/v1/calendar${month === null ? '' : `?month=${encodeURIComponent(month)}`}`);
/** A new secret feed address (the old one stops working); only its hash is kept by the CMS. */
export const renewCalendarFeed = (api: LearnerApi) => api.post<{ token: string }>('/api/v1/calendar/feed', {});
export const revokeCalendarFeed = (api: LearnerApi) => api.send('DELETE', '/api/v1/calendar/feed');
/** A feed by its secret token, asked by web as itself (calendar apps have no sign-in); the caller reads the status. */
export const getCalendarFeed = (token: string) => request(`/api/v1/calendar/feed/${token}`, { headers: serverHeaders(null) });

/** Anyone's check of a certificate's printed code: null when no certificate has it. */
export const verifyCertificate = (code: string) => cmsGetOrNull<CertificateCheck>(`/api/v1/certificates/verify/${code}`);
/** The learner's certificate PDF (issued on the first download); one not earned is the 404 page. */
export const getCertificatePdf = (api: LearnerApi, key: string) => orNotFound(api.file(`/api/v1/certificates/${key}/pdf`));
