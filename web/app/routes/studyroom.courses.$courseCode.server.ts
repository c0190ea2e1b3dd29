import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { requireLearner } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';
import { getClass } from '~/lib/api/studyroom.server';

export const headers = routeHeaders;

/** One class: its term as a calendar of days. One CMS call; another learner's class is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const detail = await getClass(learner.api, params.courseCode ?? '');
  return json(detail, { headers: await learner.api.headers() });
}
