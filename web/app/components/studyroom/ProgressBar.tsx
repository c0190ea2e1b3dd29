import { PASS_PERCENT, ui } from '@dharma/config';

/**
 * A class's progress as a bar with the pass line marked on it. The numbers are also in the
 * accessible value and in the text beside it, so nothing depends on seeing the bar.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const s = ui.studyroom;
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
        <span className={percent >= PASS_PERCENT ? 'passed' : undefined} style={{ width: `${percent}%` }} />
        <i className="pass-line" style={{ left: `${PASS_PERCENT}%` }} aria-hidden="true" />
      </div>
    </div>
  );
}

/** Credits towards completing the programme: x / 80 as text and as a bar. */
export function CreditBar({ credits, needed, percent }: { credits: number; needed: number; percent: number }) {
  const s = ui.studyroom;
  return (
    <div className="study-progress">
      <div className="study-progress-text">
        <span>{s.creditsTotal}</span>
        <strong data-testid="credits-total">{s.creditsOf(credits, needed)}</strong>
      </div>
      <div
        className="progress study-bar"
        role="progressbar"
        aria-label={s.creditsTotal}
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={credits}
        aria-valuetext={s.creditsOf(credits, needed)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const STATE_ICONS: Record<string, string> = { done: '✓', open: '●', missed: '!', future: '○' };

/** A day's state in words, with an icon and a colour that only repeat what the words say. */
export function DayStateLabel({ state }: { state: string }) {
  return (
    <span className={`day-state day-state-${state}`}>
      <span aria-hidden="true">{STATE_ICONS[state] ?? ''}</span> {ui.studyroom.dayStates[state] ?? state}
    </span>
  );
}
