import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ACCESS_ACTIONS, accessLogQuerySchema, ui, type AccessLogEntry } from '@dharma/config';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminPager, koreanTime } from '~/components/admin/Pager';
import { loadStaffPage } from '~/lib/admin.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.access.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

/** The filters are a plain GET form: the page's address is the search, so it can be bookmarked and paged. */
export const loader = ({ request }: LoaderFunctionArgs) => loadStaffPage<AccessLogEntry>(request, '/api/v1/staff/access-log', accessLogQuerySchema, ['action', 'subject', 'page']);

export default function AdminAccess() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = ui.admin.access;
  const a = ui.admin.audit;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AdminFilters reset="/admin/access">
        <div className="field">
          <label htmlFor="access-action">{t.action}</label>
          <select id="access-action" name="action" defaultValue={filters.action}>
            <option value="">{t.all}</option>
            {ACCESS_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t.actions[action] ?? action}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="access-subject">{t.subject}</label>
          <input id="access-subject" name="subject" inputMode="numeric" defaultValue={filters.subject} maxLength={9} />
        </div>
      </AdminFilters>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <p>{a.total(data.total)}</p>
      {data.entries.length ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t.tableLabel}>
          <table className="article-table admin-table">
            <thead>
              <tr>
                <th scope="col">{t.at}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.actor}</th>
                <th scope="col">{t.subject}</th>
                <th scope="col">{t.detail}</th>
                <th scope="col">{t.address}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{koreanTime(e.at)}</time>
                  </td>
                  <td>{t.actions[e.action] ?? e.action}</td>
                  <td>{e.actor === null ? '—' : `#${e.actor}${e.actorRole ? ` (${e.actorRole})` : ''}`}</td>
                  <td>{e.subject === null ? '—' : `#${e.subject}`}</td>
                  <td>{e.detail ?? ''}</td>
                  <td>
                    <code>{e.address ?? ''}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t.empty}</p>
      )}
      <AdminPager label={t.title} filters={filters} page={data.page} total={data.total} pageSize={data.page_size} />
    </>
  );
}
