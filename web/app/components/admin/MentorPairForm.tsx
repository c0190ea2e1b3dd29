import { Form, Link } from '@remix-run/react';
import { type MentorPair } from '@dharma/config/contracts';
import { adminUi } from '@dharma/config/words';
import type { MentorFormResult } from '~/lib/form-results';

const FIELDS = [
  { name: 'mentee_name', label: adminUi.mentors.menteeName, phone: false },
  { name: 'mentee_phone', label: adminUi.mentors.menteePhone, phone: true },
  { name: 'mentor_name', label: adminUi.mentors.mentorName, phone: false },
  { name: 'mentor_phone', label: adminUi.mentors.mentorPhone, phone: true },
] as const;

/** The four fields of a pair: a refused form keeps what was typed and marks the field the message is about. */
export function MentorPairForm({
  intent,
  pair,
  result,
  busy,
}: {
  intent: 'add' | 'update';
  pair: MentorPair | null;
  result: MentorFormResult | undefined;
  busy: boolean;
}) {
  const t = adminUi.mentors;
  const mine = result && result.intent === intent && (intent === 'add' || result.pair === pair?.id) ? result : undefined;
  const prefix = intent === 'add' ? 'new' : `pair-${pair?.id}`;
  return (
    <Form
      method="post"
      className="admin-filters"
      noValidate
      aria-label={intent === 'add' ? t.addTitle : t.editTitle(pair?.mentee_name ?? '')}
    >
      <input type="hidden" name="intent" value={intent} />
      {pair ? <input type="hidden" name="pair" value={pair.id} /> : null}
      {mine ? (
        <p className="alert alert-error" role="alert" id={`${prefix}-error`} style={{ gridColumn: '1 / -1' }}>
          {mine.error}
        </p>
      ) : null}
      {FIELDS.map((f) => (
        <div className="field" key={f.name}>
          <label htmlFor={`${prefix}-${f.name}`}>{f.label}</label>
          <input
            id={`${prefix}-${f.name}`}
            name={f.name}
            required
            maxLength={30}
            type={f.phone ? 'tel' : 'text'}
            inputMode={f.phone ? 'tel' : undefined}
            autoComplete="off"
            placeholder={f.phone ? t.phoneHint : undefined}
            defaultValue={mine ? mine.values[f.name] : (pair?.[f.name] ?? '')}
            aria-invalid={mine?.field === f.name ? true : undefined}
            aria-describedby={mine?.field === f.name ? `${prefix}-error` : undefined}
          />
        </div>
      ))}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {intent === 'add' ? t.add : t.save}
        </button>
        {intent === 'update' ? (
          <Link to="/admin/mentors" className="button button-light">
            {t.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
