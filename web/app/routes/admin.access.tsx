import { useLoaderData } from '@remix-run/react';
import { ACCESS_ACTIONS, formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminList } from '~/components/admin/AdminList';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import type { loader } from './admin.access.server';

export { loader } from './admin.access.server';

export const meta = noindexMeta(adminUi.access.title);

export default function AdminAccess() {
  const page = useLoaderData<typeof loader>();
  const { data, filters } = page;
  const t = adminUi.access;
  const a = adminUi.audit;
  return (
    <AdminList
      of={page}
      words={t}
      reset="/admin/access"
      filters={
        <>
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
        </>
      }
      total={a.total(data.total)}
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
  );
}
