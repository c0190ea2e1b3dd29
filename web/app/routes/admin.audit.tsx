import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AUDIT_ACTIONS, SYSTEM_ACTOR, formatDateTime } from '@dharma/config/rules';
import { auditQuerySchema, type AuditEntry } from '@dharma/config/contracts';
import { adminUi, chromeUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminError, AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';
import { loadStaffPage } from '~/lib/admin.server';
import { staffTables } from '~/lib/api/admin.server';

export const meta: MetaFunction = () => [
  { title: `${adminUi.audit.title} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

/** The filters are a plain GET form: the page's address is the search, so it can be bookmarked and paged. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<AuditEntry>(request, staffTables.audit, auditQuerySchema, ['action', 'target', 'subject', 'page']);

/** "field: before → after" for every field either side names, as text. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => {
    if (v === undefined || v === null) return '—';
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return formatDateTime(v);
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  return keys.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`);
}

export default function AdminAudit() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = adminUi.audit;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AdminFilters reset="/admin/audit">
        <div className="field">
          <label htmlFor="audit-action">{t.action}</label>
          <select id="audit-action" name="action" defaultValue={filters.action}>
            <option value="">{t.all}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t.actions[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-target">{t.target}</label>
          <input id="audit-target" name="target" defaultValue={filters.target} maxLength={80} />
        </div>
        <div className="field">
          <label htmlFor="audit-subject">{t.subject}</label>
          <input id="audit-subject" name="subject" inputMode="numeric" defaultValue={filters.subject} maxLength={9} />
        </div>
      </AdminFilters>
      <AdminError error={error} />
      <p role="status">{t.total(data.total)}</p>
      <AdminTable
        label={t.tableLabel}
        empty={t.empty}
        columns={[t.at, t.actor, t.action, t.targetColumn, t.change]}
        rows={data.entries.map((e) => (
          <tr key={e.id}>
            <td>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </td>
            <td>{e.actor_name ?? (e.actor === SYSTEM_ACTOR ? t.system : `#${e.actor}`)}</td>
            <td>{t.actions[e.action] ?? e.action}</td>
            <td>
              <code>{e.target}</code>
            </td>
            <td>
              <ul className="audit-changes">
                {changes(e.before, e.after).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      />
      <AdminPager label={t.title} filters={filters} page={data.page} total={data.total} pageSize={data.page_size} />
    </>
  );
}
