import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { ui } from '@dharma/config';
import { GuardedPlaceholder } from '~/components/GuardedPlaceholder';
import { requireLearner } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.register.title} | ${ui.siteName}` }];

/** Anyone may look at /register; submitting an application needs a signed-in learner. */
export async function action({ request }: ActionFunctionArgs) {
  await requireLearner(request);
  return null;
}

export default function Register() {
  return <GuardedPlaceholder title={ui.register.title} text={ui.register.coming} />;
}
