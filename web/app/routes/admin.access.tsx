import { useLoaderData } from '@remix-run/react';
import { ACCESS_ACTIONS, formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminTable } from '~/components/admin/AdminTable';
import { ErrorAlert } from '~/components/ErrorAlert';
import { AdminPager } from '~/components/admin/Pager';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { loader } from './admin.access.server';

export { loader } from './admin.access.server';

export const meta = noindexMeta(adminUi.access.title);

export default function AdminAccess() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = adminUi.access;
  const a = adminUi.audit;
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <AdminFilters reset="/admin/access">
        <Field id="access-action" label={t.action}>
          <select id="access-action" name="action" defaultValue={filters.action}>
            <option value="">{t.all}</option>
            {ACCESS_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t.actions[action] ?? action}
              </option>
            ))}
          </select>
        </Field>
        <Field id="access-subject" label={t.subject}>
          <input id="access-subject" name="subject" inputMode="numeric" defaultValue={filters.subject} maxLength={9} />
        </Field>
      </AdminFilters>
      <ErrorAlert error={error} />
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
      <AdminPager label={t.title} filters={filters} of={data} />
    </>
  );
}
