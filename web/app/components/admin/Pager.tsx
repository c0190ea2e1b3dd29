import { Link } from '@remix-run/react';
import { adminUi } from '@dharma/config/words';

/** Previous / next links of a back-office table, keeping its filters; plain links, no JavaScript needed. */
export function AdminPager({
  label,
  filters,
  of: { page, total, page_size: pageSize },
}: {
  label: string;
  filters: Record<string, string>;
  /** The table's page as the CMS answers it. */
  of: { page: number; total: number; page_size: number };
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const t = adminUi.audit;
  const href = (n: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([k, v]) => v && k !== 'page')), page: String(n) })}`;
  return (
    <nav aria-label={label} className="pager">
      {page > 1 ? <Link to={href(page - 1)}>{t.prev}</Link> : null} <span aria-current="page">{t.page(page)}</span>{' '}
      {page < last ? <Link to={href(page + 1)}>{t.next}</Link> : null}
    </nav>
  );
}
