import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { messages, chromeUi, offeringUi } from '@dharma/config/words';
import { offeringOpen, todayInKorea } from '@dharma/config/rules';
import { OfferingPage } from '~/components/OfferingPage';
import { requireLearner } from '~/lib/auth.server';
import { getCurrentPublicClass } from '~/lib/api/content.server';
import { applyForPublicClass } from '~/lib/api/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { applyForOffering } from '~/lib/offering-action.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${offeringUi.freeClassTitle} | ${chromeUi.siteName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const today = todayInKorea();
  const offering = await getCurrentPublicClass(today);
  if (!offering) notFound();
  const applied = new URL(request.url).searchParams.has('applied');
  return json({ offering, ended: !offeringOpen(offering, today), applied }, { headers: await learner.api.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const offering = await getCurrentPublicClass(todayInKorea());
  if (!offering) notFound();
  return applyForOffering(request, (api) => applyForPublicClass(api, offering), messages.public_done);
}

export default function FreeClass() {
  const { offering, ended, applied } = useLoaderData<typeof loader>();
  return <OfferingPage kind={offeringUi.freeClassTitle} offering={offering} ended={ended} applied={applied} />;
}
