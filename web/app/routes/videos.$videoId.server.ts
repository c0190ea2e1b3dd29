import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { DOCUMENT_ID_PATTERN } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { getVideo } from '~/lib/api/library.server';

export const headers = routeHeaders;

/** One video: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const id = params.videoId ?? '';
  // The CMS names videos by document id and answers 404 to anything else, so this only spares the call.
  if (!DOCUMENT_ID_PATTERN.test(id)) notFound();
  const video = await getVideo(learner.api, id);
  return json({ video }, { headers: await learner.api.headers() });
}
