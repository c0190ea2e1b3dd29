import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { auditQuerySchema, ui, type AuditEntry } from '@dharma/config';
import { requireStaff } from '~/lib/auth.server';
import { CmsError } from '~/lib/cms.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.audit.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

type AuditPage = { entries: AuditEntry[]; total: number; page: number; page_size: number };

/** The filters are a plain GET form: the page's address is the search, so it can be bookmarked and paged. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const raw = Object.fromEntries(['action', 'target', 'subject', 'page'].map((k) => [k, url.searchParams.get(k) ?? '']));
  const parsed = auditQuerySchema.safeParse(raw);
  const empty: AuditPage = { entries: [], total: 0, page: 1, page_size: 50 };
  if (!parsed.success) return json({ data: empty, filters: raw, error: parsed.error.issues[0].message }, { headers: await staff.api.headers() });
  const query = new URLSearchParams(Object.entries(raw).filter(([, v]) => v !== ''));
  try {
    const data = await staff.api.get<AuditPage>(`/api/v1/staff/audit?${query}`);
    return json({ data, filters: raw, error: null }, { headers: await staff.api.headers() });
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return json({ data: empty, filters: raw, error: error.reason }, { headers: await staff.api.headers() });
    throw error;
  }
}

const koreanTime = (iso: string) => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(iso));

/** "field: before → after" for every field either side names, as text. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => {
    if (v === undefined || v === null) return '—';
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return koreanTime(v);
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  return keys.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`);
}

export default function AdminAudit() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const t = ui.admin.audit;
  const pageLink = (page: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([k, v]) => v && k !== 'page')), page: String(page) })}`;
  const last = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <Form method="get" className="admin-filters" aria-label={t.filters}>
        <div className="field">
          <label htmlFor="audit-action">{t.action}</label>
          <input id="audit-action" name="action" defaultValue={filters.action} maxLength={60} />
        </div>
        <div className="field">
          <label htmlFor="audit-target">{t.target}</label>
          <input id="audit-target" name="target" defaultValue={filters.target} maxLength={80} />
        </div>
        <div className="field">
          <label htmlFor="audit-subject">{t.subject}</label>
          <input id="audit-subject" name="subject" inputMode="numeric" defaultValue={filters.subject} maxLength={9} />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            {t.search}
          </button>
          <Link to="/admin/audit" className="button button-light">
            {t.reset}
          </Link>
        </div>
      </Form>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status">{t.total(data.total)}</p>
      {data.entries.length ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t.tableLabel}>
          <table className="article-table admin-table">
            <thead>
              <tr>
                <th scope="col">{t.at}</th>
                <th scope="col">{t.actor}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.targetColumn}</th>
                <th scope="col">{t.change}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{koreanTime(e.at)}</time>
                  </td>
                  <td>{e.actor_name ?? `#${e.actor}`}</td>
                  <td>
                    <code>{e.action}</code>
                  </td>
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
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t.empty}</p>
      )}
      {last > 1 ? (
        <nav aria-label={t.title} className="pager">
          {data.page > 1 ? <Link to={pageLink(data.page - 1)}>{t.prev}</Link> : null} <span aria-current="page">{t.page(data.page)}</span>{' '}
          {data.page < last ? <Link to={pageLink(data.page + 1)}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
