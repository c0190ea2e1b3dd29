import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminTable } from '~/components/admin/AdminTable';
import { ErrorAlert } from '~/components/ErrorAlert';
import { AdminPager } from '~/components/admin/Pager';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import { RowButton } from '~/components/admin/RowButton';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { loader } from './admin.posts.server';

export { action, loader } from './admin.posts.server';

export const meta = noindexMeta(adminUi.posts.title);

/** Learners' verses and stories: filter, read as text, hide with a reason or show again. */
export default function AdminPosts() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const t = adminUi.posts;
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <AdminFilters reset="/admin/posts">
        <Field id="posts-course" label={t.course}>
          <input id="posts-course" name="course" defaultValue={filters.course} maxLength={21} />
        </Field>
        <Field id="posts-q" label={t.q}>
          <input id="posts-q" name="q" type="search" defaultValue={filters.q} maxLength={40} />
        </Field>
        <Field id="posts-state" label={t.state}>
          <select id="posts-state" name="state" defaultValue={filters.state}>
            <option value="">{t.all}</option>
            <option value="shown">{t.states.shown}</option>
            <option value="hidden">{t.states.hidden}</option>
          </select>
        </Field>
      </AdminFilters>
      <ErrorAlert error={error} />
      <p>{t.total(data.total)}</p>
      <Form method="post">
        <AdminTable
          label={t.tableLabel}
          empty={t.empty}
          columns={[t.author, t.where, t.type, t.text, t.state, t.action]}
          rows={data.entries.map((p) => {
            const author = p.author_name ?? t.unnamed;
            return (
              <tr key={p.id} data-post={p.id}>
                <td>
                  {author} <span className="muted small">#{p.author}</span>
                </td>
                <td className="nowrap">
                  {t.day(p.course_code, p.day)}
                  <div className="muted small">
                    <time dateTime={p.written_at}>{formatDateTime(p.written_at)}</time>
                  </div>
                </td>
                <td>{t.types[p.type] ?? p.type}</td>
                <td className="post-text">{p.text}</td>
                <td>
                  <strong>{p.hidden ? t.states.hidden : t.states.shown}</strong>
                  {p.hidden_reason ? <div className="small">{t.hiddenBecause(p.hidden_reason)}</div> : null}
                </td>
                <td>
                  {p.hidden ? (
                    <RowButton
                      name="intent"
                      value={`show:${p.id}`}
                      className="button button-light"
                      label={t.showLabel(author)}
                      disabled={busy}
                    >
                      {t.show}
                    </RowButton>
                  ) : (
                    <div className="stack">
                      <label className="sr-only" htmlFor={`reason-${p.id}`}>
                        {t.reasonLabel(author)}
                      </label>
                      <input
                        id={`reason-${p.id}`}
                        name={`reason-${p.id}`}
                        maxLength={200}
                        placeholder={t.reason}
                        className="reason-input"
                      />
                      <RowButton
                        name="intent"
                        value={`hide:${p.id}`}
                        className="button button-danger"
                        label={t.hideLabel(author)}
                        disabled={busy}
                      >
                        {t.hide}
                      </RowButton>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        />
      </Form>
      <AdminPager label={t.title} filters={filters} of={data} />
    </>
  );
}
