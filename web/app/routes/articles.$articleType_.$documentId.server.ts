import type { LoaderFunctionArgs } from '@remix-run/node';
import { isArticleType } from '@dharma/config/rules';
import { getArticle } from '~/lib/api/content.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const type = params.articleType ?? '';
  if (!isArticleType(type)) notFound();
  const article = await getArticle(type, params.documentId ?? '');
  if (!article) notFound();
  return { article };
}
