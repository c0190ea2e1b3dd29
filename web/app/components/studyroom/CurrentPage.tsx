import { Link } from '@remix-run/react';
import { CoursePicture } from '~/components/CoursePicture';
import { formatDate } from '@dharma/config/rules';
import { formatWon, messages, studyroomUi } from '@dharma/config/words';
import { type StudyClass } from '@dharma/config/contracts';
import { classHref, dayHref } from './links';
import { NoClasses } from './NoClasses';
import { ProgressBar } from './ProgressBar';

/** This semester's classes, one card each: today's day, the progress and the days left, or what is still to pay. */
export function CurrentPage({ title, classes }: { title: string; classes: StudyClass[] }) {
  const s = studyroomUi;
  return (
    <div className="container section">
      <h1>{title}</h1>
      {classes.length ? (
        <ul className="study-cards">
          {classes.map((c, i) => (
            <li key={c.id}>
              {/* Two cards fill the first screen on a wide window: the rest load as they come into view. */}
              <ClassCard course={c} lazy={i >= 2} />
            </li>
          ))}
        </ul>
      ) : (
        <NoClasses text={s.empty} />
      )}
    </div>
  );
}

function ClassCard({ course: c, lazy }: { course: StudyClass; lazy: boolean }) {
  const s = studyroomUi;
  const name = s.courseName(c.name, c.level);
  const headingId = `class-${c.id}`;
  return (
    <article className="study-card" aria-labelledby={headingId}>
      <div className="study-card-top">
        <CoursePicture image={c.image} className="study-card-picture" lazy={lazy} />
        <div>
          <div className="study-card-head">
            <h2 id={headingId}>{name}</h2>
            <span className={`status-label status-${c.status}`}>{s.status[c.status] ?? c.status}</span>
          </div>
          <p className="muted small">
            {c.course_name} · {s.term} {formatDate(c.term_start)} – {formatDate(c.term_end)}
          </p>
        </div>
      </div>
      {c.status === 'unpaid' ? (
        <section className="notice-box study-unpaid" aria-label={s.unpaidTitle}>
          <p>{messages.class_unpaid}</p>
          <dl className="cta-facts">
            {/* The semester's fee is owed once: a class whose share is 0 says nothing of an amount. */}
            {c.amount_due > 0 ? (
              <div>
                <dt>{s.amountDue}</dt>
                <dd data-testid="class-amount-due">{formatWon(c.amount_due)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{s.account}</dt>
              <dd>
                <Link to="/studyroom/coming">{s.accountLink}</Link>
              </dd>
            </div>
          </dl>
        </section>
      ) : (
        <>
          <TodayLine course={c} />
          <ProgressBar percent={c.progress} label={`${name} ${s.progress}`} />
          <p className="study-facts">
            <span>{s.completedDays(c.completed_days, c.lessons)}</span>
            {c.status === 'studying' ? <span>{s.daysLeft(c.days_left)}</span> : null}
          </p>
          <p>
            <Link to={classHref(c.course_name)}>{s.viewCalendar}</Link>
          </p>
        </>
      )}
    </article>
  );
}

function TodayLine({ course: c }: { course: StudyClass }) {
  const s = studyroomUi;
  if (c.today !== null) {
    return (
      <div className="study-today">
        <p>{s.todayIs(c.today)}</p>
        <Link to={dayHref(c.course_name, c.today)} className="button">
          {s.studyToday(c.today)}
        </Link>
      </div>
    );
  }
  return <p className="study-today">{c.status === 'coming' ? s.startsOn(formatDate(c.term_start)) : s.ended}</p>;
}
