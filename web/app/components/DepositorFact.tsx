import { comingUi } from '@dharma/config/words';

/**
 * The depositor name as one row of a "how to pay" list, with what to do with it: the office finds
 * a transfer by this name on the bank's statement, so it is set apart from the other facts.
 */
export function DepositorFact({ depositor }: { depositor: string }) {
  return (
    <div className="depositor-fact">
      <dt>{comingUi.depositor}</dt>
      <dd>
        <strong className="depositor-name" data-testid="depositor">
          {depositor}
        </strong>
        <p className="depositor-note">{comingUi.depositorNote}</p>
      </dd>
    </div>
  );
}
