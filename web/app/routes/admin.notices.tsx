import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { NOTICE_STATES, formatDateTime } from '@dharma/config/rules';
import { adminNoticesUi, chromeUi, noticesUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminError, AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';
import type { loader } from './admin.notices.server';

export { loader } from './admin.notices.server';

export const meta: MetaFunction = () => [
  { title: `${adminNoticesUi.title} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

/** The e-mail notices sent, failed and waiting: counts per state, then each notice's subject and state (never its body). */
export default function AdminNotices() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = adminNoticesUi;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <section aria-labelledby="notice-counts">
        <h2 id="notice-counts" className="sr-only">
          {t.counts}
        </h2>
        <ul className="admin-counts">
          {NOTICE_STATES.map((state) => (
            <li key={state}>
              <Link to={`?${new URLSearchParams({ state })}`}>
                <span className="admin-count-label">{t.states[state]}</span>{' '}
                <strong className="admin-count">{t.count(data.counts[state])}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/admin/announce" className="button">
          {t.toAnnounce}
        </Link>
      </p>
      <AdminFilters reset="/admin/notices">
        <div className="field">
          <label htmlFor="notices-state">{t.state}</label>
          <select id="notices-state" name="state" defaultValue={filters.state}>
            <option value="">{t.all}</option>
            {NOTICE_STATES.map((state) => (
              <option key={state} value={state}>
                {t.states[state]}
              </option>
            ))}
          </select>
        </div>
      </AdminFilters>
      <AdminError error={error} />
      <p>{t.total(data.total)}</p>
      <AdminTable
        label={t.tableLabel}
        empty={t.empty}
        columns={[t.createdAt, t.kind, t.learner, t.subject, t.state, t.attempts, t.lastError, t.sentAt]}
        rows={data.entries.map((e) => (
          <tr key={e.id} data-notice={e.id}>
            <td className="nowrap">{formatDateTime(e.created_at)}</td>
            <td className="nowrap">{noticesUi.kinds[e.kind] ?? e.kind}</td>
            <td className="nowrap">
              {e.learner_name} <span className="muted small">#{e.learner}</span>
            </td>
            <td className="notice-subject">{e.subject ?? <span className="muted">{t.unreadable}</span>}</td>
            <td className="nowrap">{t.states[e.state]}</td>
            <td>{e.attempts}</td>
            <td className="small notice-error">{e.last_error ?? '—'}</td>
            <td className="nowrap">{e.sent_at ? formatDateTime(e.sent_at) : '—'}</td>
          </tr>
        ))}
      />
      <AdminPager label={t.title} filters={filters} page={data.page} total={data.total} pageSize={data.page_size} />
    </>
  );
}
