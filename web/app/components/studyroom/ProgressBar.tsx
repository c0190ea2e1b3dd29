import { CREDITS_TO_COMPLETE, PASS_PERCENT, passedAt } from '@dharma/config/rules';
import { studyroomUi } from '@dharma/config/words';
import { CreditMeter } from '../CreditMeter';

/**
 * A class's progress as a bar with the pass line marked on it. The numbers are also in the
 * accessible value and in the text beside it, so nothing depends on seeing the bar.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const s = studyroomUi;
  return (
    <div className="study-progress">
      <div className="study-progress-text">
        <span>{s.progressText(percent)}</span>
        <span className="muted small">{s.passLine(PASS_PERCENT)}</span>
      </div>
      <div
        className="progress study-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={s.progressValue(percent, PASS_PERCENT)}
      >
        <span className={passedAt(percent) ? 'passed' : undefined} style={{ width: `${percent}%` }} />
        <i className="pass-line" style={{ left: `${PASS_PERCENT}%` }} aria-hidden="true" />
      </div>
    </div>
  );
}

/** Credits towards completing the programme: x / 80 as text and as a bar. */
export function CreditBar({ credits }: { credits: number }) {
  const s = studyroomUi;
  const text = s.creditsOf(credits, CREDITS_TO_COMPLETE);
  return (
    <div className="study-progress">
      <div className="study-progress-text">
        <span>{s.creditsTotal}</span>
        <strong data-testid="credits-total">{text}</strong>
      </div>
      <CreditMeter credits={credits} label={s.creditsTotal} text={text} className="progress study-bar" />
    </div>
  );
}

const STATE_ICONS: Record<string, string> = { done: '✓', open: '●', missed: '!', future: '○' };

/** A day's state in words, with an icon and a colour that only repeat what the words say. */
export function DayStateLabel({ state }: { state: string }) {
  return (
    <span className={`day-state day-state-${state}`}>
      <span aria-hidden="true">{STATE_ICONS[state] ?? ''}</span> {studyroomUi.dayStates[state] ?? state}
    </span>
  );
}
