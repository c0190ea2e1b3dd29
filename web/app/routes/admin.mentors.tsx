import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminTable } from '~/components/admin/AdminTable';
import { MentorPairForm } from '~/components/admin/MentorPairForm';
import type { MentorFormResult } from '~/lib/form-results';
import { noindexMeta } from '~/lib/meta';
import { AdminHeading } from '~/components/admin/AdminHeading';
import { ConfirmOrBack } from '~/components/ConfirmOrBack';

export { action, loader } from './admin.mentors.server';

export const meta = noindexMeta(adminUi.mentors.title);

/** The office's mentor–mentee pairs: add, change and remove with plain forms; a CSV for Excel. */
export default function AdminMentors() {
  const { pairs, edit, remove, done } = useLoaderData<typeof import('./admin.mentors.server').loader>();
  const result = useActionData<MentorFormResult>();
  const busy = useNavigation().state === 'submitting';
  const t = adminUi.mentors;
  const editing = pairs.find((p) => p.id === edit) ?? null;
  const removing = pairs.find((p) => p.id === remove) ?? null;
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      {done && !result ? (
        <p className="alert" role="status">
          {done}
        </p>
      ) : null}
      {removing ? (
        <section className="notice-box" aria-labelledby="remove-title">
          <h2 id="remove-title">{t.removeTitle(removing.mentee_name, removing.mentor_name)}</h2>
          <Form method="post" className="button-row">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="pair" value={removing.id} />
            <ConfirmOrBack confirm={t.removeConfirm} back="/admin/mentors" backLabel={t.cancel} busy={busy} />
          </Form>
        </section>
      ) : null}
      {editing ? (
        <section aria-labelledby="edit-title">
          <h2 id="edit-title">{t.editTitle(editing.mentee_name)}</h2>
          <MentorPairForm intent="update" pair={editing} result={result} busy={busy} />
        </section>
      ) : (
        <section aria-labelledby="add-title">
          <h2 id="add-title">{t.addTitle}</h2>
          <MentorPairForm intent="add" pair={null} result={result} busy={busy} />
        </section>
      )}
      <p className="button-row">
        <span>{t.total(pairs.length)}</span>
        <a href="/admin/mentors.csv" className="button button-light" download>
          {t.csv}
        </a>
      </p>
      <AdminTable
        label={t.tableLabel}
        empty={t.empty}
        columns={[t.menteeName, t.menteePhone, t.mentorName, t.mentorPhone, t.updatedAt, <span className="sr-only">{t.edit}</span>]}
        rows={pairs.map((p) => (
          <tr key={p.id}>
            <td>{p.mentee_name}</td>
            <td className="nowrap">{p.mentee_phone}</td>
            <td>{p.mentor_name}</td>
            <td className="nowrap">{p.mentor_phone}</td>
            <td>
              <time dateTime={p.updated_at}>{formatDateTime(p.updated_at)}</time>
            </td>
            <td>
              <div className="button-row">
                <Link to={`?edit=${p.id}`} className="button button-light" aria-label={t.editLabel(p.mentee_name)}>
                  {t.edit}
                </Link>
                <Link to={`?delete=${p.id}`} className="button button-light" aria-label={t.removeLabel(p.mentee_name)}>
                  {t.remove}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      />
    </>
  );
}
