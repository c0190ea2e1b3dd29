import { useLoaderData } from '@remix-run/react';
import { AUDIT_ACTIONS, SYSTEM_ACTOR, formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminList } from '~/components/admin/AdminList';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import type { loader } from './admin.audit.server';

export { loader } from './admin.audit.server';

export const meta = noindexMeta(adminUi.audit.title);

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
  const page = useLoaderData<typeof loader>();
  const { data, filters } = page;
  const t = adminUi.audit;
  return (
    <AdminList
      of={page}
      words={t}
      reset="/admin/audit"
      filters={
        <>
          <Field id="audit-action" label={t.action}>
            <select id="audit-action" name="action" defaultValue={filters.action}>
              <option value="">{t.all}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t.actions[action]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="audit-target" label={t.target}>
            <input id="audit-target" name="target" defaultValue={filters.target} maxLength={80} />
          </Field>
          <Field id="audit-subject" label={t.subject}>
            <input id="audit-subject" name="subject" inputMode="numeric" defaultValue={filters.subject} maxLength={9} />
          </Field>
        </>
      }
      total={t.total(data.total)}
      totalRole="status"
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
  );
}
