import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { articleTypeLabels, articlesUi, chromeUi } from '@dharma/config/words';
import { EditorLink } from '~/components/ExternalLink';
import type { loader } from './articles.$articleType.server';

export { headers, loader } from './articles.$articleType.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${articleTypeLabels[data.type]} | ${chromeUi.siteName}` : chromeUi.siteName },
];

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
