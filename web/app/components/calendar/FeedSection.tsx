import { useState } from 'react';
import { calendarUi } from '@dharma/config/words';
import { IntentForm } from '~/components/IntentForm';

const c = calendarUi;

/** The private feed for calendar apps: its new address shown once, renewed or turned off with a button. */
export function FeedSection({ active, feedUrl, revoked }: { active: boolean; feedUrl: string | null; revoked: boolean }) {
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
            onClick={() =>
              navigator.clipboard?.writeText(feedUrl).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {c.copy}
          </button>
          <span role="status">{copied ? c.copied : ''}</span>
        </div>
      ) : (
        <p className="muted">{active ? c.feedOnHidden : revoked ? null : c.feedOff}</p>
      )}
      <div className="cal-feed-actions">
        <IntentForm intent="renew" className="button button-small">
          {active ? c.renew : c.create}
        </IntentForm>
        {active ? (
          <IntentForm intent="revoke" className="button button-small button-light">
            {c.revoke}
          </IntentForm>
        ) : null}
      </div>
      {active ? <p className="muted">{c.renewNote}</p> : null}
    </section>
  );
}
