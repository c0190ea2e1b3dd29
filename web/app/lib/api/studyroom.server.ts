import { redirect } from '@remix-run/node';
import { classParts, type BestPosts, type ClassBoard, type DayVotes, type PostType } from '@dharma/config/rules';
import {
  type ClassDetail,
  type DayDetail,
  type DayProgress,
  type LessonPreview,
  type MyCourses,
  type TaskResponseInput,
  type VoteInput,
} from '@dharma/config/contracts';
import { isRefusal, readJson, request, serverHeaders } from '../cms.server';
import { notFound } from '../http.server';
import type { LearnerApi } from '../learner-api.server';

/**
 * The study room's calls to the CMS, each the one authenticated call of its page. The CMS checks
 * that the class is the learner's own (another learner's class is 404) and every writing rule.
 */

/** A class's name in paths (`2027SP-D5`) as the API's path, or null when it is not a course code. */
export function classPath(courseCode: string): string | null {
  const parts = classParts(courseCode);
  return parts ? `/api/v2/classes/${parts.semester}/${parts.course}` : null;
}

/**
 * A 404 from the CMS (not the learner's class, no such day) is the site's 404 page. A class that
 * cannot be opened yet (409, e.g. the fee is not paid) sends the learner to their classes with
 * the CMS's reason, where the payment notice is.
 */
async function readable<T>(api: LearnerApi, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isRefusal(error, [404])) notFound();
    if (isRefusal(error, [409])) {
      api.session.flash('error', error.reason);
      api.touch();
      throw redirect('/studyroom/current', { headers: await api.headers() });
    }
    throw error;
  }
}

export const getMyCourses = (api: LearnerApi) => api.get<MyCourses>('/api/v2/my-courses');

export function getClass(api: LearnerApi, courseCode: string): Promise<ClassDetail> {
  const path = classPath(courseCode);
  if (!path) notFound();
  return readable(api, api.get<ClassDetail>(path));
}

export function getDay(api: LearnerApi, courseCode: string, day: number): Promise<DayDetail> {
  const path = classPath(courseCode);
  if (!path) notFound();
  return readable(api, api.get<DayDetail>(`${path}/days/${day}`));
}

export function saveTask(api: LearnerApi, courseCode: string, input: TaskResponseInput): Promise<DayProgress> {
  const path = classPath(courseCode);
  if (!path) notFound();
  return api.send<DayProgress>('PATCH', `${path}/tasks`, input);
}

export function castVote(api: LearnerApi, courseCode: string, input: VoteInput): Promise<DayVotes> {
  const path = classPath(courseCode);
  if (!path) notFound();
  return api.send<DayVotes>('POST', `${path}/vote`, input);
}

/** The class board: the best verse and story of each day so far (another class's is the 404 page). */
export function getBoard(api: LearnerApi, courseCode: string): Promise<ClassBoard> {
  const path = classPath(courseCode);
  if (!path) notFound();
  return readable(api, api.get<ClassBoard>(`${path}/board`));
}

/** A scripture verse's most-voted posts of one kind across every class. */
export function getBest(api: LearnerApi, bookId: number, verse: number, type: PostType): Promise<BestPosts> {
  return readable(api, api.get<BestPosts>(`/api/v2/books/${bookId}/${type === 'verse' ? 'verses' : 'stories'}/best/${verse}`));
}

/** A lesson as the panel's Preview shows it (draft or published), asked by web as itself on a link the CMS signed. */
export async function getLessonPreview(documentId: string, status: string): Promise<LessonPreview> {
  const path = `/api/v2/preview/lessons/${documentId}?status=${status}`;
  return readJson<LessonPreview>(await request(path, { headers: serverHeaders(null) }), path);
}
