import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { requireLearner } from './auth.server';
import { PRIVATE } from './http.server';

/** Loader of a page only signed-in learners may open. */
export async function guardedLoader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  return json({ name: learner.user.username }, { headers: { ...PRIVATE, ...(await learner.api.headers()) } });
}
