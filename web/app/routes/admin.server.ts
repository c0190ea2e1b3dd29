import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { requireStaff } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

/** Staff only; each section's own loader checks again (loaders run side by side). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return json(null, { headers: await staff.api.headers() });
}
