import { notFound } from '~/lib/http.server';

/** /404 is the not-found page itself, served with status 404 by the root error boundary. */
export function loader(): never {
  notFound();
}
