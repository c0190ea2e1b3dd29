import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { offeringOpen, todayInKorea } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { getCurrentPublicClass } from '~/lib/api/content.server';
import { applyForPublicClass } from '~/lib/api/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { applyForOffering } from '~/lib/offering-action.server';

export const headers = routeHeaders;

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
