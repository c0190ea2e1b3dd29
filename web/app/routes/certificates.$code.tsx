import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CERTIFICATE_CODE_PATTERN, formatDate } from '@dharma/config/rules';
import { certificatesUi, chromeUi, studyroomUi } from '@dharma/config/words';
import { verifyCertificate } from '~/lib/api/records.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [
  { title: `${certificatesUi.verifyTitle} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

/** Anyone holding a certificate's code checks it here (the code is printed on the paper). */
export async function loader({ params }: LoaderFunctionArgs) {
  const code = (params.code ?? '').toUpperCase();
  const check = CERTIFICATE_CODE_PATTERN.test(code) ? await verifyCertificate(code) : null;
  return json({ code, check }, { status: check ? 200 : 404, headers: { 'Cache-Control': 'public, max-age=60' } });
}

export default function CertificateCheckPage() {
  const { code, check } = useLoaderData<typeof loader>();
  const c = certificatesUi;
  return (
    <section className="container section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{c.verifyTitle}</h1>
      {check ? (
        <div className="study-card certificate-check">
          <p className="notice-box success" role="status">
            {c.verified}
          </p>
          <dl className="grade-facts">
            <div>
              <dt>{c.code}</dt>
              <dd>{check.code}</dd>
            </div>
            <div>
              <dt>{c.name}</dt>
              <dd>{check.name}</dd>
            </div>
            <div>
              <dt>{check.title}</dt>
              <dd>{check.course ?? c.completionTitle}</dd>
            </div>
            {check.semester ? (
              <div>
                <dt>{c.semester}</dt>
                <dd>{check.semester}</dd>
              </div>
            ) : null}
            <div>
              <dt>{c.credits}</dt>
              <dd>{studyroomUi.creditsValue(check.credits)}</dd>
            </div>
            <div>
              <dt>{c.issuedOn}</dt>
              <dd>{formatDate(check.issued_on)}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <div className="study-card">
          <p className="notice-box" role="alert">
            {c.notVerified}
          </p>
          <p>
            <code>{code}</code>
          </p>
          <p className="muted">{c.notVerifiedHint}</p>
        </div>
      )}
    </section>
  );
}
