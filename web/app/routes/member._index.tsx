import type { MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { chromeUi, memberUi } from '@dharma/config/words';
import { MembershipSection, NoticesSection, ProfileSection } from '~/components/member/MemberForms';
import type { MemberFormResult } from '~/lib/form-results';
import type { action, loader } from './member._index.server';

export { headers, action, loader } from './member._index.server';
export const meta: MetaFunction = () => [{ title: `${memberUi.title} | ${chromeUi.siteName}` }];

/** The learner's own page: profile, membership, consents given and their data. */
export default function MemberRoute() {
  const m = memberUi;
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as MemberFormResult | undefined;
  const values = result?.error ? (result.values ?? {}) : {};
  return (
    <section className="container section narrow" aria-labelledby="member-title">
      <h1 id="member-title">{m.title}</h1>

      <ProfileSection data={data} result={result} values={values} />
      <MembershipSection membership={data.membership} result={result} values={values} />
      <NoticesSection data={data} result={result} values={values} />

      <section aria-labelledby="consents-title">
        <h2 id="consents-title">{m.consents}</h2>
        {data.consents.length ? (
          <ul>
            {data.consents.map((c) => (
              <li key={c.kind}>
                <strong>{m.consentKinds[c.kind]}</strong> · {m.version(c.version)} · <time dateTime={c.at}>{c.when}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{m.noConsents}</p>
        )}
      </section>

      <section aria-labelledby="mydata-title" className="section">
        <h2 id="mydata-title">{m.myData}</h2>
        <ul>
          <li>
            {/* A file download (a resource route), so the browser fetches it, not the router. */}
            <a href="/member/data" download>
              {m.download}
            </a>
          </li>
          <li>
            <Link to="/member/delete">{m.deleteLink}</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
