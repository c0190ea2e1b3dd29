import type { z } from 'zod';
import type { MemberPage, membershipSchema, noticeChoicesSchema, SignupInput } from '@dharma/config/contracts';
import type { LearnerApi } from '../learner-api.server';
import type { SessionUser } from '../session.server';

/** The learner's own account (the records plugin's member routes and the users plugin's sign-up). */

/** Who is signed in, as the session keeps them. */
export const getSessionUser = (api: LearnerApi) => api.get<SessionUser>('/api/v1/member');
/** The same, asked of a staff route, so the CMS's staff rules (and its 403) apply. */
export const getStaffUser = (api: LearnerApi) => api.get<SessionUser>('/api/v1/staff/me');

export const signup = (api: LearnerApi, input: SignupInput) => api.post<SessionUser>('/api/v1/user/signup', input);

export const getMemberPage = (api: LearnerApi) => api.get<MemberPage>('/api/v1/member/page');
export const applyForMembership = (api: LearnerApi, input: z.output<typeof membershipSchema>) => api.post('/api/v1/applications', input);
export const saveMembershipNumber = (api: LearnerApi, number: string) =>
  api.send('PATCH', `/api/v1/user/membership?number=${encodeURIComponent(number)}`);
export const saveProfile = (api: LearnerApi, input: { name: string; phone: string; religion_name?: string }) =>
  api.send('PATCH', '/api/v1/member', input);

/** Everything kept about the learner, as the zip the CMS makes. */
/**
 * The kinds of notice to have on (every other one the learner may turn off is off), the reminder's
 * time and where each kind KakaoTalk may carry goes (each left out when not sent: the stored one stays).
 */
export const saveNoticeChoices = (api: LearnerApi, choices: z.output<typeof noticeChoicesSchema>) =>
  api.put('/api/v1/notices/choices', choices);
/** Another address for notices (a confirmation goes to it), or null for Kakao's again. */
export const requestNoticeAddress = (api: LearnerApi, address: string | null) =>
  api.put<{ address: string | null; pending: string | null }>('/api/v1/notices/address', { address });
/** A mobile number for KakaoTalk notices (a code is sent to it by text message), or null to take the number off. */
export const requestNoticePhone = (api: LearnerApi, phone: string | null) =>
  api.put<{ phone: string | null; pending: string | null }>('/api/v1/notices/phone', { phone });
/** The code the text message carried: the pending number becomes the one KakaoTalk notices go to. */
export const confirmNoticePhone = (api: LearnerApi, code: string) => api.post<{ phone: string }>('/api/v1/notices/phone/confirm', { code });
export const downloadMyData = (api: LearnerApi) => api.file('/api/v1/me/data');
export const deleteAccount = (api: LearnerApi, confirm: string) => api.post('/api/v1/me/delete', { confirm });
