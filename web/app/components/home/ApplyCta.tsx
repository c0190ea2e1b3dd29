import { Link } from '@remix-run/react';
import { feesShown, formatDate, type SemesterFields } from '@dharma/config/rules';
import { formatWon, homeUi } from '@dharma/config/words';

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
          <h2 id="cta-title">{homeUi.ctaTitle(semester.label)}</h2>
          {ctaText ? <p>{ctaText}</p> : null}
          <dl className="cta-facts">
            <div>
              <dt>{homeUi.ctaPeriod}</dt>
              <dd>
                {formatDate(semester.applyStart)} – {formatDate(semester.applyEnd)}
              </dd>
            </div>
            <div>
              <dt>{homeUi.ctaTerm}</dt>
              <dd>
                {formatDate(semester.termStart)} – {formatDate(semester.termEnd)}
              </dd>
            </div>
            <div>
              <dt>{homeUi.ctaFee}</dt>
              <dd>
                {feeDue === null
                  ? homeUi.ctaFeeEveryone(formatWon(fees.registration), formatWon(fees.admission))
                  : homeUi.ctaFeeYours(formatWon(feeDue), fees.admission > 0)}
              </dd>
            </div>
          </dl>
        </div>
        <Link className="button button-large" to="/register">
          {homeUi.ctaApply}
        </Link>
      </div>
    </section>
  );
}
