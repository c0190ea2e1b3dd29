import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { completeSignIn, kakaoAuthenticator, signInFailed } from '~/lib/auth.server';
import { PRIVATE } from '~/lib/http.server';

export const headers = () => PRIVATE;

/**
 * Kakao sends the learner back here with ?code&state. The page shows 로그인 중... and posts the
 * code on (automatically, or with the button without JavaScript); the exchange runs in the action.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has('error') || !url.searchParams.has('code') || !url.searchParams.has('state')) {
    throw await signInFailed(request, new Error(url.searchParams.get('error') ?? 'missing code'));
  }
  return { search: url.search };
}

export async function action({ request }: ActionFunctionArgs) {
  try {
    const tokens = await kakaoAuthenticator().authenticate('kakao', request);
    return await completeSignIn(request, tokens);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return signInFailed(request, error);
  }
}
