import { type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { chromeUi, studyroomUi } from '@dharma/config/words';
import { AllPage } from '~/components/studyroom/AllPage';
import { ComingPage } from '~/components/studyroom/ComingPage';
import { CurrentPage } from '~/components/studyroom/CurrentPage';
import type { PageHandle } from '~/lib/page-handle';
import type { loader, action } from './studyroom.$period.server';

export { headers, loader, action } from './studyroom.$period.server';

/**
 * This semester's classes need no script: cards of links, no form, no menu beyond the header's
 * `<details>`. Not hydrated, the page is its HTML (React and Remix's runtime, ~119 KB on a phone,
 * are what its time to interactive went on). The other two lists keep hydration: coming has
 * the retake form, and all is reached from the user menu by client-side navigation.
 */
export const handle: PageHandle = { hydrate: (params) => params.period !== 'current' };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${studyroomUi.periods[data.period]} | ` : ''}${studyroomUi.title} | ${chromeUi.siteName}` },
];

export default function StudyroomPeriod() {
  const { period, current, all, coming } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { error?: string } | undefined;
  const title = `${studyroomUi.title} · ${studyroomUi.periods[period] ?? ''}`;
  if (period === 'all' && all) return <AllPage title={title} courses={all} />;
  if (period === 'current') return <CurrentPage title={title} classes={current} />;
  return <ComingPage title={title} coming={coming} error={refused?.error} />;
}
