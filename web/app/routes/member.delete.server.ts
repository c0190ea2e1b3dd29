import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { accountDeletionSchema } from '@dharma/config/contracts';
import { deleteAccount } from '~/lib/api/account.server';
import { requireLearner, signOutDeleted } from '~/lib/auth.server';
import { check, formAction, readForm } from '~/lib/form.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

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
