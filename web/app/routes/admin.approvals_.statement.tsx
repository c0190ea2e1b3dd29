import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { adminDepositsUi } from '@dharma/config/words';
import { STATEMENT_COLUMN_ROLES } from '@dharma/config/rules';
import { type StatementImport } from '@dharma/config/contracts';
import { ErrorAlert } from '~/components/ErrorAlert';
import { SemesterField } from '~/components/admin/SemesterField';
import { ApprovableDeposits, UnpaidApplications, UnplacedDeposits } from '~/components/admin/Deposits';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { loader, StatementAnswer } from './admin.approvals_.statement.server';

export { action, loader } from './admin.approvals_.statement.server';

export const meta = noindexMeta(adminDepositsUi.title);

/**
 * The bank statement against this semester's applications: upload (a plain multipart form), the
 * matching in five groups, and approval of the ticked lines (a plain post). With JavaScript the
 * chosen file stays chosen, so trying other columns is one click.
 */
export default function StatementImportPage() {
  const { form } = useLoaderData<typeof loader>();
  const answer = useActionData<StatementAnswer>();
  const busy = useNavigation().state === 'submitting';
  const t = adminDepositsUi;
  const result = answer?.result ?? null;
  const headers = result?.headers ?? [];
  const chosen = answer?.fields;
  const semester = chosen?.semester || form.semester?.code || '';
  const matching = result?.kind === 'matching' ? result : null;
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <p>
        <Link to={`/admin/approvals?${new URLSearchParams({ semester })}`}>{t.back}</Link>
      </p>
      <Form method="post" encType="multipart/form-data" className="stack-form" aria-label={t.title}>
        <ErrorAlert error={answer?.error ?? null} />
        <div className="field-grid">
          <SemesterField id="statement-semester" label={t.semester} semesters={form.semesters} value={semester} />
          <Field id="statement-bank" label={t.bank}>
            <input
              id="statement-bank"
              name="bank"
              required
              maxLength={30}
              list="statement-banks"
              placeholder={t.bankHint}
              defaultValue={chosen?.bank ?? form.banks[0] ?? ''}
            />
            <datalist id="statement-banks">
              {form.banks.map((b) => (
                <option key={b} value={b} />
              ))}
            </datalist>
          </Field>
        </div>
        {headers.length ? (
          <fieldset className="field-grid">
            <legend>{t.columnsLegend}</legend>
            {STATEMENT_COLUMN_ROLES.map((role) => (
              <div className="field" key={role}>
                <label htmlFor={`statement-${role}`}>{t.roles[role]}</label>
                <select id={`statement-${role}`} name={role} defaultValue={result?.columns[role] ?? ''}>
                  <option value="">{t.auto}</option>
                  {headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        ) : null}
        <Field id="statement-file" label={t.file}>
          <input
            id="statement-file"
            name="file"
            type="file"
            required
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          />
        </Field>
        <p className="button-row">
          <button type="submit" name="intent" value="import" className="button" disabled={busy}>
            {headers.length ? t.again : t.upload}
          </button>
        </p>
      </Form>
      {result?.kind === 'columns' ? (
        <div className="alert alert-error" role="alert">
          <p>{t.columnsNeeded}</p>
          <p className="small">{t.headersFound(result.headers.join(', '))}</p>
        </div>
      ) : null}
      {matching ? <Matching matching={matching} busy={busy} /> : null}
    </>
  );
}

function Matching({ matching: m, busy }: { matching: StatementImport; busy: boolean }) {
  const t = adminDepositsUi;
  const groups = [
    ['matched', m.matched.length],
    ['likely', m.likely.length],
    ['unmatched', m.unmatched.length],
    ['used', m.used.length],
    ['unpaid', m.unpaid.length],
  ] as const;
  return (
    <section aria-labelledby="matching-title">
      <h2 id="matching-title">
        {m.semester.label} · {t.summaryLabel}
      </h2>
      <p role="status">{t.read(m.lines, m.skipped, STATEMENT_COLUMN_ROLES.map((r) => `${t.roles[r]} "${m.columns[r]}"`).join(', '))}</p>
      <ul className="deposit-counts" aria-label={t.summaryLabel}>
        {groups.map(([key, n]) => (
          <li key={key} data-category={key}>
            <a href={`#deposits-${key}`}>
              {t.categories[key]} <strong>{n.toLocaleString('ko-KR')}</strong>
            </a>
          </li>
        ))}
      </ul>
      <Form method="post" encType="multipart/form-data" aria-label={t.approve}>
        <input type="hidden" name="semester" value={m.semester.code} />
        <h3 id="deposits-matched">{t.categories.matched}</h3>
        <ApprovableDeposits matches={m.matched} kind="matched" />
        <h3 id="deposits-likely">{t.categories.likely}</h3>
        <ApprovableDeposits matches={m.likely} kind="likely" />
        {m.matched.length + m.likely.length ? (
          <>
            <p className="muted small">{t.approveHint}</p>
            <p className="button-row">
              <button type="submit" name="intent" value="approve" className="button" disabled={busy}>
                {t.approve}
              </button>
            </p>
          </>
        ) : null}
      </Form>
      <h3 id="deposits-unmatched">{t.categories.unmatched}</h3>
      <UnplacedDeposits matches={m.unmatched} kind="unmatched" />
      <h3 id="deposits-used">{t.categories.used}</h3>
      <UnplacedDeposits matches={m.used} kind="used" />
      <h3 id="deposits-unpaid">{t.categories.unpaid}</h3>
      <UnpaidApplications unpaid={m.unpaid} />
    </section>
  );
}
