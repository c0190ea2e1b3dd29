import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ACCESS_ACTIONS, formatDateTime } from '@dharma/config/rules';
import { accessLogQuerySchema, type AccessLogEntry } from '@dharma/config/contracts';
import { adminUi, chromeUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminError, AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';
import { loadStaffPage } from '~/lib/admin.server';
import { staffTables } from '~/lib/api/admin.server';

export const meta: MetaFunction = () => [
  { title: `${adminUi.access.title} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

/** The filters are a plain GET form: the page's address is the search, so it can be bookmarked and paged. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<AccessLogEntry>(request, staffTables.accessLog, accessLogQuerySchema, ['action', 'subject', 'page']);

export default function AdminAccess() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = adminUi.access;
  const a = adminUi.audit;
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
      <AdminError error={error} />
      <p>{a.total(data.total)}</p>
      <AdminTable
        label={t.tableLabel}
        empty={t.empty}
        columns={[t.at, t.action, t.actor, t.subject, t.detail, t.address]}
        rows={data.entries.map((e) => (
          <tr key={e.id}>
            <td>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
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
      />
      <AdminPager label={t.title} filters={filters} page={data.page} total={data.total} pageSize={data.page_size} />
    </>
  );
}
