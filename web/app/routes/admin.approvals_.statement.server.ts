import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import {
  DEPOSIT_PICKS_PER_CALL,
  depositApproveFormSchema,
  type DepositApproval,
  statementImportSchema,
  type StatementColumnsNeeded,
  type StatementImport,
} from '@dharma/config/contracts';
import { messages, ui } from '@dharma/config/words';
import { STATEMENT_COLUMN_ROLES } from '@dharma/config/rules';
import { approveDeposits, getStatementForm, importStatement } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { check, formAction, FormRefusal, readUpload } from '~/lib/form.server';

/** The upload form: the semesters to match against and the banks whose columns are remembered. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const form = await getStatementForm(staff.api);
  // The approvals table's semester comes along in the link; an unknown one falls back to the current one.
  const asked = new URL(request.url).searchParams.get('semester');
  const semester = form.semesters.find((s) => s.code === asked) ?? form.semester;
  return json({ form: { ...form, semester } }, { headers: await staff.api.headers() });
}

/** A ticked line as the matching table wrote it into its checkbox: the deposit and the learner it approves. */
function pickOf(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

type Fields = Record<'semester' | 'bank' | 'date' | 'depositor' | 'amount', string>;
export type StatementAnswer =
  { result: StatementImport | StatementColumnsNeeded; fields: Fields; error: null } | { result: null; fields: Fields; error: string };

/**
 * Two posts: `import` (multipart, the file) reads and matches the statement in the CMS and shows
 * the table, approving nothing; `approve` (the table's ticks) approves by those lines and goes
 * back to the approvals table with what was done. A refusal comes back with what was chosen.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { form, file } = await readUpload(request, 'file');
  const fields: Fields = {
    semester: form.get('semester'),
    bank: form.get('bank'),
    date: form.get('date'),
    depositor: form.get('depositor'),
    amount: form.get('amount'),
  };
  const t = ui.adminDeposits;
  return formAction(
    async () => {
      if (form.get('intent') === 'approve') {
        const body = check(depositApproveFormSchema, { semester: fields.semester, picks: form.all('pick').map(pickOf) });
        const done: DepositApproval = { approved: [], skipped: [] };
        for (let i = 0; i < body.picks.length; i += DEPOSIT_PICKS_PER_CALL) {
          const part = await approveDeposits(staff.api, {
            semester: body.semester,
            picks: body.picks.slice(i, i + DEPOSIT_PICKS_PER_CALL),
          });
          done.approved.push(...part.approved);
          done.skipped.push(...part.skipped);
        }
        const skipped = done.skipped.map((s) => t.skippedLine(s.row, s.reason));
        staff.api.session.flash('message', [t.approved(done.approved.length, done.skipped.length), ...skipped.slice(0, 10)].join(' '));
        staff.api.touch();
        return redirect(`/admin/approvals?${new URLSearchParams({ semester: body.semester })}`, {
          status: 303,
          headers: await staff.api.headers(),
        });
      }
      const input = check(statementImportSchema, fields);
      if (!file) throw new FormRefusal(messages.statement_file_required, 'file');
      const query = new URLSearchParams({ bank: input.bank, file: file.name });
      if (input.semester) query.set('semester', input.semester);
      for (const role of STATEMENT_COLUMN_ROLES) if (input[role]) query.set(role, input[role] as string);
      const result = await importStatement(staff.api, query, file.bytes);
      const answer: StatementAnswer = { result, fields, error: null };
      return json(answer, { headers: await staff.api.headers() });
    },
    async ({ message, status }) => {
      const answer: StatementAnswer = { result: null, fields, error: message };
      return json(answer, { status, headers: await staff.api.headers() });
    },
  );
}
