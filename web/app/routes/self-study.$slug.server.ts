import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { offeringOpen, todayInKorea } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { getSelfStudy } from '~/lib/api/content.server';
import { applyForSelfStudy } from '~/lib/api/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { applyForOffering } from '~/lib/offering-action.server';

export const headers = routeHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const offering = await getSelfStudy(params.slug ?? '');
  if (!offering) notFound();
  const applied = new URL(request.url).searchParams.has('applied');
  return json({ offering, ended: !offeringOpen(offering, todayInKorea()), applied }, { headers: await learner.api.headers() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const offering = await getSelfStudy(params.slug ?? '');
  if (!offering) notFound();
  return applyForOffering(request, (api) => applyForSelfStudy(api, offering.slug), messages.self_study_done);
}
