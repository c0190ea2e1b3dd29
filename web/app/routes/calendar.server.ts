import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import type { CalendarMonth } from '@dharma/config/contracts';
import { getCalendar, renewCalendarFeed, revokeCalendarFeed } from '~/lib/api/records.server';
import { requireLearner } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';
import { readForm } from '~/lib/form.server';
import { env } from '~/lib/env.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

/** The month view: one CMS call (the month's items and whether the feed is on). A bad month shows this month with the CMS's Korean message. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/calendar' });
  const asked = new URL(request.url).searchParams.get('month');
  const read = await attempt(getCalendar(learner.api, asked), [400]);
  const refused = read.ok ? null : read.refused.reason;
  const data: CalendarMonth = read.ok ? read.value : await getCalendar(learner.api, null);
  return json({ ...data, refused }, { status: refused ? 400 : 200, headers: await learner.api.headers() });
}

/** 새로 만들기 / 끄기 for the feed. A new address is answered once, here: only its hash is kept. */
export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/calendar' });
  const intent = (await readForm(request)).get('intent');
  if (intent === 'revoke') {
    await revokeCalendarFeed(learner.api);
    return json({ feedUrl: null, revoked: true }, { headers: await learner.api.headers() });
  }
  const made = await renewCalendarFeed(learner.api);
  const feedUrl = new URL(`/calendar/feed/${made.token}.ics`, env().SITE_URL).toString();
  return json({ feedUrl, revoked: false }, { headers: await learner.api.headers() });
}
