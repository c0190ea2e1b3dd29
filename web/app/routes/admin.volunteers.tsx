import { useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate, formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminList } from '~/components/admin/AdminList';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import { RowButton } from '~/components/admin/RowButton';
import type { loader } from './admin.volunteers.server';

export { action, loader } from './admin.volunteers.server';

export const meta = noindexMeta(adminUi.volunteers.title);

/** Volunteer entries waiting for confirmation (or confirmed ones), each confirmed with one button. */
export default function AdminVolunteers() {
  const page = useLoaderData<typeof loader>();
  const { data, filters } = page;
  const busy = useNavigation().state === 'submitting';
  const t = adminUi.volunteers;
  return (
    <AdminList
      of={page}
      words={t}
      reset="/admin/volunteers"
      filters={
        <>
          <Field id="volunteers-state" label={t.state}>
            <select id="volunteers-state" name="state" defaultValue={filters.state}>
              <option value="unconfirmed">{t.states.unconfirmed}</option>
              <option value="confirmed">{t.states.confirmed}</option>
            </select>
          </Field>
        </>
      }
      total={t.total(data.total)}
      form
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
                <RowButton name="confirm" value={e.id} className="button" label={t.confirmLabel(name, formatDate(e.date))} disabled={busy}>
                  {t.confirm}
                </RowButton>
              )}
            </td>
          </tr>
        );
      })}
    />
  );
}
