import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { articleTypeLabels, articlesUi, chromeUi } from '@dharma/config/words';
import { formatKoreanDay } from '@dharma/config/rules';
import { Blocks } from '~/components/Blocks';
import type { loader } from './articles.$articleType_.$documentId.server';

export { headers, loader } from './articles.$articleType_.$documentId.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.article.title} | ${chromeUi.siteName}` : chromeUi.siteName },
];

export default function ArticleDetail() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <article className="container section article-detail">
      <p className="eyebrow">
        <Link to={`/articles/${article.type}`}>{articleTypeLabels[article.type]}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="muted">
        {article.author ? `${article.author} · ` : ''}
        <time dateTime={article.publishedAt}>{formatKoreanDay(article.publishedAt)}</time>
      </p>
      {article.body ? <Blocks content={article.body} /> : null}
      {article.url ? (
        <p>
          <a href={article.url} target="_blank" rel="noopener noreferrer">
            {article.url}
            <span className="sr-only"> {articlesUi.external}</span>
          </a>
        </p>
      ) : null}
      <p>
        <Link className="button button-light" to={`/articles/${article.type}`}>
          {articlesUi.backToList}
        </Link>
      </p>
    </article>
  );
}
