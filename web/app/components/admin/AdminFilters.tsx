import type { ReactNode } from 'react';
import { Form, Link } from '@remix-run/react';
import { adminUi } from '@dharma/config/words';

/**
 * A back-office table's filters: a plain GET form, so the page's address is the search (it can
 * be bookmarked and paged), with "search" and "clear" after the fields the section gives.
 */
export function AdminFilters({ reset, children }: { reset: string; children: ReactNode }) {
  const t = adminUi.audit;
  return (
    <Form method="get" className="admin-filters" aria-label={t.filters}>
      {children}
      <div className="button-row">
        <button type="submit" className="button">
          {t.search}
        </button>
        <Link to={reset} className="button button-light">
          {t.reset}
        </Link>
      </div>
    </Form>
  );
}
