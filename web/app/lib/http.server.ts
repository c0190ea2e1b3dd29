import type { HeadersFunction } from '@remix-run/node';
import { env } from './env.server';

/**
 * Every route's headers. Set-Cookie from any loader on the page is kept (Remix only sends the
 * leaf's otherwise, and a rotated token must never be lost). A page is shared-cacheable for a few
 * seconds only when nothing on it is personal: any cookie or a private loader makes it private.
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const own = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  const cookies = [...parentHeaders.getSetCookie(), ...own.getSetCookie()];
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  const values = [parentHeaders.get('Cache-Control'), own.get('Cache-Control')].filter(Boolean) as string[];
  const personal = cookies.length > 0 || values.some((v) => v.includes('private') || v.includes('no-store'));
  headers.set(
    'Cache-Control',
    personal ? 'private, no-store' : (own.get('Cache-Control') ?? `public, max-age=0, s-maxage=${env().PAGE_CACHE_SECONDS}`),
  );
  headers.set('Vary', 'Cookie');
  // "Come back in a moment" (the CMS unreachable, a refresh that has to wait) tells clients when.
  const retryAfter = errorHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The CMS panel's address: the only page that may frame the lesson preview, and where the back office links to edit. */
export const panelOrigin = () => new URL(env().CMS_PUBLIC_URL ?? env().CMS_URL).origin;

/** Throws the 404 page. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

/** A post to a page of a route whose other pages take one: 405, as a route without an action answers. */
export function methodNotAllowed(): never {
  throw new Response(null, { status: 405, statusText: 'Method Not Allowed' });
}
