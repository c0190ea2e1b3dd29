import { type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { type BestPosts } from '@dharma/config/rules';
import { chromeUi, studyroomUi } from '@dharma/config/words';
import type { loader } from './studyroom.verses.$book.$verse.server';

export { headers, loader } from './studyroom.verses.$book.$verse.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${studyroomUi.hallOfFame(data.book.name, data.verse)} | ` : ''}${studyroomUi.title} | ${chromeUi.siteName}` },
];

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
