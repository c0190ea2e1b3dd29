import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isUniqueViolation, normaliseDepositor, type DepositLine, type MatchReason, type StaffActor } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import {
  type DepositApproval,
  type DepositMatch,
  type DepositMatching,
  type DepositPick,
  type UnpaidApplication,
} from '@dharma/config/contracts';
import { EnrolmentError } from '../errors';
import { enrolment } from '../get-service';
import { depositsRepository } from '../repositories';

/**
 * A deposit's identity: its date, time, depositor, amount and which of equal lines it is. The
 * same line read from the same or a longer export of the account gets the same identity, so an
 * approval it gave is never given twice.
 */
export function depositKeyOf(line: Pick<DepositLine, 'date' | 'time' | 'depositor' | 'amount' | 'occurrence'>): string {
  const identity = JSON.stringify([line.date, line.time, normaliseDepositor(line.depositor), line.amount, line.occurrence]);
  return crypto.createHash('sha256').update(identity).digest('hex').slice(0, 40);
}

/** The runs of digits in a depositor (a code the learner was given is one of them). */
const digitRuns = (depositor: string): string[] => Array.from(depositor.matchAll(/\d{4,}/g), (m) => m[0]);

/** A depositor's letters only: the name part, as a learner's name compares with it. */
const lettersOf = (text: string | null | undefined) => normaliseDepositor(text ?? '').replace(/\d/g, '');

interface Candidate extends UnpaidApplication {
  digits: string | null;
}

/** The line carries the learner's digits. */
const carriesCode = (u: Candidate, depositor: string) => u.digits !== null && digitRuns(depositor).includes(u.digits);

/** The line has the learner's name (as registered or as in their depositor name) and exactly what they owe. */
const namesWithAmount = (u: Candidate, line: Pick<DepositLine, 'depositor' | 'amount'>) => {
  const name = lettersOf(line.depositor);
  return Boolean(name) && u.amount_due === line.amount && [lettersOf(u.name), lettersOf(u.depositor)].includes(name);
};

/**
 * Where each deposit goes, by a rule that does not care where the deposits came from (a bank
 * statement today, a payment provider's deposit notice later):
 * - matched: the line carries a learner's code and exactly the amount due;
 * - likely: the code with another amount (the difference is shown), or no code but the learner's
 *   name and exactly the amount due, when only one unpaid learner fits;
 * - unmatched: nothing fits, several learners do, or the learner is already taken by a better line;
 * - used: an earlier approval took this very line.
 * Each application takes at most one line; the stronger kinds choose first, then file order.
 */
export function matchDeposits(
  lines: (DepositLine & { key: string })[],
  unpaid: Candidate[],
  used: Set<string>,
): Omit<DepositMatching, 'semester'> {
  const byDigits = new Map(unpaid.filter((u) => u.digits).map((u) => [u.digits as string, u] as const));
  const taken = new Set<number>();
  const placed = new Map<string, DepositMatch>();
  const place = (
    line: DepositLine & { key: string },
    category: DepositMatch['category'],
    reason: MatchReason,
    application: Candidate | null,
  ) => {
    const difference = application && line.amount !== application.amount_due ? line.amount - application.amount_due : null;
    placed.set(line.key, { line, category, reason, application: application && publicOf(application), difference });
    if (application && (category === 'matched' || category === 'likely')) taken.add(application.learner);
  };
  const open = lines.filter((l) => !used.has(l.key));
  for (const line of lines) if (used.has(line.key)) place(line, 'used', 'already_used', null);
  const coded = (line: DepositLine) =>
    digitRuns(line.depositor)
      .map((d) => byDigits.get(d))
      .find(Boolean) ?? null;
  // First the lines whose code and amount agree, then code with another amount, then names.
  for (const line of open) {
    const owner = coded(line);
    if (owner && owner.amount_due === line.amount && !taken.has(owner.learner)) place(line, 'matched', 'code_and_amount', owner);
  }
  for (const line of open) {
    if (placed.has(line.key)) continue;
    const owner = coded(line);
    if (!owner) continue;
    if (taken.has(owner.learner)) place(line, 'unmatched', 'learner_taken', owner);
    else place(line, 'likely', 'code_other_amount', owner);
  }
  for (const line of open) {
    if (placed.has(line.key)) continue;
    const fits = unpaid.filter((u) => namesWithAmount(u, line));
    const free = fits.filter((u) => !taken.has(u.learner));
    if (free.length === 1) place(line, 'likely', 'name_and_amount', free[0]);
    else if (free.length > 1) place(line, 'unmatched', 'several_learners', null);
    else place(line, 'unmatched', fits.length ? 'learner_taken' : 'no_match', null);
  }
  const all = lines.map((l) => placed.get(l.key) as DepositMatch);
  return {
    matched: all.filter((m) => m.category === 'matched'),
    likely: all.filter((m) => m.category === 'likely'),
    unmatched: all.filter((m) => m.category === 'unmatched'),
    used: all.filter((m) => m.category === 'used'),
    unpaid: unpaid.filter((u) => !taken.has(u.learner)).map(publicOf),
  };
}

