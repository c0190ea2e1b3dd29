import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { messages, chromeUi, loginUi } from '@dharma/config/words';
import { completeSignIn, kakaoAuthenticator, signInFailed } from '~/lib/auth.server';
import { PRIVATE } from '~/lib/http.server';

export const meta: MetaFunction = () => [
  { title: `${messages.logging_in} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];
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

export default function OAuthCallback() {
  const { search } = useLoaderData<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <section className="container section narrow" aria-busy="true">
      <div role="status">
        <h1>{messages.logging_in}</h1>
      </div>
      <Form method="post" action={`/v1/session/oauth${search}`} ref={form} reloadDocument>
        <noscript>
          <button type="submit" className="button">
            {loginUi.continue}
          </button>
        </noscript>
      </Form>
    </section>
  );
}
