import { getPrivacyPolicy } from '~/lib/api/content.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

export async function loader() {
  const policy = await getPrivacyPolicy();
  if (!policy) notFound();
  return { policy };
}
