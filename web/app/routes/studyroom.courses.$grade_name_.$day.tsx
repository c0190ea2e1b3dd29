import type { MetaFunction } from '@remix-run/node';
import { ui } from '@dharma/config';
import { GuardedPlaceholder } from '~/components/GuardedPlaceholder';
import { guardedLoader } from '~/lib/guarded.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.studyroom.title} | ${ui.siteName}` }];
export const loader = guardedLoader;

export default function StudyroomDay() {
  return <GuardedPlaceholder title={ui.studyroom.title} text={ui.studyroom.coming} />;
}
