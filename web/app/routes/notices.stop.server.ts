import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { noticeStopSchema } from '@dharma/config/contracts';
import { stopNotice } from '~/lib/api/notices.server';
import { readForm } from '~/lib/form.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';
import { clientIpOf } from '~/lib/learner-api.server';

export const headers = routeHeaders;

/** The link's three parts, from the query (the link in a message) or a form (this page's button). */
const stopOf = (source: { get(name: string): string | null }) =>
  noticeStopSchema.safeParse({ learner: source.get('l'), kind: source.get('k'), token: source.get('t') });

/**
 * The link at the foot of every notice. Opening it changes nothing (mail scanners and link
 * previews open links): it asks, and the button turns the kind off. A mail program's own
 * one-click unsubscribe (RFC 8058) posts to the same address, so a POST acts at once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const stop = stopOf(url.searchParams);
  return json(stop.success ? { kind: stop.data.kind, l: url.searchParams.get('l'), t: url.searchParams.get('t') } : null, {
    status: stop.success ? 200 : 400,
    headers: PRIVATE,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = await readForm(request);
  const stop = stopOf({ get: (name) => (form.has(name) ? form.get(name) : url.searchParams.get(name)) });
  const done = stop.success && (await stopNotice(stop.data, clientIpOf(request)));
  return json(done ? { kind: stop.data.kind } : { error: messages.notice_link_invalid }, { status: done ? 200 : 404, headers: PRIVATE });
}
