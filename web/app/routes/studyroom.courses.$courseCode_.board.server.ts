import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { requireLearner } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';
import { getBoard } from '~/lib/api/studyroom.server';

export const headers = routeHeaders;

/** The class board: the best verse and story of each opened day. One CMS call; another class's is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const board = await getBoard(learner.api, params.courseCode ?? '');
  return json(board, { headers: await learner.api.headers() });
}
