import { Link, useLoaderData } from '@remix-run/react';
import { formatShortDate } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminTable } from '~/components/admin/AdminTable';
import { ErrorAlert } from '~/components/ErrorAlert';
import { AdminPager } from '~/components/admin/Pager';
import { noindexMeta } from '~/lib/meta';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { loader } from './admin.students.server';

export { loader } from './admin.students.server';

export const meta = noindexMeta(adminUi.studentList.title);

/** Every learner, found by one search box; each opens their page; the CSV holds everyone the search finds. */
export default function AdminStudents() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = adminUi.studentList;
  const csvHref = `/admin/students.csv${filters.q ? `?${new URLSearchParams({ q: filters.q })}` : ''}`;
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <AdminFilters reset="/admin/students">
        <div className="field" style={{ gridColumn: '1 / -1' }}>
          <label htmlFor="students-q">{t.search}</label>
          <input id="students-q" name="q" type="search" defaultValue={filters.q} maxLength={60} />
        </div>
      </AdminFilters>
      <ErrorAlert error={error} />
      <p className="button-row">
        <span>{t.total(data.total)}</span>
        {data.total ? (
          <a href={csvHref} className="button button-light" download>
            {t.csv}
          </a>
        ) : null}
      </p>
      <AdminTable
        label={t.tableLabel}
        empty={t.empty}
        columns={[t.name, t.email, t.phone, t.membershipNumber, t.credits, t.semesters, t.signedUpAt]}
        rows={data.entries.map((s) => {
          const name = s.name ?? `#${s.id}`;
          return (
            <tr key={s.id}>
              <td>
                <Link to={`/admin/students/${s.id}`} aria-label={t.open(name)}>
                  {name}
                </Link>
                {s.dharma_name ? <div className="muted small">{s.dharma_name}</div> : null}
              </td>
              <td>{s.email ?? '—'}</td>
              <td className="nowrap">{s.phone ?? '—'}</td>
              <td>{s.membership_number ?? '—'}</td>
              <td>{s.credits}</td>
              <td>{s.semesters}</td>
              <td className="nowrap">
                <time dateTime={s.signed_up_at}>{formatShortDate(s.signed_up_at)}</time>
              </td>
            </tr>
          );
        })}
      />
      <AdminPager label={t.title} filters={filters} of={data} />
    </>
  );
}
