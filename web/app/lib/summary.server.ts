import { BoundedCache } from '@dharma/config/cache';
import type { LearnerApi } from './learner-api.server';

/**
 * The signed-in header's learner summary (name, credits, semester number, what the learner owes
 * this semester). It changes when staff approve a class or a term ends, not from page to page, so
 * it is fetched once a minute per sign-in instead of on every page: a signed-in page then costs
 * the CMS at most its own one call. Keyed by the access token, so a new sign-in or a rotated token
 * reads it afresh; the learner's own changes (an application) forget it at once.
 */
export interface LearnerSummary {
  credits: number;
  semester: number;
  username: string | null;
  fee_due?: number | null;
}

const SUMMARY_TTL_MS = 60_000;
const summaries = new BoundedCache<LearnerSummary>({ max: 20_000, ttlMs: SUMMARY_TTL_MS });

export function learnerSummary(api: LearnerApi): Promise<LearnerSummary> {
  const token = api.session.get('access_token') ?? '';
  // A token rotated during the call is a new key; the old one expires with its entry.
  return summaries.load(token, () => api.get<LearnerSummary>('/api/v2/info/semester'));
}

/** After the learner changed something the summary shows. */
export function forgetLearnerSummary(api: LearnerApi): void {
  summaries.delete(api.session.get('access_token') ?? '');
}
