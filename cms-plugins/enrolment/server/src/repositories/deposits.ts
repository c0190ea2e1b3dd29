import type { Core } from '@strapi/strapi';
import { isUniqueViolation, type StatementColumns } from '@dharma/config/rules';

const CODES = 'plugin::enrolment.depositor-code';
const USES = 'plugin::enrolment.deposit-use';
const FORMATS = 'plugin::enrolment.statement-format';

export interface DepositorCodeRow {
  owner: number;
  semesterCode: string;
  digits: string;
  depositor: string;
}

/** Depositor codes, the deposits already used and the banks' statement columns: the only code that queries their tables. */
export const depositsRepository = (strapi: Core.Strapi) => {
  const codes = () => strapi.db.query(CODES);
  const uses = () => strapi.db.query(USES);
  const formats = () => strapi.db.query(FORMATS);
  const row = (r: DepositorCodeRow): DepositorCodeRow => ({
    owner: Number(r.owner),
    semesterCode: r.semesterCode,
    digits: r.digits,
    depositor: r.depositor,
  });
  return {
    async codeOf(owner: number, semesterCode: string): Promise<DepositorCodeRow | null> {
      const found = await codes().findOne({ where: { owner, semesterCode } });
      return found ? row(found) : null;
    },

    async codesOf(semesterCode: string, owners?: number[]): Promise<DepositorCodeRow[]> {
      const where = owners ? { semesterCode, owner: { $in: owners } } : { semesterCode };
      if (owners && !owners.length) return [];
      return (await codes().findMany({ where, select: ['owner', 'semesterCode', 'digits', 'depositor'] })).map(row);
    },

    /** Every code a learner was given (their "download my data"). */
    async codesOfOwner(owner: number): Promise<DepositorCodeRow[]> {
      return (await codes().findMany({ where: { owner }, orderBy: { id: 'asc' } })).map(row);
    },

    /** The digits already given out in a semester. */
    async digitsOf(semesterCode: string): Promise<Set<string>> {
      const taken: { digits: string }[] = await codes().findMany({ where: { semesterCode }, select: ['digits'] });
      return new Set(taken.map((t) => t.digits));
    },

    /** Stores a code; the unique indexes refuse a second one for the learner and digits another learner has. */
    async addCode(code: DepositorCodeRow): Promise<void> {
      await codes().create({ data: code });
    },

    /** Account deletion: the depositor name carries the learner's name. */
    async forgetOwner(owner: number): Promise<void> {
      await codes().deleteMany({ where: { owner } });
    },

    /** Which of these line keys an earlier approval already used. */
    async usedKeys(keys: string[]): Promise<Set<string>> {
      const used = new Set<string>();
      // Bounded IN lists: SQLite allows 32k parameters, and a 20,000-line statement stays far below per chunk.
      for (let i = 0; i < keys.length; i += 500) {
        const found: { lineKey: string }[] = await uses().findMany({
          where: { lineKey: { $in: keys.slice(i, i + 500) } },
          select: ['lineKey'],
        });
        for (const f of found) used.add(f.lineKey);
      }
      return used;
    },

    /** Marks a line used by an approval; a line used before fails on the unique index (inside the approval's transaction). */
    async use(lineKey: string, semesterCode: string, owner: number): Promise<void> {
      await uses().create({ data: { lineKey, semesterCode, owner, source: 'statement' } });
    },

    async formatOf(bank: string): Promise<StatementColumns | null> {
      const found = await formats().findOne({ where: { bank } });
      return found ? { date: found.dateColumn, depositor: found.depositorColumn, amount: found.amountColumn } : null;
    },

    async banks(): Promise<string[]> {
      const all: { bank: string }[] = await formats().findMany({ select: ['bank'], orderBy: { bank: 'asc' } });
      return all.map((f) => f.bank);
    },

    async rememberFormat(bank: string, columns: StatementColumns): Promise<void> {
      const data = { bank, dateColumn: columns.date, depositorColumn: columns.depositor, amountColumn: columns.amount };
      const updated = await formats().updateMany({ where: { bank }, data: { ...data, updatedAt: new Date() } });
      if (updated?.count) return;
      try {
        await formats().create({ data });
      } catch (error) {
        // Another office computer saved the same bank that instant: the later choice wins.
        if (!isUniqueViolation(error)) throw error;
        await formats().updateMany({ where: { bank }, data: { ...data, updatedAt: new Date() } });
      }
    },
  };
};

export type DepositsRepository = ReturnType<typeof depositsRepository>;
