import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import { formatLongDateTime, memberProfileSchema, messages, ui } from '@dharma/config';
import { firstIssue, membershipNumberSchema, membershipSchema } from '@dharma/config/schemas';
import { applyForMembership, getMemberPage, saveMembershipNumber, saveProfile } from '~/lib/api/account.server';
import { requireLearner } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';
import type { MemberFormResult } from '~/lib/form-results';

/** One CMS call: the member page's data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member' });
  const data = await getMemberPage(learner.api);
  return json({ ...data, consents: data.consents.map((c) => ({ ...c, when: formatLongDateTime(c.at) })) }, { headers: await learner.api.headers() });
}

/** The page's three forms; each checks with the CMS's own schema first, and shows the CMS's Korean reason when it refuses. */
export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member' });
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  const answer = async (result: MemberFormResult, status = 200) => json(result, { status, headers: await learner.api.headers() });
  /** Sends one form to the CMS: done, or its refusal (400, 409) beside the form with what was typed. */
  const send = async (which: MemberFormResult['form'], call: Promise<unknown>, done: string, values?: Record<string, string>) => {
    const sent = await attempt(call, [400, 409]);
    return sent.ok ? answer({ form: which, done }) : answer({ form: which, error: sent.refused.reason, values }, sent.refused.status);
  };
  if (intent === 'membership') {
    const input = { religion_name: field('religion_name'), agreed: form.get('agreed') === 'on' };
    const parsed = membershipSchema.safeParse(input);
    if (!parsed.success) return answer({ form: 'membership', error: firstIssue(parsed.error), values: { religion_name: input.religion_name } }, 400);
    return send('membership', applyForMembership(learner.api, parsed.data), ui.member.applied, { religion_name: input.religion_name });
  }
  if (intent === 'number') {
    const parsed = membershipNumberSchema.safeParse({ number: field('number').trim() });
    if (!parsed.success) return answer({ form: 'number', error: firstIssue(parsed.error), values: { number: field('number') } }, 400);
    return send('number', saveMembershipNumber(learner.api, parsed.data.number), ui.member.numberSaved);
  }
  // The dharma name field is on the form only for a learner with a membership record: sent when
  // present (empty clears it), left out otherwise so the CMS keeps what it has.
  const values: Record<string, string> = { name: field('name'), phone: field('phone') };
  if (form.has('religion_name')) values.religion_name = field('religion_name');
  const parsed = memberProfileSchema.safeParse(values);
  if (!parsed.success) return answer({ form: 'profile', error: firstIssue(parsed.error), values }, 400);
  const sent = { name: parsed.data.name, phone: parsed.data.phone ?? '', ...(parsed.data.religion_name !== undefined ? { religion_name: parsed.data.religion_name ?? '' } : {}) };
  return send('profile', saveProfile(learner.api, sent), messages.member_saved, values);
}
