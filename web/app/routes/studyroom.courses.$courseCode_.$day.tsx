import type { MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatDate, formatKoreanDay, isPostType, scriptureBook } from '@dharma/config/rules';
import { messages, chromeUi, studyroomUi } from '@dharma/config/words';
import { boardHref, classHref, dayHref, hallHref } from '~/components/studyroom/links';
import { LessonContent, LessonTasks } from '~/components/studyroom/Lesson';
import { DayPostsSection } from '~/components/studyroom/Posts';
import { DayStateLabel } from '~/components/studyroom/ProgressBar';
import { TaskForm, TaskReadOnly } from '~/components/studyroom/TaskForm';
import type { PageHandle } from '~/lib/page-handle';
import type { TaskResult, VoteResult } from '~/lib/form-results';
import type { action, loader } from './studyroom.courses.$courseCode_.$day.server';

export { headers, action, loader } from './studyroom.courses.$courseCode_.$day.server';

/**
 * A study day loaded as a document is not hydrated: what it needs a script for is its forms
 * posting in place, which `enhance/in-place.ts` does over the server's own answer (React and
 * Remix's runtime, ~114 KB on a phone, were its time to interactive). Reached by a link inside a
 * hydrated page, React renders it and its fetchers post as before.
 */
export const handle: PageHandle = { hydrate: false, enhancers: ['forms'] };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? `${data.detail.title} | ${studyroomUi.courseName(data.detail.course.name, data.detail.course.level)} | ` : ''}${studyroomUi.title} | ${chromeUi.siteName}`,
  },
];

/** One day of a class: the teaching, the passage, the story, the video and the tasks as forms. */
export default function StudyroomDay() {
  const { detail: d, saved, voted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as TaskResult | VoteResult | undefined;
  const result = actionData && 'task_id' in actionData ? actionData : undefined;
  const voteResult = actionData && 'intent' in actionData ? actionData : undefined;
  const book = d.scripture_ref ? scriptureBook(d.scripture_ref.book_id) : null;
  // A day whose lesson asks for no verse or story has no posts section (unless posts remain from before).
  const hasPosts = d.tasks.some((t) => isPostType(t.type)) || d.posts.verses.length > 0 || d.posts.stories.length > 0;
  const s = studyroomUi;
  const c = d.course;
  const name = s.courseName(c.name, c.level);

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
            {messages.day_done} <span className="muted small">{s.doneOn(formatKoreanDay(d.completed_at))}</span>
          </p>
        ) : null}
      </div>

      <LessonContent
        lesson={d}
        scriptureLink={
          book && d.scripture_ref ? (
            <p className="study-link">
              <Link to={hallHref(book.key, d.scripture_ref.verse)}>{studyroomUi.hallLink}</Link>
            </p>
          ) : null
        }
      />
      <LessonTasks
        tasks={d.tasks}
        notice={d.writable ? null : d.state === 'future' ? s.notOpen : s.closed}
        task={(task) =>
          d.writable ? <TaskForm task={task} result={result} savedByRedirect={saved === task.key} /> : <TaskReadOnly task={task} />
        }
      />

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
