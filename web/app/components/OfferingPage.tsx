import { Form, Link, useNavigation } from '@remix-run/react';
import { formatDate } from '@dharma/config/rules';
import { coursesUi, offeringUi } from '@dharma/config/words';
import type { Offering } from '~/lib/api/content.server';

/** A free public class or a self-study: what it is, when, and one button to apply. */
export function OfferingPage({ kind, offering, ended, applied }: { kind: string; offering: Offering; ended: boolean; applied: boolean }) {
  const busy = useNavigation().state !== 'idle';
  const o = offeringUi;
  return (
    <section className="container section narrow" aria-labelledby="offering-title">
      <p className="eyebrow">{kind}</p>
      <h1 id="offering-title">{offering.name}</h1>
      {offering.description ? <p>{offering.description}</p> : null}
      <dl className="cta-facts">
        <div>
          <dt>{o.period}</dt>
          <dd>
            {formatDate(offering.startedAt)} – {formatDate(offering.endedAt)}
            {offering.days ? ` (${o.days(offering.days)})` : ''}
          </dd>
        </div>
        {offering.minutesPerDay ? (
          <div>
            <dt>{coursesUi.volume}</dt>
            <dd>{o.perDay(offering.minutesPerDay)}</dd>
          </div>
        ) : null}
      </dl>
      {ended ? (
        <p className="notice-box">{o.ended}</p>
      ) : (
        <Form method="post" className="offering-actions">
          <button type="submit" className="button" disabled={busy}>
            {o.apply}
          </button>
        </Form>
      )}
      {applied ? (
        <p>
          <Link to="/studyroom/current" className="button button-light">
            {o.goStudy}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
