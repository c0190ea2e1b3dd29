import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { logout } from '~/lib/auth.server';

/** Logout is a POST (a link could be triggered by another site); a GET just goes home. */
export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

export function loader() {
  return redirect('/');
}
