import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { monthGrid, ui, type CalendarItem, type CalendarMonth } from '@dharma/config';
import { getCalendar, renewCalendarFeed, revokeCalendarFeed } from '~/lib/api/records.server';
import { requireLearner } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { routeHeaders } from '~/lib/http.server';
import calendarCss from '~/styles/calendar.css?url';

export const headers = routeHeaders;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: calendarCss }];
export const meta: MetaFunction = () => [{ title: `${ui.calendar.title} | ${ui.siteName}` }];

/** The month view: one CMS call (the month's items and whether the feed is on). A bad month shows this month with the CMS's Korean message. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/calendar' });
  const asked = new URL(request.url).searchParams.get('month');
  let refused: string | null = null;
  let data: CalendarMonth;
  try {
    data = await getCalendar(learner.api, asked);
  } catch (error) {
    if (!isRefusal(error, [400])) throw error;
    refused = error.reason;
    data = await getCalendar(learner.api, null);
  }
  return json({ ...data, refused }, { status: refused ? 400 : 200, headers: await learner.api.headers() });
}

/** 새로 만들기 / 끄기 for the feed. A new address is answered once, here: only its hash is kept. */
export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/calendar' });
  const intent = (await request.formData()).get('intent');
  if (intent === 'revoke') {
    await revokeCalendarFeed(learner.api);
    return json({ feedUrl: null, revoked: true }, { headers: await learner.api.headers() });
  }
  const made = await renewCalendarFeed(learner.api);
  const feedUrl = new URL(`/calendar/feed/${made.token}.ics`, env().SITE_URL).toString();
  return json({ feedUrl, revoked: false }, { headers: await learner.api.headers() });
}

const c = ui.calendar;

function ItemLine({ item }: { item: CalendarItem }) {
  const label = c.kinds[item.kind];
  const state = item.state ? c.states[item.state] : null;
  const text = (
    <>
      <span className={`cal-kind cal-kind-${item.kind}${item.state ? ` cal-state-${item.state}` : ''}`}>{state ? `${label} · ${state}` : label}</span> <span className="cal-title">{item.title}</span>
    </>
  );
  return <li className="cal-item">{item.href ? <Link to={item.href}>{text}</Link> : text}</li>;
}

/** The items on a day: one-day items on their date, periods on every day they run. */
const itemsOn = (items: CalendarItem[], date: string) => items.filter((i) => i.date <= date && (i.end ?? i.date) >= date);

export default function CalendarPage() {
  const data = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const weeks = monthGrid(data.month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const active = done ? Boolean(done.feedUrl) : data.feed_active;
  return (
    <section className="container section calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">{c.title}</h1>
      {data.refused ? (
        <p className="alert alert-error" role="alert">
          {data.refused}
        </p>
      ) : null}
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
                const items = itemsOn(data.items, date);
                return (
                  <td key={j} className={`cal-day${items.length ? '' : ' cal-day-empty'}`} aria-current={date === data.today ? 'date' : undefined}>
                    <span className="cal-date">
                      <span className="cal-md">{Number(date.slice(5, 7))}월 </span>
                      {Number(date.slice(8, 10))}
                      <span className="cal-wd"> ({c.weekdays[j]})</span>
                      {date === data.today ? <span className="cal-today"> {c.today}</span> : null}
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
      {days.every((d) => itemsOn(data.items, d).length === 0) ? <p className="muted">{c.empty}</p> : null}
      <FeedSection active={active} feedUrl={done?.feedUrl ?? null} revoked={Boolean(done?.revoked)} />
    </section>
  );
}

function FeedSection({ active, feedUrl, revoked }: { active: boolean; feedUrl: string | null; revoked: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="cal-feed" aria-labelledby="feed-title">
      <h2 id="feed-title">{c.feedTitle}</h2>
      <p>{c.feedIntro}</p>
      {revoked ? (
        <p className="alert" role="status">
          {c.revoked}
        </p>
      ) : null}
      {feedUrl ? (
        <div className="cal-feed-url">
          <p className="alert" role="status">
            {c.feedNew}
          </p>
          <label htmlFor="feed-url">{c.feedUrl}</label>
          <input id="feed-url" readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="button button-small"
            onClick={() => navigator.clipboard?.writeText(feedUrl).then(() => setCopied(true), () => setCopied(false))}
          >
            {c.copy}
          </button>
          <span role="status">{copied ? c.copied : ''}</span>
        </div>
      ) : (
        <p className="muted">{active ? c.feedOnHidden : revoked ? null : c.feedOff}</p>
      )}
      <div className="cal-feed-actions">
        <Form method="post">
          <input type="hidden" name="intent" value="renew" />
          <button type="submit" className="button button-small">
            {active ? c.renew : c.create}
          </button>
        </Form>
        {active ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke" />
            <button type="submit" className="button button-small button-light">
              {c.revoke}
            </button>
          </Form>
        ) : null}
      </div>
      {active ? <p className="muted">{c.renewNote}</p> : null}
    </section>
  );
}
