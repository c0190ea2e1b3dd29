import { formatDate } from '@dharma/config/rules';
import { registerUi } from '@dharma/config/words';
import type { WizardSemester } from './courses';

/** The semester's title, window and term, why one cannot apply (if so), and the two steps. */
export function WizardHeader({ semester, signedIn, step }: { semester: WizardSemester; signedIn: boolean; step: number }) {
  const r = registerUi;
  return (
    <>
      <h1>{semester.label ? r.title(semester.label) : ''}</h1>
      {semester.apply_start ? (
        <p className="muted">
          {r.period} {formatDate(semester.apply_start)} – {formatDate(semester.apply_end ?? '')} · {r.term}{' '}
          {formatDate(semester.term_start ?? '')} – {formatDate(semester.term_end ?? '')}
        </p>
      ) : null}
      {!semester.open ? <p className="notice-box">{r.closed}</p> : null}
      {!signedIn ? <p className="notice-box">{r.signInToApply}</p> : null}
      <ol className="steps" aria-label={r.steps}>
        <li aria-current={step === 1 ? 'step' : undefined}>{r.step1}</li>
        <li aria-current={step === 2 ? 'step' : undefined}>{r.step2}</li>
      </ol>
    </>
  );
}
