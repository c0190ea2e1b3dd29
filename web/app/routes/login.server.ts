import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { kakaoAuthenticator, optionalLearner } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await optionalLearner(request)) throw redirect('/');
  return null;
}

/** The Kakao button posts here; the strategy answers with the redirect to Kakao. */
export async function action({ request }: ActionFunctionArgs) {
  await kakaoAuthenticator().authenticate('kakao', request);
  return null;
}
