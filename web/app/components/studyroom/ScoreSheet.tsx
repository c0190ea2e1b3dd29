import { Link } from '@remix-run/react';
import { formatDate } from '@dharma/config/rules';
import { type GradeScore } from '@dharma/config/contracts';
import { gradesUi, lifestyleUi, studyroomUi } from '@dharma/config/words';
import { lifestyleHref } from './links';
import { ProgressBar } from './ProgressBar';

/** A grade's score sheet: the term, the progress bar and every count the result is made of. */
export function ScoreSheet({ score }: { score: GradeScore }) {
  const g = gradesUi;
  const s = studyroomUi;
  return (
    <section className="study-card grade-sheet" aria-labelledby="sheet-title">
      <h2 id="sheet-title">{g.sheet}</h2>
      <p className="muted small">
        {s.term} {formatDate(score.term_start)} – {formatDate(score.term_end)}
      </p>
      {score.status === 'unpaid' ? null : (
        <ProgressBar percent={score.progress} label={`${s.courseName(score.name, score.level)} ${s.progress}`} />
      )}
      <dl className="grade-facts">
        <div>
          <dt>{g.days}</dt>
          <dd>{g.daysValue(score.completed_days, score.lessons)}</dd>
        </div>
        <div>
          <dt>{g.tasksAnswered}</dt>
          <dd>{g.tasksValue(score.tasks_answered)}</dd>
        </div>
        <div>
          <dt>{g.votesReceived}</dt>
          <dd>{s.votes(score.votes_received)}</dd>
        </div>
        <div>
          <dt>{g.lifestyleChecks}</dt>
          <dd>{g.checksValue(score.lifestyle_checks)}</dd>
        </div>
        <div>
          <dt>{g.volunteerHours}</dt>
          <dd>{g.hoursValue(score.volunteer_hours)}</dd>
        </div>
        <div>
          <dt>{g.result}</dt>
          <dd>
            <span className={`status-label status-${score.status}`}>{s.status[score.status] ?? score.status}</span>
          </dd>
        </div>
        <div>
          <dt>{g.credits}</dt>
          <dd>{s.creditsValue(score.credits)}</dd>
        </div>
      </dl>
      {score.status === 'unpaid' ? null : (
        <p className="study-link">
          <Link to={lifestyleHref(score.id)}>{lifestyleUi.link} →</Link>
        </p>
      )}
    </section>
  );
}
