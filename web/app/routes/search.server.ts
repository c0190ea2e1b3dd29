import { type LoaderFunctionArgs, json } from '@remix-run/node';
import type { ScriptureSearch, VideoSearch } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { searchScripture, searchVideos } from '~/lib/api/library.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

/** The search as the page's address says it: `?q=&tab=scripture|videos&books=…&playlist=…&page=`. */
function requestOf(url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim();
  const tab = url.searchParams.get('tab') === 'videos' ? 'videos' : 'scripture';
  const books = url.searchParams
    .getAll('books')
    .map((b) => b.trim())
    .filter(Boolean)
    .slice(0, 20);
  const playlist = (url.searchParams.get('playlist') ?? '').trim();
  const page = /^[1-9]\d{0,4}$/.test(url.searchParams.get('page') ?? '') ? Number(url.searchParams.get('page')) : 1;
  return { q, tab, books, playlist, page } as const;
}

/** One CMS call: the scripture or the video search (the CMS checks the keyword and says why not). */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const asked = requestOf(new URL(request.url));
  let scripture: ScriptureSearch | null = null;
  let videos: VideoSearch | null = null;
  let error: string | null = null;
  try {
    if (asked.tab === 'scripture') scripture = await searchScripture(learner.api, asked.q, asked.books, asked.page);
    else videos = await searchVideos(learner.api, asked.q, asked.playlist, asked.page);
  } catch (failure) {
    if (!isRefusal(failure, [400])) throw failure;
    error = failure.reason;
  }
  return json({ asked, scripture, videos, error }, { status: error ? 400 : 200, headers: await learner.api.headers() });
}
