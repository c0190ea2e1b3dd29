import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { messages, chromeUi, selfStudyUi } from '@dharma/config/words';
import { offeringOpen, todayInKorea } from '@dharma/config/rules';
import { OfferingPage } from '~/components/OfferingPage';
import { requireLearner } from '~/lib/auth.server';
import { getSelfStudy } from '~/lib/api/content.server';
import { applyForSelfStudy } from '~/lib/api/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { applyForOffering } from '~/lib/offering-action.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.offering.name ?? selfStudyUi.title} | ${chromeUi.siteName}` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const offering = await getSelfStudy(params.study_name ?? '');
  if (!offering) notFound();
  const applied = new URL(request.url).searchParams.has('applied');
  return json({ offering, ended: !offeringOpen(offering, todayInKorea()), applied }, { headers: await learner.api.headers() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const offering = await getSelfStudy(params.study_name ?? '');
  if (!offering) notFound();
  return applyForOffering(request, (api) => applyForSelfStudy(api, offering.slug), messages.self_study_done);
}

export default function SelfStudy() {
  const { offering, ended, applied } = useLoaderData<typeof loader>();
  return <OfferingPage kind={selfStudyUi.title} offering={offering} ended={ended} applied={applied} />;
}
