import { LEARNER_SUMMARY_SECONDS, tokenExpiresAtMs } from '@dharma/config';
import { BoundedCache } from '@dharma/config/cache';
import type { LearnerApi } from '../learner-api.server';

/**
 * The signed-in header's learner summary (name, credits, semester number, what the learner owes
 * this semester). It changes when staff approve a class or a term ends, not from page to page, so
 * it is reused for a few seconds per access token instead of being asked for on every page.
 *
 * The summary call is also what proves, on a page with no CMS call of its own, that the sign-in
 * is still alive. So an entry lives no longer than LEARNER_SUMMARY_SECONDS (the same bound as the
 * CMS's own authentication cache) and never past its access token's expiry: after that the next
 * page asks the CMS again, which refreshes an expired token or ends a revoked sign-in. A logout
 * through this web process forgets the entry at once; the learner's own changes (an
 * application) forget it too.
 */
export interface LearnerSummary {
  credits: number;
  semester: number;
  username: string | null;
  fee_due?: number | null;
}

/** What the site header shows about the signed-in learner (the root loader's `student`). */
export interface StudentSummary {
  username: string | null;
  roles: string[];
  credits: number;
  semester: number;
  /** What this learner owes for the semester now applied for (admission included the first time); null without one. */
  feeDue: number | null;
}

const summaries = new BoundedCache<LearnerSummary>({ max: 20_000, ttlMs: LEARNER_SUMMARY_SECONDS * 1000 });

export async function learnerSummary(api: LearnerApi): Promise<LearnerSummary> {
  const kept = summaries.get(api.session.get('access_token') ?? '');
  if (kept) return kept;
  const summary = await api.get<LearnerSummary>('/api/v2/info/semester');
  // The call may have refreshed the tokens: keep the answer under the token now in the session.
  const token = api.session.get('access_token') ?? '';
  summaries.set(token, summary, Math.min(summaries.ttlMs, tokenExpiresAtMs(token) - Date.now()));
  return summary;
}

/** After a logout, or a change the summary shows. */
export function forgetLearnerSummary(accessToken: string | undefined): void {
  if (accessToken) summaries.delete(accessToken);
}
