import type { MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { chromeUi, gradesUi, studyroomUi } from '@dharma/config/words';
import { ScoreSheet } from '~/components/studyroom/ScoreSheet';
import { EntryView, VolunteerForm } from '~/components/studyroom/Volunteer';
import { classHref } from '~/components/studyroom/links';
import type { VolunteerFormResult } from '~/lib/form-results';
import type { loader } from './studyroom.grades.$gradeId.server';

export { headers, action, loader } from './studyroom.grades.$gradeId.server';
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? gradesUi.title(studyroomUi.courseName(data.page.score.name, data.page.score.level)) : gradesUi.sheet} | ${studyroomUi.title} | ${chromeUi.siteName}`,
  },
];

/** A grade: the score sheet with progress bars, and the volunteer log of this class's term. */
export default function GradePage() {
  const { page, edit, remove, done } = useLoaderData<typeof loader>();
  const result = useActionData<VolunteerFormResult>();
  const { score, volunteers } = page;
  const g = gradesUi;
  const courseName = studyroomUi.courseName(score.name, score.level);
  return (
    <div className="container section grade-page">
      <p className="eyebrow">
        {score.status === 'unpaid' ? score.course_name : <Link to={classHref(score.course_name)}>{score.course_name}</Link>}
      </p>
      <h1>{g.title(courseName)}</h1>
      <ScoreSheet score={score} />

      <section id="volunteer" className="study-card grade-volunteer" aria-labelledby="volunteer-title">
        <h2 id="volunteer-title">{g.volunteer}</h2>
        <p className="muted">{g.volunteerHint}</p>
        <p className="grade-total">
          <strong>{g.volunteerTotal(volunteers.total_hours, volunteers.confirmed_hours)}</strong>
        </p>
        {done ? (
          <p role="status" className="notice-box success">
            {done}
          </p>
        ) : null}
        {volunteers.entries.length ? (
          <ul className="volunteer-list">
            {volunteers.entries.map((entry) => (
              <li key={entry.id} id={`entry-${entry.id}`} className="volunteer-entry">
                {edit === entry.id && !entry.confirmed ? (
                  <VolunteerForm
                    score={score}
                    entry={entry}
                    result={result?.intent === 'update' && result.entry === entry.id ? result : undefined}
                  />
                ) : (
                  <EntryView
                    entry={entry}
                    confirming={remove === entry.id}
                    result={result?.intent === 'delete' && result.entry === entry.id ? result : undefined}
                    gradeId={score.id}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{g.volunteerEmpty}</p>
        )}
        {/* Keyed by the entries shown, so a recorded entry leaves an empty form behind. */}
        {score.status === 'unpaid' ? null : (
          <VolunteerForm
            key={volunteers.entries.map((e) => e.id).join('-')}
            score={score}
            entry={null}
            result={result?.intent === 'add' ? result : undefined}
          />
        )}
      </section>
    </div>
  );
}
