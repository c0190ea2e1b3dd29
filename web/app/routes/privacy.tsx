import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDate } from '@dharma/config/rules';
import { chromeUi, privacyUi } from '@dharma/config/words';
import { Blocks } from '~/components/Blocks';
import type { loader } from './privacy.server';

export { headers, loader } from './privacy.server';

export const meta: MetaFunction = () => [{ title: `${privacyUi.title} | ${chromeUi.siteName}` }];

export default function Privacy() {
  const { policy } = useLoaderData<typeof loader>();
  const p = privacyUi;
  return (
    <article className="container section privacy">
      <h1>{policy.title}</h1>
      <p className="muted">
        {p.version} {policy.version} · {p.effective} <time dateTime={policy.effectiveDate}>{formatDate(policy.effectiveDate)}</time>
      </p>
      <Blocks content={policy.body} />
      {policy.history.length ? (
        <section aria-labelledby="privacy-history">
          <h2 id="privacy-history">{p.history}</h2>
          <table className="article-table">
            <thead>
              <tr>
                <th scope="col">{p.version}</th>
                <th scope="col">{p.effective}</th>
                <th scope="col">{p.content}</th>
              </tr>
            </thead>
            <tbody>
              {policy.history.map((row) => (
                <tr key={row.id}>
                  <td>{row.version}</td>
                  <td>{formatDate(row.effectiveDate)}</td>
                  <td>{row.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </article>
  );
}
