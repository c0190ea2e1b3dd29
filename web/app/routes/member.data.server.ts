import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadMyData } from '~/lib/api/account.server';
import { requireLearner } from '~/lib/auth.server';

/** A resource route: the signed-in learner's data as the zip the CMS makes; a visitor goes to /login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const file = await downloadMyData(learner.api);
  const headers = await learner.api.headers();
  headers.set('Content-Type', 'application/zip');
  headers.set('Content-Disposition', file.disposition ?? 'attachment; filename="my-data.zip"');
  return new Response(new Uint8Array(file.body), { headers });
}
