import type { LoaderFunctionArgs } from '@remix-run/node';
import { isInlineMedia, MEDIA_EXTENSIONS } from '@dharma/config/rules';
import { publicMediaUrl } from '@dharma/config/platform/media';
import { cmsFile } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { notFound } from '~/lib/http.server';

/**
 * Media that editors upload to the CMS, served through web (the browser never talks to the CMS).
 * Only the media types the library accepts (pictures, PDF) are shown inline. Anything else that
 * is in the uploads folder (from before the library checked types, or put there by hand) could be
 * a page or a script on the site's own origin: it is only ever a download, in a sandbox with no
 * scripts and an origin of its own, and its type is never guessed.
 *
 * With media in a bucket (MEDIA_PUBLIC_URL), pages link the bucket's addresses that the CMS
 * returns, and this route is for the addresses written before (`/uploads/<name>` inside rich text,
 * a page kept by a browser or a search engine): a file of a type the library accepts is sent to
 * the same name in the bucket, where `npm run media:migrate` put it. The answer is kept a day, not
 * for ever as a 301 would be: should the bucket's address change, browsers follow by the next day.
 * Any other file
 * stays where it was, a sandboxed download passed on from the CMS, so the bucket's origin is never
 * asked for a type the library would refuse.
 */
const REDIRECT_CACHE = 'public, max-age=86400';

export async function loader({ params }: LoaderFunctionArgs) {
  const file = params['*'] ?? '';
  if (!/^[\w.-]+$/.test(file)) notFound();
  const bucket = env().MEDIA_PUBLIC_URL;
  const dot = file.lastIndexOf('.');
  if (bucket && dot > 0 && MEDIA_EXTENSIONS[file.slice(dot).toLowerCase()]) {
    return new Response(null, { status: 302, headers: { Location: publicMediaUrl(bucket, file), 'Cache-Control': REDIRECT_CACHE } });
  }
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
