import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { articleTypeLabels, articlesUi, chromeUi } from '@dharma/config/words';
import { isArticleType } from '@dharma/config/rules';
import { EditorLink } from '~/components/ExternalLink';
import { getArticleLinks } from '~/lib/api/content.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${articleTypeLabels[data.type]} | ${chromeUi.siteName}` : chromeUi.siteName },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const type = params.about ?? '';
  if (!isArticleType(type)) notFound();
  return { type, items: await getArticleLinks(type) };
}

export default function ArticleList() {
  const { type, items } = useLoaderData<typeof loader>();
  return (
    <div className="container section">
      <h1>{articleTypeLabels[type]}</h1>
      {items.length ? (
        <table className="article-table">
          <thead>
            <tr>
              <th scope="col" className="col-number">
                {articlesUi.number}
              </th>
              <th scope="col">{articlesUi.title}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.url}>
                <td className="col-number">{items.length - index}</td>
                <td>
                  <EditorLink href={item.url}>{item.title}</EditorLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{articlesUi.empty}</p>
      )}
    </div>
  );
}
