import { useEffect } from 'react';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { chromeUi, previewUi, studyroomUi } from '@dharma/config/words';
import { LessonContent, LessonTasks } from '~/components/studyroom/Lesson';
import { TaskForm } from '~/components/studyroom/TaskForm';
import type { loader } from './preview.lessons.$documentId.server';

export { headers, loader } from './preview.lessons.$documentId.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.lesson ? `${data.lesson.title} | ` : ''}${previewUi.banner} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** After an editor saves, the panel tells the framed preview to show the new version. */
function useRefreshFromPanel(panelOrigin: string) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === panelOrigin && event.data?.type === 'strapiUpdate') revalidator.revalidate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [panelOrigin, revalidator]);
}

/**
 * An editor's preview of a lesson: the learner's day page parts (the same components), the tasks
 * as learners get them but disabled, under a banner that says this is a preview.
 */
export default function LessonPreviewPage() {
  const data = useLoaderData<typeof loader>();
  useRefreshFromPanel(data.panelOrigin);
  const p = previewUi;

  if (!data.lesson) {
    return (
      <section className="error-page container" aria-labelledby="preview-refused-title">
        <h1 id="preview-refused-title">{p.refusedTitle}</h1>
        <p>{data.refused}</p>
      </section>
    );
  }

  const lesson = data.lesson;
  const s = studyroomUi;
  return (
    <div className="container section study-day">
      <p className="preview-banner">
        <strong>{p.banner}</strong> <span className="slot">{p.versionOf(p.status[lesson.status] ?? lesson.status)}</span>
      </p>
      <p className="eyebrow">
        {s.courseName(lesson.name, lesson.level)} · {s.day(lesson.day)}
      </p>
      <h1>{lesson.title}</h1>
      <p className="study-day-meta">{p.opensOn(lesson.opens_on_day)}</p>
      {lesson.beyond_terms ? (
        <p className="alert alert-error preview-warning" role="alert">
          <strong>{p.beyondTermsTitle}</strong> {p.beyondTerms(lesson.opens_on_day, lesson.beyond_terms.longest_term_days)}
        </p>
      ) : null}

      <LessonContent lesson={lesson} />
      <LessonTasks
        tasks={lesson.tasks}
        notice={p.tasksDisabled}
        task={(task) => <TaskForm task={task} result={undefined} savedByRedirect={false} disabled />}
      />
    </div>
  );
}
