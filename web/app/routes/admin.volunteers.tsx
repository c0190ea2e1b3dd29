import type { MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate, formatDateTime } from '@dharma/config/rules';
import { adminUi, chromeUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminError, AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';
import type { loader } from './admin.volunteers.server';

export { action, loader } from './admin.volunteers.server';

export const meta: MetaFunction = () => [
  { title: `${adminUi.volunteers.title} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

/** Volunteer entries waiting for confirmation (or confirmed ones), each confirmed with one button. */
export default function AdminVolunteers() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const t = adminUi.volunteers;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AdminFilters reset="/admin/volunteers">
        <div className="field">
          <label htmlFor="volunteers-state">{t.state}</label>
          <select id="volunteers-state" name="state" defaultValue={filters.state}>
            <option value="unconfirmed">{t.states.unconfirmed}</option>
            <option value="confirmed">{t.states.confirmed}</option>
          </select>
        </div>
      </AdminFilters>
      <AdminError error={error} />
      <p>{t.total(data.total)}</p>
      <Form method="post">
        <AdminTable
          label={t.tableLabel}
          empty={t.empty}
          columns={[t.learner, t.date, t.hours, t.content, t.email, t.action]}
          rows={data.entries.map((e) => {
            const name = e.learner_name ?? `#${e.learner}`;
            return (
              <tr key={e.id} data-entry={e.id}>
                <td>
                  {name} <span className="muted small">#{e.learner}</span>
                </td>
                <td className="nowrap">{formatDate(e.date)}</td>
                <td className="nowrap">{t.hrs(e.hrs)}</td>
                <td className="post-text">{e.content}</td>
                <td>{e.email ?? '—'}</td>
                <td>
                  {e.confirmed && e.confirmed_at ? (
                    <span className="muted small">{t.confirmedAt(formatDateTime(e.confirmed_at))}</span>
                  ) : (
                    <button
                      type="submit"
                      name="confirm"
                      value={e.id}
                      className="button"
                      aria-label={t.confirmLabel(name, formatDate(e.date))}
                      disabled={busy}
                    >
                      {t.confirm}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        />
      </Form>
      <AdminPager label={t.title} filters={filters} page={data.page} total={data.total} pageSize={data.page_size} />
    </>
  );
}
