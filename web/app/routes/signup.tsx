import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { messages, articlesUi, chromeUi, signupUi } from '@dharma/config/words';
import { signupSchema } from '@dharma/config/contracts';
import { signup } from '~/lib/api/account.server';
import { requireLearner, type Learner } from '~/lib/auth.server';
import { check, formAction, readForm } from '~/lib/form.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';
import { commitSession, returnToCookie, safePath } from '~/lib/session.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${signupUi.title} | ${chromeUi.siteName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireLearner(request, { allowWithoutName: true });
  if (user.username) throw redirect('/');
  return json(null, { headers: PRIVATE });
}

type Errors = { username?: string; agreed?: string; form?: string };

export async function action({ request }: ActionFunctionArgs) {
  const learner: Learner = await requireLearner(request, { allowWithoutName: true });
  const form = await readForm(request);
  const input = { username: form.get('username'), agreed: form.get('agreed') === 'on' };
  return formAction(
    async () => {
      // The same schema the CMS enforces: the learner sees every problem at once (each field's first), in Korean.
      const user = await signup(learner.api, check(signupSchema, input));
      learner.api.session.set('user', user);
      learner.api.session.flash('message', messages.signup_done);
      const returnTo = safePath(await returnToCookie().parse(request.headers.get('Cookie')));
      const headers = new Headers();
      headers.append('Set-Cookie', await commitSession(learner.api.session));
      headers.append('Set-Cookie', await returnToCookie().serialize('', { maxAge: 0 }));
      return redirect(returnTo ?? '/', { headers });
    },
    // A field's refusal is the schema's; one without a field is the CMS's, shown above the form.
    ({ message, field, fields, status }) =>
      json({ errors: (field ? fields : { form: message }) as Errors, values: { username: input.username } }, { status }),
    [400],
  );
}

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
        <div className="field">
          <label htmlFor="username">{s.name}</label>
          <input
            id="username"
            name="username"
            autoComplete="name"
            maxLength={50}
            defaultValue={result?.values.username ?? ''}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'username-error' : 'username-hint'}
          />
          <p id="username-hint" className="hint">
            {s.nameHint}
          </p>
          {errors.username ? (
            <p id="username-error" className="field-error" role="alert">
              {errors.username}
            </p>
          ) : null}
        </div>
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
