import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { signupSchema } from '@dharma/config/contracts';
import { signup } from '~/lib/api/account.server';
import { requireLearner, type Learner } from '~/lib/auth.server';
import { check, formAction, readForm } from '~/lib/form.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';
import { commitSession, returnToCookie, safePath } from '~/lib/session.server';

export const headers = routeHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireLearner(request, { allowWithoutName: true });
  if (user.username) throw redirect('/');
  return json(null, { headers: PRIVATE });
}

export type Errors = { username?: string; agreed?: string; form?: string };

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
