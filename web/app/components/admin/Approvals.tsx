import { Link } from '@remix-run/react';
import { formatDateTime } from '@dharma/config/rules';
import { formatWon, adminUi, comingUi, registerUi, studyroomUi } from '@dharma/config/words';
import { type SemesterApplication } from '@dharma/config/contracts';
import { RowButton } from '~/components/admin/RowButton';

/** What staff may still cancel: not cancelled and a course neither finished nor failed. */
export const cancellable = (a: SemesterApplication) =>
  a.state !== 'cancelled' && a.courses.some((c) => c.status === 'applied' || c.status === 'approved');

/**
 * One learner's line in the approvals table: ticked for the bulk buttons, approved by its own
 * button (a plain post of the table's form), cancelled on its own page.
 */
export function ApprovalRow({ line: a, semester, busy }: { line: SemesterApplication; semester: string; busy: boolean }) {
  const t = adminUi.approvals;
  const name = a.name ?? `#${a.learner}`;
  const cancelHref = `/admin/approvals/cancel?${new URLSearchParams({ learner: String(a.learner), semester })}`;
  return (
    <tr data-learner={a.learner}>
      <td>
        {a.state === 'awaiting' || cancellable(a) ? (
          <input type="checkbox" name="learner" value={a.learner} id={`pick-${a.learner}`} aria-label={t.select(name)} />
        ) : null}
      </td>
      <td>
        {name} <span className="muted small">#{a.learner}</span>
        {a.depositor ? (
          // On a phone the label may wrap; the name itself never breaks (staff compare it with the statement).
          <div className="small">
            {t.depositor} <span className="nowrap">{a.depositor}</span>
          </div>
        ) : null}
      </td>
      <td>
        <ul className="audit-changes">
          {a.courses.map((c) => (
            <li key={c.course_name}>
              {registerUi.slot[c.category as keyof typeof registerUi.slot] ?? c.category} · {studyroomUi.courseName(c.name, c.level)}
              {c.status === 'cancelled' && a.state !== 'cancelled' ? ` (${comingUi.applicationStatus.cancelled})` : ''}
            </li>
          ))}
        </ul>
        {a.retake ? (
          <div className="small" data-testid="retake-mark">
            {t.retake(a.retake.failed, a.retake.retake)}
          </div>
        ) : null}
      </td>
      <td className="nowrap">
        {a.amount_paid > 0 && a.amount_owed > 0 ? (
          // A paid application changed to cost more: the difference is what the bank line should bring.
          <>
            {t.owedMore(formatWon(a.amount_owed))}
            <div className="muted small">{t.paidSoFar(formatWon(a.amount_paid))}</div>
          </>
        ) : (
          formatWon(a.amount_due)
        )}
        {a.amount_refund > 0 ? <div className="small">{t.refund(formatWon(a.amount_refund))}</div> : null}
      </td>
      <td className="nowrap">
        <time dateTime={a.applied_at}>{formatDateTime(a.applied_at)}</time>
      </td>
      <td>
        <strong>{t.states[a.state]}</strong>
        {a.paid_at ? (
          <div className="muted small">{t.paidAt(formatDateTime(a.paid_at), a.approved_by_name ?? `#${a.approved_by}`)}</div>
        ) : null}
        {a.cancelled_at ? <div className="muted small">{t.cancelledAt(formatDateTime(a.cancelled_at))}</div> : null}
        {a.cancel_reason ? <div className="small">{comingUi.cancelReason(a.cancel_reason)}</div> : null}
      </td>
      <td>
        <div className="button-row">
          {a.state === 'awaiting' ? (
            <RowButton name="intent" value={`approve:${a.learner}`} className="button" label={t.approveLabel(name)} disabled={busy}>
              {t.approve}
            </RowButton>
          ) : null}
          {cancellable(a) ? (
            <Link to={cancelHref} className="button button-light" aria-label={t.cancelLabel(name)}>
              {t.cancel}
            </Link>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** A learner's courses on the cancel page, each with its own state, so staff see what a cancellation ends. */
export function ApplicationCourses({ line }: { line: SemesterApplication }) {
  return (
    <ul>
      {line.courses.map((c) => (
        <li key={c.course_name}>
          {registerUi.slot[c.category] ?? c.category} · {studyroomUi.courseName(c.name, c.level)} (
          {comingUi.applicationStatus[c.status] ?? c.status})
        </li>
      ))}
    </ul>
  );
}
