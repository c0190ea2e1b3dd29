import { Form, Link, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useState, type DragEvent } from 'react';
import { ARTICLE_TYPES, formatKoreanDay } from '@dharma/config/rules';
import { adminUi } from '@dharma/config/words';
import { AdminTable } from '~/components/admin/AdminTable';
import { noindexMeta } from '~/lib/meta';
import { RowButton } from '~/components/admin/RowButton';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { loader } from './admin.articles.server';

export { action, loader } from './admin.articles.server';

export const meta = noindexMeta(adminUi.articles.title);

export default function AdminArticles() {
  const { type, articles, panel } = useLoaderData<typeof loader>();
  const t = adminUi.articles;
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
      <AdminHeading title={t.title} intro={t.intro} />
      <nav aria-label={t.typesLabel} className="button-row">
        {ARTICLE_TYPES.map((k) => (
          <Link
            key={k}
            to={`?type=${k}`}
            className={k === type ? 'button' : 'button button-light'}
            aria-current={k === type ? 'page' : undefined}
          >
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
            <tr
              key={a.document_id}
              draggable
              onDragStart={() => setDragging(a.document_id)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={drop(a.document_id)}
              className={dragging === a.document_id ? 'dragging' : undefined}
            >
              <td>{i + 1}</td>
              <td>{a.title}</td>
              <td className="nowrap">{formatKoreanDay(a.published_at)}</td>
              <td>
                <div className="button-row">
                  <RowButton
                    name="move"
                    value={`${a.document_id}:up`}
                    className="button button-light"
                    label={t.upLabel(a.title)}
                    disabled={busy || i === 0}
                  >
                    {t.up}
                  </RowButton>
                  <RowButton
                    name="move"
                    value={`${a.document_id}:down`}
                    className="button button-light"
                    label={t.downLabel(a.title)}
                    disabled={busy || i === order.length - 1}
                  >
                    {t.down}
                  </RowButton>
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
