import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { SCRIPTURE_BOOKS, VERSE_MAX } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { getBest } from '~/lib/api/studyroom.server';

export const headers = routeHeaders;

/**
 * A scripture verse's hall of fame: the most-voted verses and stories written on it in every
 * class, for any signed-in learner. The book is named by its key in the path.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const book = SCRIPTURE_BOOKS.find((b) => b.key === params.book);
  const verse = /^[1-9]\d{0,3}$/.test(params.verse ?? '') ? Number(params.verse) : null;
  if (!book || verse === null || verse > VERSE_MAX) notFound();
  const [verses, stories] = await Promise.all([
    getBest(learner.api, book.id, verse, 'verse'),
    getBest(learner.api, book.id, verse, 'story'),
  ]);
  return json(
    { book: { id: book.id, key: book.key, name: book.name }, verse, verses: verses.posts, stories: stories.posts },
    { headers: await learner.api.headers() },
  );
}
