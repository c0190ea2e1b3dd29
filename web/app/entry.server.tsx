import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { NonceProvider } from './lib/nonce';

// server.mjs reaches it through the build (build.entry.module) to bound a body before reading it.
export { carriesStaffSession } from './lib/session.server';
// Remix's hook for errors while answering: only faults of web's own reach the log.
export { handleError } from './lib/errors.server';

/**
 * Documents are rendered to a string, not streamed. React 18.3's Node stream writer
 * (renderToPipeableStream) flushes its whole 2 KB buffer when a multi-byte character does not fit
 * at the end, which put NUL bytes into Korean pages. Pages have no deferred data, so streaming
 * bought nothing; a string is also what the shared page cache stores.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext?.cspNonce === 'string' ? loadContext.cspNonce : '';
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}
