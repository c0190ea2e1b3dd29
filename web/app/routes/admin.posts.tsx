import { useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminList } from '~/components/admin/AdminList';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import { RowButton } from '~/components/admin/RowButton';
import type { loader } from './admin.posts.server';

export { action, loader } from './admin.posts.server';

export const meta = noindexMeta(adminUi.posts.title);

/** Learners' verses and stories: filter, read as text, hide with a reason or show again. */
export default function AdminPosts() {
  const page = useLoaderData<typeof loader>();
  const { data, filters } = page;
  const busy = useNavigation().state === 'submitting';
  const t = adminUi.posts;
  return (
    <AdminList
      of={page}
      words={t}
      reset="/admin/posts"
      filters={
        <>
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
        </>
      }
      total={t.total(data.total)}
      form
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
                <RowButton name="intent" value={`show:${p.id}`} className="button button-light" label={t.showLabel(author)} disabled={busy}>
                  {t.show}
                </RowButton>
              ) : (
                <div className="stack">
                  <label className="sr-only" htmlFor={`reason-${p.id}`}>
                    {t.reasonLabel(author)}
                  </label>
                  <input id={`reason-${p.id}`} name={`reason-${p.id}`} maxLength={200} placeholder={t.reason} className="reason-input" />
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
  );
}
