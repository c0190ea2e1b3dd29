import { creditProgress, CREDITS_TO_COMPLETE } from '@dharma/config/rules';

/**
 * The learner's credits towards completing the programme as a bar (x of 80). The header's menu
 * and the list of all classes both show it; `text` is what a screen reader hears as its value.
 */
export function CreditMeter({
  credits,
  label,
  text,
  className = 'progress',
}: {
  credits: number;
  label: string;
  text: string;
  className?: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={CREDITS_TO_COMPLETE}
      aria-valuenow={credits}
      aria-valuetext={text}
    >
      <span style={{ width: `${creditProgress(credits)}%` }} />
    </div>
  );
}
