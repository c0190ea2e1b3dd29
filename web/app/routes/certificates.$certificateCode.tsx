import { useLoaderData } from '@remix-run/react';
import { formatDate } from '@dharma/config/rules';
import { certificatesUi, studyroomUi } from '@dharma/config/words';
import { noindexMeta } from '~/lib/meta';
import type { loader } from './certificates.$certificateCode.server';

export { headers, loader } from './certificates.$certificateCode.server';

export const meta = noindexMeta(certificatesUi.verifyTitle);

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
