import { type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { articlesUi, chromeUi, signupUi } from '@dharma/config/words';
import { TextField } from '~/components/Field';
import type { Errors } from './signup.server';

export { headers, loader, action } from './signup.server';

export const meta: MetaFunction = () => [{ title: `${signupUi.title} | ${chromeUi.siteName}` }];

export default function Signup() {
  const result = useActionData<{ errors: Errors; values: { username: string } }>();
  const busy = useNavigation().state === 'submitting';
  const errors = result?.errors ?? {};
  const s = signupUi;
  return (
    <section className="container section narrow" aria-labelledby="signup-title">
      <h1 id="signup-title">{s.title}</h1>
      <p>{s.intro}</p>
      {errors.form ? (
        <p className="alert" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" noValidate className="stack-form">
        <TextField
          id="username"
          label={s.name}
          hint={s.nameHint}
          name="username"
          autoComplete="name"
          maxLength={50}
          defaultValue={result?.values.username ?? ''}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'username-error' : 'username-hint'}
          after={
            errors.username ? (
              <p id="username-error" className="field-error" role="alert">
                {errors.username}
              </p>
            ) : null
          }
        />
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              name="agreed"
              aria-invalid={errors.agreed ? true : undefined}
              aria-describedby={errors.agreed ? 'agreed-error' : undefined}
            />
            <span>{s.consent}</span>
          </label>
          <Link to="/privacy" target="_blank" rel="noopener">
            {s.policyLink}
            <span className="sr-only"> {articlesUi.external}</span>
          </Link>
          {errors.agreed ? (
            <p id="agreed-error" className="field-error" role="alert">
              {errors.agreed}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {s.submit}
        </button>
      </Form>
    </section>
  );
}
