import { notFound } from '~/lib/http.server';

/** Any unknown path: the not-found page with status 404, inside the site's layout. */
export function loader(): never {
  notFound();
}
