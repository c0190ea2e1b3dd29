import type { LoaderFunctionArgs } from '@remix-run/node';
import { idFrom } from '@dharma/config/rules';
import { requireLearner } from './auth.server';
import { notFound } from './http.server';

/**
 * The signed-in learner and the grade their address names (`$gradeId`), for a grade's pages:
 * the guard first (a signed-out visitor goes to sign in whatever the id), then a malformed id is
 * the 404 page. Whose grade it is, the CMS decides.
 */
export async function requireGrade(request: Request, params: LoaderFunctionArgs['params'], options?: { returnTo?: string }) {
  const learner = await requireLearner(request, options);
  const grade = idFrom(params.gradeId);
  if (grade === null) notFound();
  return { learner, grade };
}
