import type { MetaFunction } from '@remix-run/node';
import { ui } from '@dharma/config';
import { GuardedPlaceholder } from '~/components/GuardedPlaceholder';
import { guardedLoader } from '~/lib/guarded.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.freeClass.title} | ${ui.siteName}` }];
export const loader = guardedLoader;

export default function FreeClass() {
  return <GuardedPlaceholder title={ui.freeClass.title} text={ui.freeClass.coming} />;
}
