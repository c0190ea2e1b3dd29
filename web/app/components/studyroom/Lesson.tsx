import type { ReactNode } from 'react';
import { type DayDetail, type DayTask } from '@dharma/config/contracts';
import { studyroomUi } from '@dharma/config/words';
import { Blocks } from '~/components/Blocks';
import { ExternalLink } from '~/components/ExternalLink';
import type { Blocks as BlocksData } from '~/lib/api/content.server';

/**
 * A lesson as learners see it: the teaching, the scripture passage, the story and the video. The
 * learner's day page and the editors' preview both show a lesson through this, so a preview is
 * what learners will get.
 */
export function LessonContent({
  lesson,
  scriptureLink = null,
}: {
  lesson: Pick<DayDetail, 'scripture' | 'story' | 'video'> & { body?: unknown };
  scriptureLink?: ReactNode;
}) {
  const s = studyroomUi;
  const body = Array.isArray(lesson.body) && lesson.body.length ? (lesson.body as BlocksData) : null;
  return (
    <>
      {body ? <Blocks content={body} /> : null}

      {lesson.scripture ? (
        <section aria-labelledby="scripture-title" className="study-section">
          <h2 id="scripture-title">{s.scripture}</h2>
          <figure className="scripture">
            <blockquote>
              <p>{lesson.scripture.passage}</p>
            </blockquote>
            <figcaption>
              {lesson.scripture.book} {lesson.scripture.reference}
            </figcaption>
          </figure>
          {scriptureLink}
        </section>
      ) : null}

      {lesson.story ? (
        <section aria-labelledby="story-title" className="study-section">
          <h2 id="story-title">{s.story}</h2>
          <p className="story-text">{lesson.story}</p>
        </section>
      ) : null}

      {lesson.video ? (
        <section aria-labelledby="video-title" className="study-section">
          <h2 id="video-title">{s.video}</h2>
          <p>
            <ExternalLink href={lesson.video.url} className="button button-light">
              <span aria-hidden="true">▶ </span>
              {lesson.video.title}
            </ExternalLink>
          </p>
        </section>
      ) : null}
    </>
  );
}

/** A lesson's tasks in order, each drawn by `task`, under a notice when one applies (not open, closed, preview). */
export function LessonTasks({ tasks, notice, task }: { tasks: DayTask[]; notice: string | null; task: (task: DayTask) => ReactNode }) {
  if (!tasks.length) return null;
  return (
    <section aria-labelledby="tasks-title" className="study-section">
      <h2 id="tasks-title">{studyroomUi.tasks}</h2>
      {notice ? <p className="notice-box">{notice}</p> : null}
      <ol className="task-list">
        {tasks.map((t) => (
          <li key={t.task_id}>{task(t)}</li>
        ))}
      </ol>
    </section>
  );
}
