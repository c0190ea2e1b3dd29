import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useParams } from '@remix-run/react';
import { ui } from '@dharma/config';
import { GuardedPlaceholder } from '~/components/GuardedPlaceholder';
import { guardedLoader } from '~/lib/guarded.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.studyroom.title} | ${ui.siteName}` }];

const PERIODS = ['current', 'all', 'coming'];

export async function loader(args: LoaderFunctionArgs) {
  const result = await guardedLoader(args);
  if (!PERIODS.includes(args.params.period ?? '')) notFound();
  return result;
}

export default function StudyroomPeriod() {
  const { period = '' } = useParams();
  return <GuardedPlaceholder title={`${ui.studyroom.title} · ${ui.studyroom.periods[period] ?? ''}`} text={ui.studyroom.coming} />;
}
