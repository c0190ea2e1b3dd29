import type { LoaderFunctionArgs } from '@remix-run/node';
import { cmsFile } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';

/** Media that editors upload to the CMS, served through web (the browser never talks to the CMS). */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params['*'] ?? '';
  if (!/^[\w.-]+$/.test(file)) notFound();
  return cmsFile(`/uploads/${file}`);
}
