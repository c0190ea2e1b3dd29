import type { LoaderFunctionArgs } from '@remix-run/node';
import { isInlineMedia } from '@dharma/config';
import { cmsFile } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';

/**
 * Media that editors upload to the CMS, served through web (the browser never talks to the CMS).
 * Only the media types the library accepts (pictures, PDF) are shown inline. Anything else that
 * is in the uploads folder (from before the library checked types, or put there by hand) could be
 * a page or a script on the site's own origin: it is only ever a download, in a sandbox with no
 * scripts and an origin of its own, and its type is never guessed.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params['*'] ?? '';
  if (!/^[\w.-]+$/.test(file)) notFound();
  const response = await cmsFile(`/uploads/${file}`);
  if (!response.ok) return response;
  const headers = new Headers(response.headers);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!isInlineMedia(headers.get('content-type'))) {
    headers.set('Content-Disposition', `attachment; filename="${file}"`);
    headers.set('Content-Security-Policy', "sandbox; default-src 'none'");
  }
  return new Response(response.body, { status: response.status, headers });
}
