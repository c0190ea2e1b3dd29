import type { ScriptureSearch, VideoDetail, VideoSearch } from '@dharma/config';
import { CmsError } from './cms.server';
import { notFound } from './http.server';
import type { LearnerApi } from './learner-api.server';

/** The library's calls, for the search and video pages (one authenticated call per page). */
export function searchScripture(api: LearnerApi, keyword: string, names: string[], page: number) {
  const query = new URLSearchParams({ keyword, page: String(page) });
  if (names.length) query.set('names', names.join(','));
  return api.get<ScriptureSearch>(`/api/v1/scripture/search?${query}`);
}
export function searchVideos(api: LearnerApi, keyword: string, playlist: string, page: number) {
  const query = new URLSearchParams({ keyword, page: String(page) });
  if (playlist) query.set('playlist', playlist);
  return api.get<VideoSearch>(`/api/v1/videos/search?${query}`);
}
/** A published video; an unknown one is the 404 page. */
export async function getVideo(api: LearnerApi, id: string): Promise<VideoDetail> {
  try {
    return await api.get<VideoDetail>(`/api/v1/videos/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof CmsError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
