import type { Core } from '@strapi/strapi';
import { studyroomOf } from '../ports';

/**
 * Records the term results of every class whose term has ended (the study room computes them and
 * writes them to the applications through the enrolment plugin). Only classes still waiting for
 * a result change, so it is safe at every start-up and in the daily job.
 */
export async function recordTermResults(strapi: Core.Strapi): Promise<{ completed: number; failed: number; waiting: number }> {
  const termResults = studyroomOf(strapi).termResults;
  return termResults.record();
}
