import { type MetaFunction } from '@remix-run/node';
import { Form } from '@remix-run/react';
import { chromeUi, loginUi } from '@dharma/config/words';

export { headers, loader, action } from './login.server';

export const meta: MetaFunction = () => [{ title: `${loginUi.title} | ${chromeUi.siteName}` }];

export default function Login() {
  return (
    <section className="container section narrow" aria-labelledby="login-title">
      <h1 id="login-title">{loginUi.title}</h1>
      <p>{loginUi.intro}</p>
      <Form method="post" reloadDocument>
        <button type="submit" className="button kakao-button">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.8 5.3 4.6 6.7l-1.2 4.3 4.9-3.2c.6.1 1.1.1 1.7.1 5.5 0 10-3.6 10-8S17.5 3 12 3z"
            />
          </svg>
          {loginUi.kakao}
        </button>
      </Form>
    </section>
  );
}
