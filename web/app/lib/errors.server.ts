import { isRouteErrorResponse } from '@remix-run/router';

/**
 * What Remix hands to the log (entry.server's handleError): a fault of web's own, with its stack.
 * A refusal is not one: the router refusing a method a page does not take (405) or a path it does
 * not know, a page's own 4xx, the CMS's refusals; their request's access line already says
 * everything, so anyone posting to a page without a form cannot fill the log with stacks. A
 * request the browser gave up on is not logged either.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The router wraps its own errors (a 500 it raised) in a response whose `error` has the stack.
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  console.error(cause);
}
