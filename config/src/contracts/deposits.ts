import { z } from 'zod';
import { STATEMENT_MAX_LINES } from '../rules/limits';
import type { DepositLine, MatchCategory, MatchReason, StatementColumns } from '../rules/deposits';
import { ISO_DAY_PATTERN } from '../rules/ids';
import { refusals } from './refusals';
import { semesterCodeSchema } from './staff';

/**
 * Paying by bank transfer, between web and the CMS: the statement upload's fields, the ticked
 * lines staff approve, and what matching answers. The rules of depositor names and statements are
 * in rules/deposits.ts.
 */

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());
const columnName = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(60, refusals.statement_column_invalid).optional(),
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
      .string({ required_error: refusals.statement_bank_required })
      .trim()
      .min(1, refusals.statement_bank_required)
      .max(30, refusals.statement_bank_required),
    date: columnName,
    depositor: columnName,
    amount: columnName,
    remember: checkbox.optional(),
  },
  { invalid_type_error: refusals.statement_payload_invalid },
);
export type StatementImportInput = z.infer<typeof statementImportSchema>;

/** One ticked line of the matching table, as the approve form sends it back: the learner and the deposit. */
export const depositPickSchema = (() => {
  // A tick is the page's own value, so anything else is a forged or broken form: one message for all.
  const bad = refusals.approval_payload_invalid;
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
    .array(depositPickSchema, { invalid_type_error: refusals.approval_none_selected })
    .min(1, refusals.approval_none_selected)
    .max(max, refusals.deposit_picks_too_many);

/** POST /api/v1/staff/deposits/approve: ticked lines of one semester's matching table, a call's worth. */
export const depositApproveSchema = z.object(
  { semester: semesterCodeSchema, picks: picksOf(DEPOSIT_PICKS_PER_CALL) },
  { invalid_type_error: refusals.approval_payload_invalid },
);

/** The matching table's approve form: every ticked line (at most a statement's), sent on in calls of DEPOSIT_PICKS_PER_CALL. */
export const depositApproveFormSchema = z.object(
  { semester: semesterCodeSchema, picks: picksOf(STATEMENT_MAX_LINES) },
  { invalid_type_error: refusals.approval_payload_invalid },
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
