import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireLearner } from '~/lib/auth.server';

/** A resource route: the signed-in learner's data as the zip the CMS makes; a visitor goes to /login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const res = await learner.api.download('/api/v1/me/data');
  if (!res.ok) throw new Response(null, { status: res.status });
  const headers = await learner.api.headers();
  headers.set('Content-Type', 'application/zip');
  headers.set('Content-Disposition', res.headers.get('content-disposition') ?? 'attachment; filename="my-data.zip"');
  return new Response(await res.arrayBuffer(), { headers });
}
