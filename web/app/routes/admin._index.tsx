import { Link, useLoaderData } from '@remix-run/react';
import { ADMIN_SECTIONS, adminUi } from '@dharma/config/words';
import { formatDate, formatDayOfClass } from '@dharma/config/rules';
import type { loader } from './admin._index.server';

export { loader } from './admin._index.server';

/**
 * The back office's first page: a greeting, this week's semester dates (Korea's Monday to Sunday,
 * as the CMS answers them), this semester's work waiting (each count leads to its section), the sections.
 */
export default function AdminHome() {
  const { name, panel, semesters, counts, week } = useLoaderData<typeof loader>();
  const w = adminUi.week;
  const a = adminUi;
  const t = a.today;
  const rows = [
    {
      key: 'awaiting',
      label: t.awaiting,
      semester: semesters.applications,
      n: counts.awaiting,
      unit: t.unit.people,
      to: '/admin/approvals?state=awaiting',
    },
    {
      key: 'approved',
      label: t.approved,
      semester: semesters.applications,
      n: counts.approved,
      unit: t.unit.people,
      to: '/admin/approvals?state=approved',
    },
    { key: 'behind', label: t.behind, semester: semesters.running, n: counts.behind, unit: t.unit.people, to: '/admin/progress' },
    {
      key: 'volunteers',
      label: t.volunteers,
      semester: null,
      n: counts.volunteers,
      unit: t.unit.entries,
      to: '/admin/volunteers?state=unconfirmed',
    },
    { key: 'hidden', label: t.hidden, semester: null, n: counts.hidden, unit: t.unit.entries, to: '/admin/posts?state=hidden' },
  ];
  return (
    <>
      <h1>{a.title}</h1>
      <p>{a.greeting(name ?? '')}</p>
      <section aria-labelledby="admin-week">
        <h2 id="admin-week">{w.title}</h2>
        <p className="admin-week-range">{w.range(formatDate(week.monday), formatDate(week.sunday))}</p>
        {week.items.length ? (
          <ul className="admin-week">
            {week.items.map((item) => (
              <li key={`${item.semester.code}:${item.kind}`} aria-current={item.date === week.today ? 'date' : undefined}>
                <span className="admin-week-day">
                  <time dateTime={item.date}>{formatDayOfClass(item.date)}</time>
                  {item.date === week.today ? <strong className="admin-week-today">{w.today}</strong> : null}
                </span>{' '}
                <span className="admin-count-semester">{item.semester.label}</span> <span>{w.kinds[item.kind]}</span>
                {item.unpaid !== undefined ? (
                  <>
                    {' '}
                    {/* The awaiting list of this item's semester, which need not be the list's default one. */}
                    <Link to={`/admin/approvals?semester=${encodeURIComponent(item.semester.code)}&state=awaiting`}>
                      {w.unpaid(item.unpaid)}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{w.empty}</p>
        )}
      </section>
      <section aria-labelledby="admin-today">
        <h2 id="admin-today">{t.title}</h2>
        <ul className="admin-counts">
          {rows.map((row) => (
            <li key={row.key}>
              <Link to={row.to}>
                <span className="admin-count-label">{row.label}</span>{' '}
                {row.semester ? <span className="admin-count-semester">{row.semester}</span> : null}{' '}
                <strong className="admin-count">
                  {t.count(row.n)}
                  {row.unit}
                </strong>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>{a.builtIntro}</p>
      <ul className="admin-sections">
        {ADMIN_SECTIONS.filter((s) => s.path !== '/admin').map((s) => (
          <li key={s.path}>
            <Link to={s.path}>{s.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        <a href={panel}>{a.panel}</a>
      </p>
    </>
  );
}
