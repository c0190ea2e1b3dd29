import { type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { chromeUi, selfStudyUi } from '@dharma/config/words';
import { OfferingPage } from '~/components/OfferingPage';
import type { loader } from './self-study.$slug.server';

export { headers, loader, action } from './self-study.$slug.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.offering.name ?? selfStudyUi.title} | ${chromeUi.siteName}` },
];

export default function SelfStudy() {
  const { offering, ended, applied } = useLoaderData<typeof loader>();
  return <OfferingPage kind={selfStudyUi.title} offering={offering} ended={ended} applied={applied} />;
}
