import { Form, Link } from '@remix-run/react';
import { comingUi, formatWon, registerUi } from '@dharma/config/words';
import { feesShown, formatDate, paymentBalance } from '@dharma/config/rules';
import { DepositorFact } from '~/components/DepositorFact';
import { courseLabel, type CourseInfo, type WizardSemester } from './courses';

interface ReviewProps {
  codes: string[];
  byCode: Map<string, CourseInfo>;
  semester: WizardSemester;
  /** What this learner owes (admission included the first time); null for a visitor. */
  feeDue: number | null;
  applied: boolean;
  /** What staff already confirmed for this semester's application (0 until approved): a change keeps it. */
  paid: number;
  /** The depositor name given with the learner's application; null until they apply. */
  depositor: string | null;
  /** A visitor's submit signs in first and comes back here with the same cart. */
  signedIn: boolean;
  busy: boolean;
}

/**
 * Step 2: the courses to apply for and what to pay. A learner sees the admission fee only when
 * they owe it; a visitor sees both fees, as a newcomer would pay them. A learner changing an
 * application already paid for sees what was paid and what, if anything, the change adds.
 */
export function Review({ codes, byCode, semester, feeDue, applied, paid, depositor, signedIn, busy }: ReviewProps) {
  const r = registerUi;
  const { registration, admission } = feesShown(
    { registrationFee: semester.registration_fee ?? 0, admissionFee: semester.admission_fee ?? 0 },
    feeDue,
  );
  const { owed, refund } = paymentBalance(feeDue ?? 0, paid);
  return (
    <div className="review">
      <section aria-labelledby="review-title">
        <h2 id="review-title">{r.review}</h2>
        <ul className="review-list">
          {codes.map((code) => {
            const info = byCode.get(code);
            return (
              <li key={code}>
                <span className="slot">{info ? r.slot[info.slot] : ''}</span> {courseLabel(info, code)}{' '}
                <span className="muted">{code}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="fees-title" className="fees">
        <h2 id="fees-title">{r.fees}</h2>
        {!signedIn ? <p className="muted small">{r.visitorFees}</p> : null}
        <dl>
          <div>
            <dt>{r.registrationFee}</dt>
            <dd>{formatWon(registration)}</dd>
          </div>
          {admission > 0 ? (
            <div>
              <dt>{r.admissionFee}</dt>
              <dd>{formatWon(admission)}</dd>
            </div>
          ) : null}
          {paid > 0 ? (
            <>
              <div>
                <dt>{comingUi.amountPaid}</dt>
                <dd>{formatWon(paid)}</dd>
              </div>
              <div>
                <dt>{comingUi.amountOwedMore}</dt>
                <dd data-testid="review-owed">{formatWon(owed)}</dd>
              </div>
              {refund > 0 ? (
                <div>
                  <dt>{comingUi.refundLabel}</dt>
                  <dd>{comingUi.refund(formatWon(refund))}</dd>
                </div>
              ) : null}
            </>
          ) : null}
          <div>
            <dt>{r.account}</dt>
            <dd>{semester.bank_account}</dd>
          </div>
          {depositor ? (
            <DepositorFact depositor={depositor} />
          ) : !applied ? (
            <div className="depositor-fact">
              <dt>{r.depositor}</dt>
              <dd>{r.depositorAfterApply}</dd>
            </div>
          ) : null}
          <div>
            <dt>{r.due}</dt>
            <dd>{semester.payment_due ? formatDate(semester.payment_due) : '-'}</dd>
          </div>
        </dl>
      </section>
      <div className="review-actions">
        <Link to="/register" className="button button-light">
          {r.back}
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="submit" />
          <input type="hidden" name="mode" value={applied ? 'change' : 'apply'} />
          <button type="submit" className="button" disabled={busy}>
            {!signedIn ? r.submitSignIn : applied ? r.change : r.submit}
          </button>
        </Form>
      </div>
    </div>
  );
}
