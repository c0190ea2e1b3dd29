import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { monthGrid } from '@dharma/config/rules';
import { calendarUi, chromeUi } from '@dharma/config/words';
import { FeedSection } from '~/components/calendar/FeedSection';
import { itemsOn, MonthGrid } from '~/components/calendar/MonthGrid';
import calendarCss from '~/styles/calendar.css?url';
import type { action, loader } from './calendar.server';
import { ErrorAlert } from '~/components/ErrorAlert';

export { headers, action, loader } from './calendar.server';
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: calendarCss }];
export const meta: MetaFunction = () => [{ title: `${calendarUi.title} | ${chromeUi.siteName}` }];

export default function CalendarPage() {
  const c = calendarUi;
  const data = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const weeks = monthGrid(data.month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const active = done ? Boolean(done.feedUrl) : data.feed_active;
  return (
    <section className="container section calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">{c.title}</h1>
      <ErrorAlert error={data.refused} />
      <nav className="cal-nav" aria-label={c.title}>
        <Link to={`/calendar?month=${data.previous}`} rel="prev">
          ← {c.previous}
        </Link>
        <h2 id="cal-month">{c.monthTitle(data.month)}</h2>
        <Link to={`/calendar?month=${data.next}`} rel="next">
          {c.next} →
        </Link>
      </nav>
      <details className="cal-legend" open>
        <summary>{c.legend}</summary>
        <ul>
          {(['done', 'missed', 'upcoming'] as const).map((s) => (
            <li key={s}>
              <span className={`cal-kind cal-kind-study cal-state-${s}`}>{`${c.kinds.study} · ${c.states[s]}`}</span>
            </li>
          ))}
          {(['term_start', 'apply_start', 'payment_due', 'public_class', 'self_study'] as const).map((k) => (
            <li key={k}>
              <span className={`cal-kind cal-kind-${k}`}>{c.kinds[k]}</span>
            </li>
          ))}
        </ul>
      </details>
      <MonthGrid weeks={weeks} items={data.items} today={data.today} />
      {days.every((d) => itemsOn(data.items, d).length === 0) ? <p className="muted">{c.empty}</p> : null}
      <FeedSection active={active} feedUrl={done?.feedUrl ?? null} revoked={Boolean(done?.revoked)} />
    </section>
  );
}