const publicOf = ({ learner, name, depositor, amount_due }: UnpaidApplication): UnpaidApplication => ({
  learner,
  name,
  depositor,
  amount_due,
});

/**
 * Deposits against a semester's applications waiting for their payment, and approval by deposit:
 * the existing approval (audit trail, access log, the learner's notice), with the line marked used
 * in the same transaction so that it approves one application, once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = depositsRepository(strapi);
  const staff = () => enrolment(strapi).staff;

  /** The semester's learners waiting for their payment, with their codes. */
  async function unpaidOf(semesterCode: string): Promise<Candidate[]> {
    const [lines, codes] = await Promise.all([staff().lines(semesterCode), enrolment(strapi).depositors.ofSemester(semesterCode)]);
    return lines
      .filter((l) => l.state === 'awaiting')
      .map((l) => ({
        learner: l.learner,
        name: l.name,
        depositor: l.depositor,
        // What is still owed: after a paid application's change, only the difference.
        amount_due: l.amount_owed,
        digits: codes.get(l.learner)?.digits ?? null,
      }));
  }

  return {
    /** Where each deposit goes (nothing is approved here). Distinct lines must have distinct occurrences. */
    async match(semester: { code: string; label: string }, deposits: DepositLine[]): Promise<DepositMatching> {
      const lines = deposits.map((line) => ({ ...line, key: depositKeyOf(line) }));
      const [unpaid, used] = await Promise.all([unpaidOf(semester.code), store.usedKeys(lines.map((l) => l.key))]);
      return { semester, ...matchDeposits(lines, unpaid, used) };
    },

    /**
     * Approves the learners of the ticked lines, each on its own: a line is checked again against
     * the applications as they are now (still unpaid, still this learner's by code or by name), and
     * a line already used, a learner already approved or a line that fits nobody is skipped with
     * its reason, without stopping the rest.
     */
    async approve(actor: StaffActor, semesterCode: string, picks: DepositPick[]): Promise<DepositApproval> {
      const unpaid = new Map((await unpaidOf(semesterCode)).map((u) => [u.learner, u] as const));
      const approved: number[] = [];
      const skipped: DepositApproval['skipped'] = [];
      const seen = new Set<string>();
      for (const pick of picks) {
        const line = { ...pick, key: depositKeyOf(pick) };
        const skip = (reason: string) => skipped.push({ row: pick.row, learner: pick.learner, reason });
        const owner = unpaid.get(pick.learner);
        if (seen.has(line.key)) {
          skip(messages.deposit_line_used);
          continue;
        }
        seen.add(line.key);
        if (!owner) {
          skip(messages.approval_not_awaiting);
          continue;
        }
        // Checked again against the applications as they are now: by the same rules matching used.
        if (!carriesCode(owner, pick.depositor) && !namesWithAmount(owner, pick)) {
          skip(messages.deposit_not_matching);
          continue;
        }
        try {
          await staff().approveByDeposit(actor, pick.learner, semesterCode, {
            key: line.key,
            date: pick.date,
            time: pick.time,
            amount: pick.amount,
          });
          approved.push(pick.learner);
          unpaid.delete(pick.learner);
        } catch (error) {
          if (isUniqueViolation(error)) skip(messages.deposit_line_used);
          else if (error instanceof EnrolmentError) skip(error.message);
          else throw error;
        }
      }
      return { approved, skipped };
    },
  };
};
