import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { chromeUi, goodbyeUi } from '@dharma/config/words';

export const meta: MetaFunction = () => [{ title: `${goodbyeUi.title} | ${chromeUi.siteName}` }];

/** Where a learner lands after deleting their account (already signed out). */
export default function Goodbye() {
  const g = goodbyeUi;
  return (
    <section className="container section narrow" aria-labelledby="goodbye-title">
      <h1 id="goodbye-title">{g.title}</h1>
      <p role="status">{g.body}</p>
      <p>{g.again}</p>
      <p>
        <Link to="/" className="button">
          {g.home}
        </Link>
      </p>
    </section>
  );
}
