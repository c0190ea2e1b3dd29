import { useFetcher } from '@remix-run/react';
import { type ClassPost, type DayPosts, type PostType } from '@dharma/config/rules';
import { studyroomUi } from '@dharma/config/words';
import { useHydrated } from '~/lib/hydrated';
import type { VoteResult } from '~/lib/form-results';

/**
 * The class's verses and stories of one day. Posts are the learners' own text, always shown as
 * text. Each post of a classmate has its own vote form: without JavaScript it posts and the page
 * comes back at this section; with it a fetcher votes in place and the page's data reloads, so
 * the tallies and marks change where they are.
 */
export function DayPostsSection({
  posts,
  result,
  votedByRedirect,
}: {
  posts: DayPosts;
  result: VoteResult | undefined;
  votedByRedirect: string | null;
}) {
  const s = studyroomUi;
  // A refusal for a post that has no vote form here (one's own, or an id that is no post of the
  // day) is said once for the section, so no reason is ever lost.
  const withForm = new Set(posts.voting_open ? [...posts.verses, ...posts.stories].filter((p) => !p.mine).map((p) => String(p.id)) : []);
  const stray = result && 'error' in result && !withForm.has(result.id) ? result.error : null;
  return (
    <section aria-labelledby="posts-title" className="study-section" id="posts">
      <h2 id="posts-title">{s.posts}</h2>
      <p className="muted">{posts.voting_open ? s.postsHint : s.votingClosed}</p>
      {stray ? (
        <p className="field-error" role="alert">
          {stray}
        </p>
      ) : null}
      {(['verse', 'story'] as const).map((type) => (
        <PostList
          key={type}
          type={type}
          posts={type === 'verse' ? posts.verses : posts.stories}
          open={posts.voting_open}
          result={result?.type === type ? result : undefined}
          votedByRedirect={votedByRedirect === type}
        />
      ))}
    </section>
  );
}

function PostList({
  type,
  posts,
  open,
  result,
  votedByRedirect,
}: {
  type: PostType;
  posts: ClassPost[];
  open: boolean;
  result: VoteResult | undefined;
  votedByRedirect: boolean;
}) {
  const s = studyroomUi;
  const kind = s.postKinds[type];
  return (
    <div className="post-group">
      <h3 id={`posts-${type}`}>{kind}</h3>
      {posts.length ? (
        <ul className="post-list" aria-labelledby={`posts-${type}`}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                kind={kind}
                open={open}
                result={result && result.id === String(post.id) ? result : undefined}
                votedByRedirect={votedByRedirect && post.voted}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{s.noPosts[type]}</p>
      )}
    </div>
  );
}

function PostCard({
  post,
  kind,
  open,
  result,
  votedByRedirect,
}: {
  post: ClassPost;
  kind: string;
  open: boolean;
  result: VoteResult | undefined;
  votedByRedirect: boolean;
}) {
  const s = studyroomUi;
  const fetcher = useFetcher<VoteResult>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== 'idle';
  const own = fetcher.data ?? result;
  const error = own && 'error' in own ? own.error : null;
  const voted = !busy && !error && (own ? 'voted' in own : votedByRedirect);
  const id = `post-${post.id}`;
  return (
    <article
      className={`post-card${post.voted ? ' post-voted' : ''}${post.mine ? ' post-mine' : ''}`}
      id={id}
      aria-labelledby={`${id}-author`}
    >
      <header className="post-head">
        <p className="post-author" id={`${id}-author`}>
          {s.byAuthor(post.author)}
          <span className="sr-only"> · {kind}</span>
        </p>
        <p className="post-marks">
          {post.mine ? <span className="slot post-mark">{s.mine}</span> : null}
          {post.voted ? (
            <span className="slot post-mark post-mark-vote">
              <span aria-hidden="true">✓ </span>
              {s.myVote}
            </span>
          ) : null}
          <span className="post-votes" data-votes={post.votes}>
            {s.votes(post.votes)}
          </span>
        </p>
      </header>
      <p className="post-text">{post.text}</p>
      {open && !post.mine ? (
        <fetcher.Form method="post" className="vote-form" data-in-place="">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="type" value={post.type} />
          <input type="hidden" name="id" value={post.id} />
          {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
          {post.voted ? null : (
            <button type="submit" className="button button-light" disabled={busy} data-busy={s.voting}>
              {busy ? s.voting : s.vote}
              <span className="sr-only"> ({s.voteFor(post.author, kind)})</span>
            </button>
          )}
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <p role="status" aria-live="polite" className="task-status">
            {voted ? s.voted : ''}
          </p>
        </fetcher.Form>
      ) : null}
    </article>
  );
}
