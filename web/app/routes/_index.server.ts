import { getHome } from '~/lib/api/content.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

export async function loader() {
  return getHome();
}
