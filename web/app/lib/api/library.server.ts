import type { ScriptureSearch, VideoDetail, VideoSearch } from '@dharma/config/rules';
import { orNotFound } from '../cms.server';
import type { LearnerApi } from '../learner-api.server';

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
export const getVideo = (api: LearnerApi, id: string) =>
  orNotFound(api.get<VideoDetail>(`/api/v1/videos/${encodeURIComponent(id)}`), [404, 400]);
