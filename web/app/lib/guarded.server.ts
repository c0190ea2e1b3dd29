import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { requireLearner } from './auth.server';

/** Loader of a page only signed-in learners may open (its content comes with a later issue). */
export async function guardedLoader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  return json(null, { headers: await learner.api.headers() });
}
