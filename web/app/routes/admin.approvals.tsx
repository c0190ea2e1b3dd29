import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { APPROVAL_STATES } from '@dharma/config/rules';
import { type SemesterApplicationsPage } from '@dharma/config/contracts';
import { adminDepositsUi, adminUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminTable } from '~/components/admin/AdminTable';
import { ErrorAlert } from '~/components/ErrorAlert';
import { AdminPager } from '~/components/admin/Pager';
import { ApprovalRow, cancellable } from '~/components/admin/Approvals';
import { SemesterField } from '~/components/admin/SemesterField';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import { AdminHeading } from '~/components/admin/AdminHeading';

export { action, loader } from './admin.approvals.server';

export const meta = noindexMeta(adminUi.approvals.title);

/**
 * This semester's applications, one line per learner: approve when the payment has arrived (one
 * by one or the ticked ones at once), cancel with a reason on its own page (one, or the ticked
 * ones with one reason). Every button is a plain form post.
 */
export default function AdminApprovals() {
  const { data, filters, error } = useLoaderData<typeof import('./admin.approvals.server').loader>();
  const page = data as Partial<SemesterApplicationsPage> & typeof data;
  const busy = useNavigation().state === 'submitting';
  const t = adminUi.approvals;
  const semester = page.semester?.code ?? filters.semester ?? '';
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <p>
        <Link to={`/admin/approvals/statement?${new URLSearchParams({ semester })}`} className="button button-light">
          {adminDepositsUi.link}
        </Link>
      </p>
      <AdminFilters reset="/admin/approvals">
        <SemesterField id="approvals-semester" label={t.semester} semesters={page.semesters ?? []} value={semester} />
        <Field id="approvals-state" label={t.state}>
          <select id="approvals-state" name="state" defaultValue={filters.state}>
            <option value="">{t.all}</option>
            {APPROVAL_STATES.map((s) => (
              <option key={s} value={s}>
                {t.states[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="approvals-name" label={t.name}>
          <input id="approvals-name" name="name" defaultValue={filters.name} maxLength={40} />
        </Field>
      </AdminFilters>
      <ErrorAlert error={error} />
      <p>
        {page.semester ? <strong>{page.semester.label}</strong> : null} {t.total(data.total)}
      </p>
      {data.entries.length ? (
        <Form method="post" aria-label={t.tableLabel}>
          <input type="hidden" name="semester" value={semester} />
          <AdminTable
            label={t.tableLabel}
            empty={t.empty}
            columns={[<span className="sr-only">{t.select('')}</span>, t.learner, t.courses, t.amount, t.appliedAt, t.state, t.decision]}
            rows={data.entries.map((a) => (
              <ApprovalRow key={a.learner} line={a} semester={semester} busy={busy} />
            ))}
          />
          {data.entries.some((a) => a.state === 'awaiting' || cancellable(a)) ? (
            <p className="button-row">
              {data.entries.some((a) => a.state === 'awaiting') ? (
                <button type="submit" name="intent" value="approve-selected" className="button" disabled={busy}>
                  {t.approveSelected}
                </button>
              ) : null}
              {data.entries.some(cancellable) ? (
                <button type="submit" name="intent" value="cancel-selected" className="button button-light" disabled={busy}>
                  {t.cancelSelected}
                </button>
              ) : null}
            </p>
          ) : null}
        </Form>
      ) : (
        <p className="muted">{t.empty}</p>
      )}
      <AdminPager label={t.title} filters={filters} of={data} />
    </>
  );
}
