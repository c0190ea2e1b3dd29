import type { ZodError } from 'zod';
import { isRefusalKey } from '../contracts/refusals';
import { refusalWords } from './messages';

/**
 * The Korean words of one zod issue's message. A contract's issue carries a refusal's key
 * (contracts/refusals.ts); an issue zod wrote itself (a schema without a message of ours) keeps
 * zod's own text, as before the keys.
 */
export function issueWords(message: string): string {
  return isRefusalKey(message) ? refusalWords[message] : message;
}

/** The words of a failed parse's first issue, for a 400 answer or a form's alert. */
export function firstIssue(error: ZodError): string {
  const message = error.issues[0]?.message;
  return message === undefined ? 'invalid input' : issueWords(message);
}
