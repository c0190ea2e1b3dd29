import { z } from 'zod';
import { messages } from './messages';
import { semesterCodeSchema } from './admin';
import { ISO_DAY_PATTERN } from './ids';
import { STATEMENT_MAX_LINES } from './security';

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

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());
const columnName = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(60, messages.statement_column_invalid).optional(),
);

/**
 * The statement upload's fields beside the file: which bank's export it is (the column choice is
 * remembered per bank) and, when staff pick them, the columns' header names. Empty means "as
 * remembered for this bank, else as detected".
 */
export const statementImportSchema = z.object(
  {
    semester: z.preprocess((v) => (v === '' ? undefined : v), semesterCodeSchema.optional()),
    bank: z
      .string({ required_error: messages.statement_bank_required })
      .trim()
      .min(1, messages.statement_bank_required)
      .max(30, messages.statement_bank_required),
    date: columnName,
    depositor: columnName,
    amount: columnName,
    remember: checkbox.optional(),
  },
  { invalid_type_error: messages.statement_payload_invalid },
);
export type StatementImportInput = z.infer<typeof statementImportSchema>;

/** One ticked line of the matching table, as the approve form sends it back: the learner and the deposit. */
export const depositPickSchema = (() => {
  // A tick is the page's own value, so anything else is a forged or broken form: one message for all.
  const bad = messages.approval_payload_invalid;
  const count = (min: number, max: number) => z.coerce.number({ invalid_type_error: bad }).int(bad).min(min, bad).max(max, bad);
  return z.object(
    {
      learner: count(1, Number.MAX_SAFE_INTEGER),
      date: z.string({ required_error: bad, invalid_type_error: bad }).regex(ISO_DAY_PATTERN, bad),
      time: z.string({ required_error: bad, invalid_type_error: bad }).regex(/^(\d{2}:\d{2}(:\d{2})?)?$/, bad),
      depositor: z.string({ required_error: bad, invalid_type_error: bad }).max(60, bad),
      amount: count(1, 100_000_000),
      occurrence: count(0, STATEMENT_MAX_LINES),
      row: count(1, STATEMENT_MAX_LINES + 100),
    },
    { required_error: bad, invalid_type_error: bad },
  );
})();
export type DepositPick = z.infer<typeof depositPickSchema>;

/**
 * How many ticked lines one call to the CMS approves. Each approval is its own transaction (about
 * 4 ms on SQLite and 8 ms on PostgreSQL here, three times that on a slow machine), and a call must
 * end well within the 8 s web waits for the CMS; web sends a longer list in calls of this size.
 */
export const DEPOSIT_PICKS_PER_CALL = 200;

const picksOf = (max: number) =>
  z
    .array(depositPickSchema, { invalid_type_error: messages.approval_none_selected })
    .min(1, messages.approval_none_selected)
    .max(max, messages.deposit_picks_too_many);

/** POST /api/v1/staff/deposits/approve: ticked lines of one semester's matching table, a call's worth. */
export const depositApproveSchema = z.object(
  { semester: semesterCodeSchema, picks: picksOf(DEPOSIT_PICKS_PER_CALL) },
  { invalid_type_error: messages.approval_payload_invalid },
);

/** The matching table's approve form: every ticked line (at most a statement's), sent on in calls of DEPOSIT_PICKS_PER_CALL. */
export const depositApproveFormSchema = z.object(
  { semester: semesterCodeSchema, picks: picksOf(STATEMENT_MAX_LINES) },
  { invalid_type_error: messages.approval_payload_invalid },
);

/** An application waiting for its payment, as matching sees it. */
export interface UnpaidApplication {
  learner: number;
  name: string | null;
  depositor: string | null;
  /** What is still to pay (after a paid application's change, only the difference). */
  amount_due: number;
}

/** One deposit and where it landed. */
export interface DepositMatch {
  line: DepositLine & { key: string };
  category: MatchCategory;
  reason: MatchReason;
  /** The application it pays (matched, likely), or the one that already took it. */
  application: UnpaidApplication | null;
  /** The deposit minus the amount due, when they differ (likely by code). */
  difference: number | null;
}

/** A statement (or any set of deposits) against one semester's unpaid applications. */
export interface DepositMatching {
  semester: { code: string; label: string };
  matched: DepositMatch[];
  likely: DepositMatch[];
  /** Money nobody's application takes, and lines an earlier import already used. */
  unmatched: DepositMatch[];
  used: DepositMatch[];
  unpaid: UnpaidApplication[];
}

/** POST /api/v1/staff/deposits/statement: the file's reading and its matching. */
export interface StatementImport extends DepositMatching {
  kind: 'matching';
  bank: string;
  banks: string[];
  format: 'csv-utf8' | 'csv-utf16' | 'csv-cp949' | 'xlsx';
  headers: string[];
  columns: StatementColumns;
  lines: number;
  skipped: number;
}

/** The statement's columns could not all be found: what the file has, so staff can pick. */
export interface StatementColumnsNeeded {
  kind: 'columns';
  bank: string;
  banks: string[];
  headers: string[];
  columns: Partial<StatementColumns>;
}

/** POST /api/v1/staff/deposits/approve: who was approved, and the lines that approved nobody (with why). */
export interface DepositApproval {
  approved: number[];
  skipped: { row: number; learner: number; reason: string }[];
}

/** GET /api/v1/staff/deposits/statement: what the upload form offers (semesters, the banks with remembered columns). */
export interface StatementForm {
  semester: { code: string; label: string } | null;
  semesters: { code: string; label: string }[];
  banks: string[];
}
