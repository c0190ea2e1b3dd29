import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { articleTypeLabels, articlesUi, chromeUi } from '@dharma/config/words';
import { formatKoreanDay, isArticleType } from '@dharma/config/rules';
import { Blocks } from '~/components/Blocks';
import { getArticle } from '~/lib/api/content.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.article.title} | ${chromeUi.siteName}` : chromeUi.siteName },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const type = params.about ?? '';
  if (!isArticleType(type)) notFound();
  const article = await getArticle(type, params.id ?? '');
  if (!article) notFound();
  return { article };
}

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
