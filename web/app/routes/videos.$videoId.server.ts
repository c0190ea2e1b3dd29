import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { requireLearner } from '~/lib/auth.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { getVideo } from '~/lib/api/library.server';

export const headers = routeHeaders;

/** One video: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const id = params.videoId ?? '';
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) notFound();
  const video = await getVideo(learner.api, id);
  return json({ video }, { headers: await learner.api.headers() });
}
