import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { noticeConfirmSchema } from '@dharma/config/contracts';
import { confirmNoticeAddress } from '~/lib/api/notices.server';
import { readForm } from '~/lib/form.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';
import { clientIpOf } from '~/lib/learner-api.server';

export const headers = routeHeaders;

/** The link's four parts, from the query (the link in the message) or a form (this page's button). */
const linkOf = (source: { get(name: string): string | null }) =>
  noticeConfirmSchema.safeParse({ learner: source.get('l'), address: source.get('a'), expires: source.get('e'), token: source.get('t') });

/**
 * The link in an address confirmation. Opening it changes nothing (mail scanners open links): it
 * asks, and the button confirms through the CMS, which checks the signature and the last day.
 * No sign-in is needed: receiving the message at that address is the proof.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = linkOf(url.searchParams);
  const params = Object.fromEntries(['l', 'a', 'e', 't'].map((k) => [k, url.searchParams.get(k) ?? '']));
  return json(link.success ? { address: link.data.address, params } : null, { status: link.success ? 200 : 400, headers: PRIVATE });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const link = linkOf({ get: (name) => (form.has(name) ? form.get(name) : null) });
  const result = link.success
    ? await confirmNoticeAddress(link.data, clientIpOf(request))
    : { error: messages.notice_address_link_invalid };
  const done = 'address' in result;
  return json(done ? result : { error: result.error || messages.notice_address_link_invalid }, {
    status: done ? 200 : 404,
    headers: PRIVATE,
  });
}
