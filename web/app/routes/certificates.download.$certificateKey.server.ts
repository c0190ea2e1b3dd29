import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseCertificateKey } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { getCertificatePdf } from '~/lib/api/records.server';
import { notFound } from '~/lib/http.server';

/**
 * A certificate PDF for the signed-in learner (`course-<grade>` or `completion`), streamed from
 * the CMS, which issues it on the first download. Anything not earned is the 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const key = params.certificateKey ?? '';
  if (!parseCertificateKey(key)) notFound();
  const file = await getCertificatePdf(learner.api, key);
  const headers = await learner.api.headers();
  headers.set('Content-Type', 'application/pdf');
  if (file.disposition) headers.set('Content-Disposition', file.disposition);
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}
