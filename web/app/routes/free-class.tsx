import { type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { chromeUi, offeringUi } from '@dharma/config/words';
import { OfferingPage } from '~/components/OfferingPage';
import type { loader } from './free-class.server';

export { headers, loader, action } from './free-class.server';

export const meta: MetaFunction = () => [{ title: `${offeringUi.freeClassTitle} | ${chromeUi.siteName}` }];

export default function FreeClass() {
  const { offering, ended, applied } = useLoaderData<typeof loader>();
  return <OfferingPage kind={offeringUi.freeClassTitle} offering={offering} ended={ended} applied={applied} />;
}
