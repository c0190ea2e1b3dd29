import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { accountDeletionSchema } from '@dharma/config/contracts';
import { accountDeleteUi, chromeUi, memberUi } from '@dharma/config/words';
import { deleteAccount } from '~/lib/api/account.server';
import { requireLearner, signOutDeleted } from '~/lib/auth.server';
import { check, formAction, readForm } from '~/lib/form.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${accountDeleteUi.title} | ${chromeUi.siteName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLearner(request, { returnTo: '/member/delete' });
  return json(null, { headers: PRIVATE });
}

/** The typed words are checked here with the CMS's own schema, then the CMS deletes and says why it would not. */
export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member/delete' });
  const typed = (await readForm(request)).get('confirm');
  return formAction(
    async () => {
      await deleteAccount(learner.api, check(accountDeletionSchema, { confirm: typed }).confirm);
      return signOutDeleted(request);
    },
    async ({ message, status }) => json({ error: message, typed }, { status, headers: await learner.api.headers() }),
    [400, 403],
  );
}

const d = accountDeleteUi;

export default function DeleteAccount() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="container section narrow" aria-labelledby="delete-title">
      <h1 id="delete-title">{d.title}</h1>
      <p className="alert alert-error">{d.intro}</p>
      <h2>{d.erasedTitle}</h2>
      <ul>
        {d.erased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{d.keptTitle}</h2>
      <ul>
        {d.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {d.downloadFirst}{' '}
        <a href="/member/data" download>
          {memberUi.download}
        </a>
      </p>
      <p className="muted">{d.againNote}</p>
      <Form method="post" className="stack-form">
        {result?.error ? (
          <p className="alert alert-error" role="alert" id="delete-error">
            {result.error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="delete-confirm">{d.phraseLabel}</label>
          <input
            id="delete-confirm"
            name="confirm"
            required
            maxLength={50}
            autoComplete="off"
            defaultValue={result?.typed ?? ''}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? 'delete-error' : undefined}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-danger" disabled={busy}>
            {d.submit}
          </button>
          <Link to="/member" className="button button-light">
            {d.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
