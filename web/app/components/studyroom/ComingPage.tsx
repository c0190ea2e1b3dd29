import { Form, Link } from '@remix-run/react';
import { formatDate } from '@dharma/config/rules';
import { formatWon, comingUi, registerUi, studyroomUi } from '@dharma/config/words';
import { CoursePicture } from '~/components/CoursePicture';
import { DepositorFact } from '~/components/DepositorFact';
import type { ComingApplication } from '~/lib/api/enrolment.server';

/** The next semester's application: courses, what is owed, where to pay and the depositor name to write. */
export function ComingPage({ title, coming, error }: { title: string; coming: ComingApplication[]; error?: string }) {
  const c = comingUi;
  return (
    <div className="container section">
      <h1>{title}</h1>
      <div role="alert">{error ? <p className="alert alert-error">{error}</p> : null}</div>
      {coming.length ? (
        coming.map((semester) => (
          <section key={semester.semester} aria-labelledby={`sem-${semester.semester}`} className="coming-semester">
            <h2 id={`sem-${semester.semester}`}>
              {semester.label}{' '}
              <span className="muted small">
                ({formatDate(semester.term_start)} – {formatDate(semester.term_end)})
              </span>
            </h2>
            {(semester.retake_offers ?? []).map((o) => {
              // Named as the notice names them: "금강경 강좌 1단계 (2026FA-G1)".
              const named = (level: number, code: string) => `${studyroomUi.courseName(o.name, level)} (${code})`;
              return (
                <div key={o.retake} className="notice-box" data-testid="retake-offer">
                  <p>
                    <strong>{c.retakeTitle}</strong>
                  </p>
                  <p>
                    {c.retakeFailed(named(o.retake_level, o.failed))}{' '}
                    {c.retakeOffer(named(o.applied_level, o.applied), named(o.retake_level, o.retake), formatDate(o.until))}
                  </p>
                  <p className="small">{c.retakeKeeps}</p>
                  <Form method="post">
                    <input type="hidden" name="retake" value={o.retake} />
                    <button type="submit" className="button">
                      {c.retakeButton(studyroomUi.courseName(o.name, o.retake_level))}
                    </button>
                  </Form>
                </div>
              );
            })}
            <table className="article-table coming-table">
              <thead>
                <tr>
                  <th scope="col">{c.course}</th>
                  <th scope="col">{c.code}</th>
                  <th scope="col">{c.status}</th>
                </tr>
              </thead>
              <tbody>
                {semester.courses.map((course) => (
                  <tr key={course.course_name}>
                    <td>
                      <span className="coming-course">
                        <CoursePicture image={course.image} className="coming-picture" lazy={false} />
                        <span>
                          {registerUi.slot[course.category]} · {studyroomUi.courseName(course.name, course.level)}
                        </span>
                      </span>
                    </td>
                    <td>{course.course_name}</td>
                    <td>
                      {c.applicationStatus[course.status] ?? course.status}
                      {course.cancel_reason ? <div className="small">{c.cancelReason(course.cancel_reason)}</div> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="cta-facts">
              {semester.amount_paid > 0 ? (
                // Paid, then changed: what was paid stays; only a difference is asked for.
                <>
                  <div>
                    <dt>{c.amountPaid}</dt>
                    <dd data-testid="amount-paid">{formatWon(semester.amount_paid)}</dd>
                  </div>
                  <div>
                    <dt>{c.amountOwedMore}</dt>
                    {/* "0원" read as a sum still to send; nothing owed says so in words. */}
                    <dd data-testid="amount-due">{semester.amount_owed > 0 ? formatWon(semester.amount_owed) : c.nothingMore}</dd>
                  </div>
                  {semester.amount_refund > 0 ? (
                    <div>
                      <dt>{c.refundLabel}</dt>
                      <dd data-testid="amount-refund">{c.refund(formatWon(semester.amount_refund))}</dd>
                    </div>
                  ) : null}
                </>
              ) : (
                <div>
                  <dt>{c.amountDue}</dt>
                  <dd data-testid="amount-due">{formatWon(semester.amount_due)}</dd>
                </div>
              )}
              {semester.amount_paid === 0 || semester.amount_owed > 0 ? (
                <>
                  <div>
                    <dt>{c.account}</dt>
                    <dd>{semester.bank_account}</dd>
                  </div>
                  {semester.depositor ? <DepositorFact depositor={semester.depositor} /> : null}
                  <div>
                    <dt>{c.due}</dt>
                    <dd>{semester.payment_due ? formatDate(semester.payment_due) : '-'}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            <p>
              <Link to="/register" className="button button-light">
                {c.change}
              </Link>
            </p>
          </section>
        ))
      ) : (
        <p className="notice-box">{c.empty}</p>
      )}
    </div>
  );
}
