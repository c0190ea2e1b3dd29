import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { SCRIPTURE_BOOKS, VERSE_MAX, type BestPosts } from '@dharma/config/rules';
import { chromeUi, studyroomUi } from '@dharma/config/words';
import { requireLearner } from '~/lib/auth.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { getBest } from '~/lib/api/studyroom.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${studyroomUi.hallOfFame(data.book.name, data.verse)} | ` : ''}${studyroomUi.title} | ${chromeUi.siteName}` },
];

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

export default function HallOfFame() {
  const { book, verse, verses, stories } = useLoaderData<typeof loader>();
  const s = studyroomUi;
  return (
    <div className="container section study-day">
      <p className="eyebrow">
        <Link to="/studyroom/current">{s.title}</Link>
      </p>
      <h1>{s.hallOfFame(book.name, verse)}</h1>
      <p className="muted">{s.hallHint}</p>
      <HallList id="hall-verses" title={s.hallVerses} posts={verses} />
      <HallList id="hall-stories" title={s.hallStories} posts={stories} />
    </div>
  );
}

function HallList({ id, title, posts }: { id: string; title: string; posts: BestPosts['posts'] }) {
  const s = studyroomUi;
  return (
    <section aria-labelledby={id} className="study-section">
      <h2 id={id}>{title}</h2>
      {posts.length ? (
        <ol className="post-list hall-list">
          {posts.map((post) => (
            <li key={post.id} className="post-card">
              <p className="post-text">{post.text}</p>
              <p className="post-byline">
                {s.byAuthor(post.author)} · {post.course_name} · <span className="post-votes">{s.votes(post.votes)}</span>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{s.hallEmpty}</p>
      )}
    </section>
  );
}
