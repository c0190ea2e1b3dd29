import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { CERTIFICATE_CODE_PATTERN } from '@dharma/config/rules';
import { verifyCertificate } from '~/lib/api/records.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

/** Anyone holding a certificate's code checks it here (the code is printed on the paper). */
export async function loader({ params }: LoaderFunctionArgs) {
  const code = (params.certificateCode ?? '').toUpperCase();
  const check = CERTIFICATE_CODE_PATTERN.test(code) ? await verifyCertificate(code) : null;
  return json({ code, check }, { status: check ? 200 : 404, headers: { 'Cache-Control': 'public, max-age=60' } });
}
