import { Form, useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { messages, loginUi } from '@dharma/config/words';
import { noindexMeta } from '~/lib/meta';
import type { loader } from './v1.session.oauth.server';

export { headers, loader, action } from './v1.session.oauth.server';

export const meta = noindexMeta(messages.logging_in);

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
