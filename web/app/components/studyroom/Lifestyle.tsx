import { Form, useFetcher, useNavigation } from '@remix-run/react';
import { LIFESTYLE_ETC_MAX, LIFESTYLE_NAME_MAX, formatDate } from '@dharma/config/rules';
import { type LifestylePractice, type LifestyleWeek } from '@dharma/config/contracts';
import { lifestyleUi } from '@dharma/config/words';
import type { LifestyleResult } from '~/lib/form-results';
import { useHydrated } from '~/lib/hydrated';
import { Field, TextField } from '~/components/Field';

/** A day of a practice: a one-tap toggle when it may change, else the state as text. */
export function DayCell({ week, practice, day }: { week: LifestyleWeek; practice: LifestylePractice; day: string }) {
  const l = lifestyleUi;
  const fetcher = useFetcher<LifestyleResult>();
  const hydrated = useHydrated();
  const saved = practice.checked.includes(day);
  // While a toggle is on its way the cell shows where it is going.
  const checked = fetcher.formData ? !saved : (fetcher.data?.checked ?? saved);
  const label = l.cell(practice.name, formatDate(day), checked);
  if (!week.changeable.includes(day)) {
    return (
      <span className={`day-mark${saved ? ' is-checked' : ''}`} aria-label={l.cell(practice.name, formatDate(day), saved)} role="img">
        {saved ? '✓' : '·'}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="item" value={practice.item} />
      <input type="hidden" name="date" value={day} />
      {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
      <button type="submit" className={`day-toggle${checked ? ' is-checked' : ''}`} aria-pressed={checked} aria-label={label}>
        {checked ? '✓' : ''}
      </button>
      {fetcher.data?.error ? (
        <span className="field-error small" role="alert">
          {fetcher.data.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** The learner's own practices: each removable, and the form that adds one (what was typed kept when refused). */
export function OwnPractices({ week, result }: { week: LifestyleWeek; result: LifestyleResult | undefined }) {
  const l = lifestyleUi;
  const busy = useNavigation().state === 'submitting';
  const own = week.practices.filter((p) => p.own);
  return (
    <section id="own" className="study-card lifestyle-own" aria-labelledby="own-title">
      <h2 id="own-title">{l.own}</h2>
      {own.length ? (
        <ul className="own-list">
          {own.map((p) => (
            <li key={p.item}>
              <span>{p.name}</span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="item" value={p.item} />
                <button type="submit" className="button button-small button-ghost" aria-label={l.remove(p.name)} disabled={busy}>
                  {l.removeShort}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {week.changeable.length ? (
        <Form method="post" className="volunteer-form" aria-labelledby="own-add-title" key={own.length} preventScrollReset>
          <h3 id="own-add-title">{l.addTitle}</h3>
          <input type="hidden" name="intent" value="add" />
          <TextField
            id="own-name"
            label={l.name}
            hint={l.nameHint}
            name="name"
            type="text"
            required
            maxLength={LIFESTYLE_NAME_MAX}
            defaultValue={result?.values?.name ?? ''}
            aria-describedby={`own-name-hint${result?.error ? ' own-error' : ''}`}
          />
          <Field id="own-etc" label={l.etc}>
            <input id="own-etc" name="etc" type="text" maxLength={LIFESTYLE_ETC_MAX} defaultValue={result?.values?.etc ?? ''} />
          </Field>
          {result?.error ? (
            <p className="field-error" id="own-error" role="alert">
              {result.error}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button" disabled={busy}>
              {l.add}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
