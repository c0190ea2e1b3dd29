import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { Form, Link, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useState, type DragEvent } from 'react';
import { ARTICLE_TYPES, articleMoveSchema, articleOrderSchema, formatDate, ui, type ArticleType } from '@dharma/config';
import { firstIssue } from '@dharma/config/schemas';
import { AdminTable } from '~/components/admin/AdminTable';
import { getStaffArticles, moveArticle, orderArticles } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { panelOrigin } from '~/lib/http.server';
import { CmsError, isRefusal } from '~/lib/cms.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.articles.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

const typeIn = (value: string | null): ArticleType => ((ARTICLE_TYPES as readonly string[]).includes(value ?? '') ? (value as ArticleType) : 'notice');

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const type = typeIn(new URL(request.url).searchParams.get('type'));
  const articles = await getStaffArticles(staff.api, type);
  return json({ type, articles, panel: `${panelOrigin()}/admin/content-manager/collection-types/api::article.article` }, { headers: await staff.api.headers() });
}

/**
 * Up and down buttons post `intent=move`; a drag (with JavaScript) posts the whole order. Either
 * way the CMS checks it against the published articles and saves it; the page comes back (303)
 * with the CMS's word.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const type = typeIn(url.searchParams.get('type'));
  const form = await request.formData();
  const session = staff.api.session;
  try {
    if (form.get('intent') === 'order') {
      const body = articleOrderSchema.safeParse({ document_ids: form.getAll('document_id').map(String) });
      if (!body.success) throw new CmsError(400, firstIssue(body.error), url.pathname);
      await orderArticles(staff.api, type, body.data);
    } else {
      const [documentId, direction] = String(form.get('move') ?? '').split(':');
      const body = articleMoveSchema.safeParse({ document_id: documentId, direction });
      if (!body.success) throw new CmsError(400, firstIssue(body.error), url.pathname);
      await moveArticle(staff.api, type, body.data);
    }
    session.flash('message', ui.admin.articles.moved);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    session.flash('error', error.reason);
  }
  staff.api.touch();
  return redirect(`/admin/articles?type=${type}`, { status: 303, headers: await staff.api.headers() });
}

export default function AdminArticles() {
  const { type, articles, panel } = useLoaderData<typeof loader>();
  const t = ui.admin.articles;
  const busy = useNavigation().state !== 'idle';
  const fetcher = useFetcher();
  // The order as shown: a drag changes it at once, then the server's answer replaces it.
  const [order, setOrder] = useState(articles);
  const [dragging, setDragging] = useState<string | null>(null);
  useEffect(() => setOrder(articles), [articles]);

  const drop = (target: string) => (event: DragEvent) => {
    event.preventDefault();
    if (!dragging || dragging === target) return;
    const next = order.filter((a) => a.document_id !== dragging);
    next.splice(
      next.findIndex((a) => a.document_id === target),
      0,
      order.find((a) => a.document_id === dragging)!,
    );
    setOrder(next);
    setDragging(null);
    const data = new FormData();
    data.set('intent', 'order');
    for (const a of next) data.append('document_id', a.document_id);
    fetcher.submit(data, { method: 'post', action: `/admin/articles?type=${type}` });
  };

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <nav aria-label={t.typesLabel} className="button-row">
        {ARTICLE_TYPES.map((k) => (
          <Link key={k} to={`?type=${k}`} className={k === type ? 'button' : 'button button-light'} aria-current={k === type ? 'page' : undefined}>
            {t.types[k]}
          </Link>
        ))}
      </nav>
      <p className="muted small">{t.dragHint}</p>
      <Form method="post" action={`/admin/articles?type=${type}`}>
        <AdminTable
          label={t.tableLabel(t.types[type])}
          empty={t.empty}
          columns={[t.position, t.articleTitle, t.publishedAt, t.move, t.edit]}
          rows={order.map((a, i) => (
            <tr key={a.document_id} draggable onDragStart={() => setDragging(a.document_id)} onDragOver={(e) => e.preventDefault()} onDrop={drop(a.document_id)} className={dragging === a.document_id ? 'dragging' : undefined}>
              <td>{i + 1}</td>
              <td>{a.title}</td>
              <td className="nowrap">{formatDate(a.published_at.slice(0, 10))}</td>
              <td>
                <div className="button-row">
                  <button type="submit" name="move" value={`${a.document_id}:up`} className="button button-light" aria-label={t.upLabel(a.title)} disabled={busy || i === 0}>
                    {t.up}
                  </button>
                  <button type="submit" name="move" value={`${a.document_id}:down`} className="button button-light" aria-label={t.downLabel(a.title)} disabled={busy || i === order.length - 1}>
                    {t.down}
                  </button>
                </div>
              </td>
              <td>
                <a href={`${panel}/${a.document_id}`} aria-label={t.editLabel(a.title)}>
                  {t.edit}
                </a>
              </td>
            </tr>
          ))}
        />
      </Form>
    </>
  );
}
