import { redirect } from '@remix-run/node';
import { requireLearner } from './auth.server';
import type { LearnerApi } from './learner-api.server';
import { attempt } from './cms.server';
import { commitSession } from './session.server';

/**
 * Posts an offering application for the learner and comes back to the same page with the
 * success message, or the CMS's reason (409 이미 신청한 강좌입니다., ...) as an error.
 */
export async function applyForOffering(request: Request, apply: (api: LearnerApi) => Promise<unknown>, success: string): Promise<Response> {
  const learner = await requireLearner(request);
  const session = learner.api.session;
  const back = new URL(request.url).pathname;
  const applied = await attempt(apply(learner.api));
  if (!applied.ok) {
    session.flash('error', applied.refused.reason);
    return redirect(back, { headers: { 'Set-Cookie': await commitSession(session) } });
  }
  session.flash('message', success);
  return redirect(`${back}?applied=1`, { headers: { 'Set-Cookie': await commitSession(session) } });
}
