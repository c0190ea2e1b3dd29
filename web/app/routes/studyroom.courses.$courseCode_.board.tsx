import { type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDate, type BoardPost } from '@dharma/config/rules';
import { chromeUi, studyroomUi } from '@dharma/config/words';
import { classHref, dayHref } from '~/components/studyroom/links';
import type { loader } from './studyroom.courses.$courseCode_.board.server';

export { headers, loader } from './studyroom.courses.$courseCode_.board.server';

export const meta: MetaFunction = () => [{ title: `${studyroomUi.board} | ${studyroomUi.title} | ${chromeUi.siteName}` }];

export default function StudyroomBoard() {
  const board = useLoaderData<typeof loader>();
  const s = studyroomUi;
  return (
    <div className="container section study-day">
      <p className="eyebrow">
        <Link to={classHref(board.course_name)}>{board.course_name}</Link>
      </p>
      <h1>{s.board}</h1>
      <p className="muted">{s.boardHint}</p>
      <ol className="board-days">
        {board.days.map((d) => (
          <li key={d.day} className="board-day">
            <h2 className="board-day-title">
              <Link to={dayHref(board.course_name, d.day)}>
                {s.day(d.day)} · {d.title}
              </Link>
            </h2>
            {d.date ? <p className="muted small">{formatDate(d.date)}</p> : null}
            <BestPost label={s.bestVerse} post={d.verse} />
            <BestPost label={s.bestStory} post={d.story} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function BestPost({ label, post }: { label: string; post: BoardPost | null }) {
  const s = studyroomUi;
  return (
    <section className="board-best" aria-label={label}>
      <h3 className="board-best-kind">{label}</h3>
      {post ? (
        <>
          <p className="post-text">{post.text}</p>
          <p className="post-byline">
            {s.byAuthor(post.author)} · <span className="post-votes">{s.votes(post.votes)}</span>
          </p>
        </>
      ) : (
        <p className="muted">{s.noBest}</p>
      )}
    </section>
  );
}
