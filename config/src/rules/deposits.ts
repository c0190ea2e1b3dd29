import { STATEMENT_MAX_LINES } from './limits';

/**
 * Paying by bank transfer: the depositor name a learner is asked to write, the bank statement the
 * office uploads, and how its lines meet applications. A deposit is one line of money in (from a
 * statement today, from a payment provider's deposit notice later); matching does not care where
 * it came from.
 */

/**
 * How many characters of a depositor name a transfer carries to the receiving account's statement.
 * Korean banks' "받는 분 통장 표시" takes 7 Hangul characters at the strictest, so a code longer than
 * that could reach the statement cut off.
 */
export const DEPOSITOR_MAX_LENGTH = 7;

/** The digits that make a depositor name unique within a semester (the learner's name comes first, shortened to fit). */
export const DEPOSITOR_DIGITS = 4;

/** The three columns matching reads, named by the statement's own header text. */
export interface StatementColumns {
  date: string;
  depositor: string;
  amount: string;
}

/**
 * How many rows a statement file may have at all: title rows, the header, blank lines and money
 * out included. Counted before the file is parsed (STATEMENT_MAX_LINES counts filled lines once it
 * is), so that a few megabytes of empty lines are never parsed into millions of rows.
 */
export const STATEMENT_MAX_ROWS = STATEMENT_MAX_LINES + 1_000;

export const STATEMENT_COLUMN_ROLES = ['date', 'depositor', 'amount'] as const;
export type StatementColumnRole = (typeof STATEMENT_COLUMN_ROLES)[number];

/** One deposit: money in, with the day it arrived and the name the payer wrote. */
export interface DepositLine {
  /** Where it was found: the statement's row number (1-based, as a spreadsheet shows it). */
  row: number;
  /** `YYYY-MM-DD`, Korean time. */
  date: string;
  /** The time of day when the statement gives one (`HH:MM` or `HH:MM:SS`), else ''. */
  time: string;
  depositor: string;
  /** Whole won, more than zero. */
  amount: number;
  /**
   * Which of several lines with the same date, time, depositor and amount this is (0 for the
   * first): with the rest, it makes the line's identity, so the same file uploaded twice gives the
   * same identities and two equal transfers on one day stay two.
   */
  occurrence: number;
}

/** How a deposit and the semester's unpaid applications meet. */
export type MatchCategory = 'matched' | 'likely' | 'unmatched' | 'used';

/** Why a line is only likely or not matched at all (shown to staff). */
export type MatchReason =
  'code_and_amount' | 'name_and_amount' | 'code_other_amount' | 'no_match' | 'several_learners' | 'learner_taken' | 'already_used';

/** The depositor name a learner is asked to write: their name shortened to fit, then the semester's digits. */
export function depositorNameOf(learnerName: string | null | undefined, digits: string): string {
  const letters = [...(learnerName ?? '').replace(/[^\p{L}]/gu, '')];
  return letters.slice(0, Math.max(0, DEPOSITOR_MAX_LENGTH - digits.length)).join('') + digits;
}

/** A statement's depositor as matching compares it: letters and digits only, case folded. */
export function normaliseDepositor(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}
