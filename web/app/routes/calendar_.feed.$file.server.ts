import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedTokenSchema } from '@dharma/config/contracts';
import { getCalendarFeed } from '~/lib/api/records.server';

/**
 * A learner's private calendar feed at /calendar/feed/<token>.ics, for calendar apps. Public by its
 * secret token: the CMS serves it only to web (server secret), so browsers and apps talk only to
 * web. An unknown, renewed or revoked token is a bare 404. Never kept by a shared cache.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? '';
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  const notFound = () =>
    new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!feedTokenSchema.safeParse(token).success) return notFound();
  const upstream = await getCalendarFeed(token);
  if (upstream.status === 404) return notFound();
  if (!upstream.ok)
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  return new Response(upstream.text(), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="dharma-school.ics"',
      'Cache-Control': 'private, no-store',
    },
  });
}
