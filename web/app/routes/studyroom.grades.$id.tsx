import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { VOLUNTEER_CONTENT_MAX, VOLUNTEER_HOURS_MAX, VOLUNTEER_HOURS_MIN, formatDate, ui, type GradeScore, type VolunteerEntry } from '@dharma/config';
import { classHref, lifestyleHref } from '~/components/studyroom/links';
import { ProgressBar } from '~/components/studyroom/ProgressBar';
import { routeHeaders } from '~/lib/http.server';
import type { VolunteerFormResult, loader } from './studyroom.grades.$id.server';

export { action, loader } from './studyroom.grades.$id.server';
export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? ui.grades.title(ui.studyroom.courseName(data.page.score.name, data.page.score.level)) : ui.grades.sheet} | ${ui.studyroom.title} | ${ui.siteName}` },
];

/** A grade: the score sheet with progress bars, and the volunteer log of this class's term. */
export default function GradePage() {
  const { page, edit, remove, done } = useLoaderData<typeof loader>();
  const result = useActionData<VolunteerFormResult>();
  const { score, volunteers } = page;
  const g = ui.grades;
  const courseName = ui.studyroom.courseName(score.name, score.level);
  return (
    <div className="container section grade-page">
      <p className="eyebrow">{score.status === 'unpaid' ? score.course_name : <Link to={classHref(score.course_name)}>{score.course_name}</Link>}</p>
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
                  <VolunteerForm score={score} entry={entry} result={result?.intent === 'update' && result.entry === entry.id ? result : undefined} />
                ) : (
                  <EntryView entry={entry} confirming={remove === entry.id} result={result?.intent === 'delete' && result.entry === entry.id ? result : undefined} gradeId={score.id} />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{g.volunteerEmpty}</p>
        )}
        {/* Keyed by the entries shown, so a recorded entry leaves an empty form behind. */}
        {score.status === 'unpaid' ? null : <VolunteerForm key={volunteers.entries.map((e) => e.id).join('-')} score={score} entry={null} result={result?.intent === 'add' ? result : undefined} />}
      </section>
    </div>
  );
}

function ScoreSheet({ score }: { score: GradeScore }) {
  const g = ui.grades;
  const s = ui.studyroom;
  return (
    <section className="study-card grade-sheet" aria-labelledby="sheet-title">
      <h2 id="sheet-title">{g.sheet}</h2>
      <p className="muted small">
        {s.term} {formatDate(score.term_start)} – {formatDate(score.term_end)}
      </p>
      {score.status === 'unpaid' ? null : <ProgressBar percent={score.progress} label={`${s.courseName(score.name, score.level)} ${s.progress}`} />}
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
          <Link to={lifestyleHref(score.id)}>{ui.lifestyle.link} →</Link>
        </p>
      )}
    </section>
  );
}

function EntryView({ entry, confirming, result, gradeId }: { entry: VolunteerEntry; confirming: boolean; result: VolunteerFormResult | undefined; gradeId: number }) {
  const g = ui.grades;
  const busy = useNavigation().state === 'submitting';
  return (
    <article aria-label={`${formatDate(entry.date)} ${g.volunteer}`}>
      <div className="volunteer-head">
        <strong>{formatDate(entry.date)}</strong>
        <span>{g.hoursValue(entry.hrs)}</span>
        <span className={`status-label ${entry.confirmed ? 'status-completed' : 'status-coming'}`}>{entry.confirmed ? g.confirmed : g.unconfirmed}</span>
      </div>
      <p className="post-text">{entry.content}</p>
      {entry.email ? <p className="muted small">{entry.email}</p> : null}
      {result ? (
        <p className="field-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {entry.confirmed ? null : confirming ? (
        <Form method="post" className="volunteer-confirm" preventScrollReset>
          <p>{g.deleteConfirm}</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="entry" value={entry.id} />
          <div className="button-row">
            <button type="submit" className="button button-danger" disabled={busy}>
              {g.deleteYes}
            </button>
            <Link to={`/studyroom/grades/${gradeId}#entry-${entry.id}`} className="button button-ghost">
              {g.cancel}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="button-row">
          <Link to={`?edit=${entry.id}#entry-${entry.id}`} className="button button-small button-ghost" preventScrollReset>
            {g.edit}
          </Link>
          <Link to={`?delete=${entry.id}#entry-${entry.id}`} className="button button-small button-ghost" preventScrollReset>
            {g.delete}
          </Link>
        </div>
      )}
    </article>
  );
}

/** The add form (entry null) or an entry's edit form; a refused form shows what was typed and why. */
function VolunteerForm({ score, entry, result }: { score: GradeScore; entry: VolunteerEntry | null; result: VolunteerFormResult | undefined }) {
  const g = ui.grades;
  const busy = useNavigation().state === 'submitting';
  const key = entry ? `edit-${entry.id}` : 'add';
  const value = (name: string, fallback: string) => result?.values[name] ?? fallback;
  const errorId = `${key}-error`;
  const described = (hint?: string) => [hint, result ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form method="post" className="volunteer-form" aria-labelledby={`${key}-title`} preventScrollReset>
      <h3 id={`${key}-title`}>{entry ? g.editTitle : g.add}</h3>
      <input type="hidden" name="intent" value={entry ? 'update' : 'add'} />
      {entry ? <input type="hidden" name="entry" value={entry.id} /> : null}
      <div className="field-grid">
        <div className="field">
          <label htmlFor={`${key}-date`}>{g.date}</label>
          <input id={`${key}-date`} name="date" type="date" required min={score.term_start} max={score.term_end} defaultValue={value('date', entry?.date ?? '')} aria-describedby={described()} />
        </div>
        <div className="field">
          <label htmlFor={`${key}-hrs`}>{g.hours}</label>
          <input
            id={`${key}-hrs`}
            name="hrs"
            type="number"
            inputMode="decimal"
            required
            min={VOLUNTEER_HOURS_MIN}
            max={VOLUNTEER_HOURS_MAX}
            step={0.5}
            defaultValue={value('hrs', entry ? String(entry.hrs) : '')}
            aria-describedby={described(`${key}-hrs-hint`)}
          />
          <p className="hint" id={`${key}-hrs-hint`}>
            {g.hoursHint}
          </p>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${key}-content`}>{g.content}</label>
        <textarea id={`${key}-content`} name="content" rows={3} required maxLength={VOLUNTEER_CONTENT_MAX} defaultValue={value('content', entry?.content ?? '')} aria-describedby={described(`${key}-content-hint`)} />
        <p className="hint" id={`${key}-content-hint`}>
          {g.contentHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${key}-email`}>{g.email}</label>
        <input id={`${key}-email`} name="email" type="email" autoComplete="off" defaultValue={value('email', entry?.email ?? '')} aria-describedby={described()} />
      </div>
      {result ? (
        <p className="field-error" id={errorId} role="alert">
          {result.error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {entry ? g.save : g.add}
        </button>
        {entry ? (
          <Link to={`/studyroom/grades/${score.id}#entry-${entry.id}`} className="button button-ghost">
            {g.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
