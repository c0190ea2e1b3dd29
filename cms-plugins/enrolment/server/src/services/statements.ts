import type { Core } from '@strapi/strapi';
import { STATEMENT_COLUMN_ROLES, type StaffActor, type StatementColumns } from '@dharma/config/rules';
import { type StatementColumnsNeeded, type StatementForm, type StatementImport, type StatementImportInput } from '@dharma/config/contracts';
import { enrolment } from '../get-service';
import { recordsOf } from '../ports';
import { depositsRepository } from '../repositories';
import { depositLinesOf, detectColumns, readStatementTable } from './statement-file';

const complete = (columns: Partial<StatementColumns>): columns is StatementColumns => STATEMENT_COLUMN_ROLES.every((role) => columns[role]);

/**
 * The bank statement as a source of deposits: the office uploads the bank's export, it is read in
 * memory (never stored), its columns are the ones staff chose or the bank's remembered ones or
 * the detected ones, and its deposits are matched. Nothing is approved by an upload.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = depositsRepository(strapi);
  return {
    async import(
      actor: StaffActor,
      bytes: Buffer,
      fileName: string,
      input: StatementImportInput,
    ): Promise<StatementImport | StatementColumnsNeeded> {
      const { code, label } = await enrolment(strapi).catalogue.semesterNamedOrTarget(input.semester);
      const semester = { code, label };
      const table = await readStatementTable(bytes, fileName);
      // A chosen column the file does not have is refused when the lines are read (depositLinesOf).
      const chosen = { date: input.date, depositor: input.depositor, amount: input.amount };
      const [remembered, banks] = await Promise.all([store.formatOf(input.bank), store.banks()]);
      const columns = detectColumns(table.headers, chosen, remembered);
      if (!complete(columns)) return { kind: 'columns', bank: input.bank, banks, headers: table.headers, columns };
      const { lines, skipped } = depositLinesOf(table, columns);
      const matching = await enrolment(strapi).deposits.match(semester, lines);
      // What the columns were is the bank's format from now on: the next upload needs no choice.
      await store.rememberFormat(input.bank, columns);
      // The matching shows learners' names and what they paid: a staff read of personal data.
      await recordsOf(strapi).accessLog.staffRead(actor, `deposit statement ${semester.code} (${lines.length} lines)`);
      return {
        kind: 'matching',
        ...matching,
        bank: input.bank,
        banks: banks.includes(input.bank) ? banks : [...banks, input.bank].sort(),
        format: table.format,
        headers: table.headers,
        columns,
        lines: lines.length,
        skipped,
      };
    },

    /** What the upload form offers: the semesters (newest first, the one applications are for chosen) and the remembered banks. */
    async form(): Promise<StatementForm> {
      const catalogue = enrolment(strapi).catalogue;
      const [semesters, target, banks] = await Promise.all([catalogue.semesterChoices(), catalogue.targetSemester(), store.banks()]);
      const semester = target ? { code: target.semester.code, label: target.semester.label } : null;
      return { semester, semesters, banks };
    },
  };
};
