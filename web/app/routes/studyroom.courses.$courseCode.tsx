import { type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDate, formatDayOfClass } from '@dharma/config/rules';
import { chromeUi, gradesUi, studyroomUi } from '@dharma/config/words';
import { boardHref, dayHref, gradeHref } from '~/components/studyroom/links';
import { DayStateLabel, ProgressBar } from '~/components/studyroom/ProgressBar';
import type { loader } from './studyroom.courses.$courseCode.server';

export { headers, loader } from './studyroom.courses.$courseCode.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? `${studyroomUi.courseName(data.course.name, data.course.level)} | ` : ''}${studyroomUi.title} | ${chromeUi.siteName}`,
  },
];

export default function StudyroomClass() {
  const { course: c, days } = useLoaderData<typeof loader>();
  const s = studyroomUi;
  const name = s.courseName(c.name, c.level);
  return (
    <div className="container section">
      <p className="eyebrow">
        <Link to="/studyroom/current">{studyroomUi.title}</Link>
      </p>
      <div className="study-card-head">
        <h1>{name}</h1>
        <span className={`status-label status-${c.status}`}>{s.status[c.status] ?? c.status}</span>
      </div>
      <p className="muted">
        {c.course_name} · {s.term} {formatDate(c.term_start)} – {formatDate(c.term_end)}
      </p>
      <section className="study-card" aria-label={s.progress}>
        <ProgressBar percent={c.progress} label={`${name} ${s.progress}`} />
        <p className="study-facts">
          <span>{s.completedDays(c.completed_days, c.lessons)}</span>
          {c.status === 'studying' ? <span>{s.daysLeft(c.days_left)}</span> : null}
        </p>
        {c.today !== null ? (
          <Link to={dayHref(c.course_name, c.today)} className="button">
            {s.studyToday(c.today)}
          </Link>
        ) : null}
        <p className="study-link">
          <Link to={boardHref(c.course_name)}>{s.boardLink}</Link>
        </p>
        <p className="study-link">
          <Link to={gradeHref(c.id)}>{gradesUi.link}</Link>
        </p>
      </section>
      <section aria-labelledby="calendar-title">
        <h2 id="calendar-title">{s.calendar}</h2>
        <ol className="day-grid">
          {days.map((d) => (
            <li key={d.day}>
              <Link
                to={dayHref(c.course_name, d.day)}
                className={`day-cell day-cell-${d.state}`}
                aria-current={d.day === c.today ? 'date' : undefined}
                data-testid={`day-${d.day}`}
              >
                <span className="day-no">{s.day(d.day)}</span>
                <span className="day-date">{formatDayOfClass(d.date)}</span>
                <DayStateLabel state={d.state} />
                {d.title ? <span className="day-title">{d.title}</span> : null}
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
