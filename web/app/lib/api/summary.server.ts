import { LEARNER_SUMMARY_SECONDS, tokenExpiresAtMs } from '@dharma/config/rules';
import { BoundedCache } from '@dharma/config/platform/cache';
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

const lifetimeOf = (token: string) => () => tokenExpiresAtMs(token) - Date.now();

/**
 * A learner's pages arrive together (a browser's parallel requests, a reload storm): when the entry
 * has expired, one of them asks the CMS and the others wait for that answer instead of each asking
 * (a load shared per token). Only an answer is shared: when the call that was asked fails (its
 * sign-in refreshed or ended, the CMS down), each waiting request asks for itself, so its own
 * session decides what it gets.
 */
export async function learnerSummary(api: LearnerApi): Promise<LearnerSummary> {
  const token = api.session.get('access_token') ?? '';
  const ask = () => api.get<LearnerSummary>('/api/v2/info/semester');
  // The call may have refreshed the tokens: the answer is kept under the token now in the session
  // too (another page of this learner may be loading that very key; its load still answers it).
  const keepUnderNewToken = (summary: LearnerSummary) => {
    const now = api.session.get('access_token') ?? '';
    if (now !== token) summaries.set(now, summary, Math.min(summaries.ttlMs, lifetimeOf(now)()));
    return summary;
  };
  let asked = false;
  try {
    const summary = await summaries.load(
      token,
      () => {
        asked = true;
        return ask();
      },
      lifetimeOf(token),
    );
    return asked ? keepUnderNewToken(summary) : summary;
  } catch (error) {
    if (asked) throw error;
    return keepUnderNewToken(await ask());
  }
}

/** After a logout, or a change the summary shows. */
export function forgetLearnerSummary(accessToken: string | undefined): void {
  if (accessToken) summaries.delete(accessToken);
}
