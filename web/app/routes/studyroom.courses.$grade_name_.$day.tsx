import type { MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatDate, isPostType, messages, scriptureBook, todayInKorea, ui } from '@dharma/config';
import { Blocks } from '~/components/Blocks';
import { ExternalLink } from '~/components/ExternalLink';
import { boardHref, classHref, dayHref, hallHref } from '~/components/studyroom/links';
import { DayPostsSection, type VoteResult } from '~/components/studyroom/Posts';
import { DayStateLabel } from '~/components/studyroom/ProgressBar';
import { TaskForm, TaskReadOnly } from '~/components/studyroom/TaskForm';
import { routeHeaders } from '~/lib/http.server';
import type { Blocks as BlocksData } from '~/lib/content.server';
import type { action, loader, TaskResult } from './studyroom.courses.$grade_name_.$day.server';

export { action, loader } from './studyroom.courses.$grade_name_.$day.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.detail.title} | ${ui.studyroom.courseName(data.detail.course.name, data.detail.course.level)} | ` : ''}${ui.studyroom.title} | ${ui.siteName}` },
];

/** A Korean calendar date from a completion time, whatever zone the CMS wrote it in. */
const koreanDate = (at: string) => formatDate(todayInKorea(new Date(at)));

/** One day of a class: the teaching, the passage, the story, the video and the tasks as forms. */
export default function StudyroomDay() {
  const { detail: d, saved, voted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as TaskResult | VoteResult | undefined;
  const result = actionData && 'task_id' in actionData ? actionData : undefined;
  const voteResult = actionData && 'intent' in actionData ? actionData : undefined;
  const book = d.scripture_ref ? scriptureBook(d.scripture_ref.book_id) : null;
  // A day whose lesson asks for no verse or story has no posts section (unless posts remain from before).
  const hasPosts = d.tasks.some((t) => isPostType(t.type)) || d.posts.verses.length > 0 || d.posts.stories.length > 0;
  const s = ui.studyroom;
  const c = d.course;
  const name = s.courseName(c.name, c.level);
  const body = Array.isArray(d.body) && d.body.length ? (d.body as BlocksData) : null;

  return (
    <div className="container section study-day">
      <p className="eyebrow">
        <Link to={classHref(c.course_name)}>{name}</Link> · {s.day(d.day)}
      </p>
      <h1>{d.title}</h1>
      <p className="study-day-meta">
        <span>{formatDate(d.date)}</span> <DayStateLabel state={d.state} />
      </p>
      <div role="status" className="day-done-region">
        {d.completed_at ? (
          <p className="notice-box day-done">
            <span aria-hidden="true">✓ </span>
            {messages.day_done} <span className="muted small">{s.doneOn(koreanDate(d.completed_at))}</span>
          </p>
        ) : null}
      </div>

      {body ? <Blocks content={body} /> : null}

      {d.scripture ? (
        <section aria-labelledby="scripture-title" className="study-section">
          <h2 id="scripture-title">{s.scripture}</h2>
          <figure className="scripture">
            <blockquote>
              <p>{d.scripture.passage}</p>
            </blockquote>
            <figcaption>
              {d.scripture.book} {d.scripture.reference}
            </figcaption>
          </figure>
          {book && d.scripture_ref ? (
            <p className="study-link">
              <Link to={hallHref(book.key, d.scripture_ref.verse)}>{ui.studyroom.hallLink}</Link>
            </p>
          ) : null}
        </section>
      ) : null}

      {d.story ? (
        <section aria-labelledby="story-title" className="study-section">
          <h2 id="story-title">{s.story}</h2>
          <p className="story-text">{d.story}</p>
        </section>
      ) : null}

      {d.video ? (
        <section aria-labelledby="video-title" className="study-section">
          <h2 id="video-title">{s.video}</h2>
          <p>
            <ExternalLink href={d.video.url} className="button button-light">
              <span aria-hidden="true">▶ </span>
              {d.video.title}
            </ExternalLink>
          </p>
        </section>
      ) : null}

      {d.tasks.length ? (
        <section aria-labelledby="tasks-title" className="study-section">
          <h2 id="tasks-title">{s.tasks}</h2>
          {d.writable ? null : <p className="notice-box">{d.state === 'future' ? s.notOpen : s.closed}</p>}
          <ol className="task-list">
            {d.tasks.map((task) => (
              <li key={task.task_id}>
                {d.writable ? <TaskForm task={task} result={result} savedByRedirect={saved === task.key} /> : <TaskReadOnly task={task} />}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {hasPosts ? <DayPostsSection posts={d.posts} result={voteResult} votedByRedirect={voted} /> : null}
      <p className="study-link">
        <Link to={boardHref(c.course_name)}>{s.boardLink}</Link>
      </p>

      <nav aria-label={s.calendar} className="day-nav">
        {d.previous ? (
          <Link to={dayHref(c.course_name, d.previous)} rel="prev" className="button button-light">
            ← {s.previous} <span className="sr-only">({s.day(d.previous)})</span>
          </Link>
        ) : (
          <span />
        )}
        <Link to={classHref(c.course_name)}>{s.backToClass}</Link>
        {d.next ? (
          <Link to={dayHref(c.course_name, d.next)} rel="next" className="button button-light">
            {s.next} <span className="sr-only">({s.day(d.next)})</span> →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
