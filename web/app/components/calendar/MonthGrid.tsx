import { Link } from '@remix-run/react';
import { type CalendarItem } from '@dharma/config/contracts';
import { calendarUi } from '@dharma/config/words';

const c = calendarUi;

function ItemLine({ item }: { item: CalendarItem }) {
  const label = c.kinds[item.kind];
  const state = item.state ? c.states[item.state] : null;
  const text = (
    <>
      <span className={`cal-kind cal-kind-${item.kind}${item.state ? ` cal-state-${item.state}` : ''}`}>
        {state ? `${label} · ${state}` : label}
      </span>{' '}
      <span className="cal-title">{item.title}</span>
    </>
  );
  return <li className="cal-item">{item.href ? <Link to={item.href}>{text}</Link> : text}</li>;
}

/** The items on a day: one-day items on their date, periods on every day they run. */
export const itemsOn = (items: CalendarItem[], date: string) => items.filter((i) => i.date <= date && (i.end ?? i.date) >= date);

/** The month as a table of weeks, today marked, each day's items listed in it. */
export function MonthGrid({ weeks, items: all, today }: { weeks: (string | null)[][]; items: CalendarItem[]; today: string }) {
  return (
    <table className="cal-grid" aria-labelledby="cal-month">
      <thead>
        <tr>
          {c.weekdays.map((w) => (
            <th key={w} scope="col">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((date, j) => {
              if (!date) return <td key={j} className="cal-blank" />;
              const items = itemsOn(all, date);
              return (
                <td key={j} className={`cal-day${items.length ? '' : ' cal-day-empty'}`} aria-current={date === today ? 'date' : undefined}>
                  <span className="cal-date">
                    <span className="cal-md">{c.monthOfDay(Number(date.slice(5, 7)))}</span>
                    {Number(date.slice(8, 10))}
                    <span className="cal-wd"> ({c.weekdays[j]})</span>
                    {date === today ? <span className="cal-today"> {c.today}</span> : null}
                  </span>
                  {items.length ? (
                    <ul>
                      {items.map((item) => (
                        <ItemLine key={item.key} item={item} />
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
