import type { MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatDate } from '@dharma/config/rules';
import { chromeUi, lifestyleUi, studyroomUi } from '@dharma/config/words';
import { DayCell, OwnPractices } from '~/components/studyroom/Lifestyle';
import { gradeHref } from '~/components/studyroom/links';
import type { LifestyleResult } from '~/lib/form-results';
import type { loader } from './studyroom.grades.$gradeId_.lifestyle.server';

export { headers, action, loader } from './studyroom.grades.$gradeId_.lifestyle.server';
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? lifestyleUi.title(studyroomUi.courseName(data.week.name, data.week.level)) : lifestyleUi.link} | ${studyroomUi.title} | ${chromeUi.siteName}`,
  },
];

/** A grade's lifestyle checks: this week as a grid, each changeable day one tap. */
export default function LifestylePage() {
  const { week } = useLoaderData<typeof loader>();
  const result = useActionData<LifestyleResult>();
  const l = lifestyleUi;
  const course = studyroomUi.courseName(week.name, week.level);
  return (
    <div className="container section lifestyle-page">
      <p className="eyebrow">
        <Link to={gradeHref(week.grade)}>{l.gradeLink}</Link>
      </p>
      <h1>{l.title(course)}</h1>
      <p className="muted">{l.hint}</p>
      {result?.error && result.intent === 'toggle' ? (
        <p className="field-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {week.practices.length ? (
        // A scrolling region must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="week-caption" tabIndex={0}>
          <table className="lifestyle-grid">
            <caption id="week-caption">
              {formatDate(week.week[0])} – {formatDate(week.week[6])}
            </caption>
            <thead>
              <tr>
                <th scope="col">{l.practice}</th>
                {week.week.map((day, i) => (
                  <th scope="col" key={day} className={day === week.today ? 'is-today' : undefined}>
                    <span>{l.weekdays[i]}</span>
                    <span className="small">{day.slice(5).replace('-', '.')}</span>
                    {day === week.today ? <span className="sr-only"> {l.today}</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {week.practices.map((p) => (
                <tr key={p.item}>
                  <th scope="row">
                    <span className="practice-name">{p.name}</span>
                    {p.etc ? <span className="muted small practice-etc">{p.etc}</span> : null}
                    <span className="slot">{p.own ? l.own : l.course}</span>
                  </th>
                  {week.week.map((day) => (
                    <td key={day} id={`cell-${p.item}-${day}`} className={day === week.today ? 'is-today' : undefined}>
                      <DayCell week={week} practice={p} day={day} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="notice-box">{l.empty}</p>
      )}
      <OwnPractices week={week} result={result && result.intent !== 'toggle' ? result : undefined} />
    </div>
  );
}
