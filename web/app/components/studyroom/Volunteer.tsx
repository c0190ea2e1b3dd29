import { Form, Link, useNavigation } from '@remix-run/react';
import { VOLUNTEER_CONTENT_MAX, VOLUNTEER_HOURS_MAX, VOLUNTEER_HOURS_MIN, formatDate } from '@dharma/config/rules';
import { type GradeScore, type VolunteerEntry } from '@dharma/config/contracts';
import { gradesUi } from '@dharma/config/words';
import type { VolunteerFormResult } from '~/lib/form-results';
import { ConfirmOrBack } from '~/components/ConfirmOrBack';

/** A volunteer entry as the learner sees it, with its edit and delete links (both work without JavaScript). */
export function EntryView({
  entry,
  confirming,
  result,
  gradeId,
}: {
  entry: VolunteerEntry;
  confirming: boolean;
  result: VolunteerFormResult | undefined;
  gradeId: number;
}) {
  const g = gradesUi;
  const busy = useNavigation().state === 'submitting';
  return (
    <article aria-label={`${formatDate(entry.date)} ${g.volunteer}`}>
      <div className="volunteer-head">
        <strong>{formatDate(entry.date)}</strong>
        <span>{g.hoursValue(entry.hrs)}</span>
        <span className={`status-label ${entry.confirmed ? 'status-completed' : 'status-coming'}`}>
          {entry.confirmed ? g.confirmed : g.unconfirmed}
        </span>
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
            <ConfirmOrBack
              confirm={g.deleteYes}
              back={`/studyroom/grades/${gradeId}#entry-${entry.id}`}
              backLabel={g.cancel}
              busy={busy}
              backStyle="button-ghost"
            />
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
export function VolunteerForm({
  score,
  entry,
  result,
}: {
  score: GradeScore;
  entry: VolunteerEntry | null;
  result: VolunteerFormResult | undefined;
}) {
  const g = gradesUi;
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
          <input
            id={`${key}-date`}
            name="date"
            type="date"
            required
            min={score.term_start}
            max={score.term_end}
            defaultValue={value('date', entry?.date ?? '')}
            aria-describedby={described()}
          />
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
        <textarea
          id={`${key}-content`}
          name="content"
          rows={3}
          required
          maxLength={VOLUNTEER_CONTENT_MAX}
          defaultValue={value('content', entry?.content ?? '')}
          aria-describedby={described(`${key}-content-hint`)}
        />
        <p className="hint" id={`${key}-content-hint`}>
          {g.contentHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${key}-email`}>{g.email}</label>
        <input
          id={`${key}-email`}
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={value('email', entry?.email ?? '')}
          aria-describedby={described()}
        />
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
