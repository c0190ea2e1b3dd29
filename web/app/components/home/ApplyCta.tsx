import { Link } from '@remix-run/react';
import { feesShown, formatDate, formatWon, ui, type SemesterFields } from '@dharma/config';

/**
 * The home page's call to apply for the current semester: its dates and the fees, which for a
 * signed-in learner are what they owe and for everyone else those of a first semester.
 */
export function ApplyCta({ semester, ctaText, feeDue }: { semester: SemesterFields; ctaText: string | null; feeDue: number | null }) {
  const fees = feesShown(semester, feeDue);
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{ui.home.ctaTitle(semester.label)}</h2>
          {ctaText ? <p>{ctaText}</p> : null}
          <dl className="cta-facts">
            <div>
              <dt>{ui.home.ctaPeriod}</dt>
              <dd>
                {formatDate(semester.applyStart)} – {formatDate(semester.applyEnd)}
              </dd>
            </div>
            <div>
              <dt>{ui.home.ctaTerm}</dt>
              <dd>
                {formatDate(semester.termStart)} – {formatDate(semester.termEnd)}
              </dd>
            </div>
            <div>
              <dt>{ui.home.ctaFee}</dt>
              <dd>
                {feeDue === null
                  ? ui.home.ctaFeeEveryone(formatWon(fees.registration), formatWon(fees.admission))
                  : ui.home.ctaFeeYours(formatWon(feeDue), fees.admission > 0)}
              </dd>
            </div>
          </dl>
        </div>
        <Link className="button button-large" to="/register">
          {ui.home.ctaApply}
        </Link>
      </div>
    </section>
  );
}
