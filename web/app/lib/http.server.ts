import type { HeadersFunction } from '@remix-run/node';
import { env } from './env.server';

/**
 * Public pages may be kept by a shared cache (web's own page cache in server.mjs, or a CDN) for a
 * few seconds; browsers revalidate every time. A page is only as cacheable as its least cacheable
 * route, so an error or a private loader header wins.
 */
export const publicCacheHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const own = errorHeaders?.get('Cache-Control') ?? loaderHeaders.get('Cache-Control');
  const parent = parentHeaders.get('Cache-Control');
  const value = own ?? parent ?? `public, max-age=0, s-maxage=${env().PAGE_CACHE_SECONDS}`;
  return { 'Cache-Control': parent?.includes('private') ? parent : value };
};

/** Throws the 404 page. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
