import { formatDate } from '@dharma/config/rules';
import { formatWon, adminDepositsUi } from '@dharma/config/words';
import { type DepositMatch, type UnpaidApplication } from '@dharma/config/contracts';
import { AdminTable } from './AdminTable';

const t = adminDepositsUi;

const nameOf = (a: UnpaidApplication | null) => (a ? (a.name ?? `#${a.learner}`) : '');

/** What a ticked line sends back: the deposit as read and the learner it approves (the CMS checks both again). */
const pickValue = (m: DepositMatch) =>
  JSON.stringify({
    learner: m.application?.learner,
    date: m.line.date,
    time: m.line.time,
    depositor: m.line.depositor,
    amount: m.line.amount,
    occurrence: m.line.occurrence,
    row: m.line.row,
  });

/** The deposit's own cells: its row in the file, day, the depositor as written (text, never markup) and amount. */
function LineCells({ m }: { m: DepositMatch }) {
  return (
    <>
      <td className="nowrap">{m.line.row}</td>
      <td className="nowrap">
        <time dateTime={m.line.date}>{formatDate(m.line.date)}</time>
        {m.line.time ? <span className="muted small"> {m.line.time.slice(0, 5)}</span> : null}
      </td>
      <td className="nowrap">{m.line.depositor}</td>
      <td className="nowrap">{formatWon(m.line.amount)}</td>
    </>
  );
}

/**
 * Deposits that can approve an application (matched, or likely after a look): a tick each, the
 * matched ones ticked already; the learner with the depositor name they were given and the
 * amount due, and for a likely one why, with the difference.
 */
export function ApprovableDeposits({ matches, kind }: { matches: DepositMatch[]; kind: 'matched' | 'likely' }) {
  return (
    <AdminTable
      label={t.tableLabels[kind]}
      empty={t.empty}
      columns={[<span className="sr-only">{t.approve}</span>, t.row, t.date, t.depositor, t.amount, t.learner, t.due, t.why]}
      rows={matches.map((m) => (
        <tr key={m.line.key} data-row={m.line.row}>
          <td>
            <input
              type="checkbox"
              name="pick"
              value={pickValue(m)}
              defaultChecked={kind === 'matched'}
              id={`pick-${m.line.key}`}
              aria-label={t.pick(m.line.row, nameOf(m.application))}
            />
          </td>
          <LineCells m={m} />
          <td>
            <span className="nowrap">{nameOf(m.application)}</span> <span className="muted small">#{m.application?.learner}</span>
            {m.application?.depositor ? <div className="muted small nowrap">{m.application.depositor}</div> : null}
          </td>
          <td className="nowrap">{m.application ? formatWon(m.application.amount_due) : ''}</td>
          <td>
            {t.reasons[m.reason]}
            {m.difference !== null ? <div className="small">{t.difference(m.difference)}</div> : null}
          </td>
        </tr>
      ))}
    />
  );
}

/** Lines that approve nobody (money nobody's application takes, or already used), with why. */
export function UnplacedDeposits({ matches, kind }: { matches: DepositMatch[]; kind: 'unmatched' | 'used' }) {
  return (
    <AdminTable
      label={t.tableLabels[kind]}
      empty={t.empty}
      columns={[t.row, t.date, t.depositor, t.amount, t.why]}
      rows={matches.map((m) => (
        <tr key={m.line.key} data-row={m.line.row}>
          <LineCells m={m} />
          <td>
            {t.reasons[m.reason]}
            {m.application ? <div className="muted small">{nameOf(m.application)}</div> : null}
          </td>
        </tr>
      ))}
    />
  );
}

/** Applications still waiting: no line of this statement pays them. */
export function UnpaidApplications({ unpaid }: { unpaid: UnpaidApplication[] }) {
  return (
    <AdminTable
      label={t.tableLabels.unpaid}
      empty={t.empty}
      columns={[t.learner, t.depositorName, t.due]}
      rows={unpaid.map((u) => (
        <tr key={u.learner} data-learner={u.learner}>
          <td>
            <span className="nowrap">{nameOf(u)}</span> <span className="muted small">#{u.learner}</span>
          </td>
          <td className="nowrap">{u.depositor ?? ''}</td>
          <td className="nowrap">{formatWon(u.amount_due)}</td>
        </tr>
      ))}
    />
  );
}
