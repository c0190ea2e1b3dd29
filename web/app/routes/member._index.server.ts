import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { CHANNEL_CHOICE_KINDS, formatLongDateTime, formatMobile } from '@dharma/config/rules';
import {
  memberProfileSchema,
  noticeAddressSchema,
  noticeChoicesSchema,
  noticePhoneConfirmSchema,
  noticePhoneSchema,
  membershipNumberSchema,
  membershipSchema,
} from '@dharma/config/contracts';
import { messages, noticesUi, ui } from '@dharma/config/words';
import {
  applyForMembership,
  confirmNoticePhone,
  getMemberPage,
  requestNoticeAddress,
  requestNoticePhone,
  saveMembershipNumber,
  saveNoticeChoices,
  saveProfile,
} from '~/lib/api/account.server';
import { requireLearner } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';
import { check, formAction, readForm, type Refusal } from '~/lib/form.server';
import type { MemberFormResult } from '~/lib/form-results';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

/** One CMS call: the member page's data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member' });
  const data = await getMemberPage(learner.api);
  return json(
    { ...data, consents: data.consents.map((c) => ({ ...c, when: formatLongDateTime(c.at) })) },
    { headers: await learner.api.headers() },
  );
}

/**
 * The page's three forms; each checks with the CMS's own schema first (400 with what was typed),
 * and shows the CMS's Korean reason when it refuses.
 */
export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member' });
  const form = await readForm(request);
  const intent = form.get('intent');
  const answer = async (result: MemberFormResult, status = 200) => json(result, { status, headers: await learner.api.headers() });
  /** Sends one form to the CMS: done, or its refusal (400, 409) beside the form with what was typed. */
  const send = async (which: MemberFormResult['form'], call: Promise<unknown>, done: string, values?: Record<string, string>) => {
    const sent = await attempt(call, [400, 409]);
    return sent.ok ? answer({ form: which, done }) : answer({ form: which, error: sent.refused.reason, values }, sent.refused.status);
  };
  // Only the schema's refusals are answered here ([]): the CMS's are send's, which knows what each form keeps.
  const refused = (which: MemberFormResult['form'], values: Record<string, string>) => (r: Refusal) =>
    answer({ form: which, error: r.message, values }, r.status);
  if (intent === 'membership') {
    const values = { religion_name: form.get('religion_name') };
    const apply = async () => applyForMembership(learner.api, check(membershipSchema, { ...values, agreed: form.get('agreed') === 'on' }));
    return formAction(async () => send('membership', apply(), ui.member.applied, values), refused('membership', values), []);
  }
  if (intent === 'notices') {
    // The time field is left out while the reminder is off (with JavaScript): the stored time stays.
    const typed: Record<string, string> = form.has('reminder_at') ? { reminder_at: form.get('reminder_at') } : {};
    // Each kind's channel is a `channel_<kind>` field, there only when the school sends KakaoTalk,
    // beside the choice the page showed: only a changed one is sent, so a default stays a default.
    const channels: Record<string, string> = {};
    for (const kind of CHANNEL_CHOICE_KINDS) {
      const field = `channel_${kind}`;
      if (!form.has(field)) continue;
      typed[field] = form.get(field);
      if (form.get(field) !== form.get(`${field}_shown`)) channels[kind] = form.get(field);
    }
    const picked = Object.keys(channels).length ? { channels } : {};
    const save = async () => saveNoticeChoices(learner.api, check(noticeChoicesSchema, { on: form.all('on'), ...typed, ...picked }));
    return formAction(async () => send('notices', save(), noticesUi.saved, typed), refused('notices', typed), []);
  }
  if (intent === 'notice-phone' || intent === 'notice-phone-remove') {
    // A number: a code goes to it by text message and nothing changes until it is confirmed (a
    // number already confirmed: nothing is sent). Removing it: at once, notices go by e-mail.
    const values: Record<string, string> = intent === 'notice-phone' ? { phone: form.get('phone') } : {};
    return formAction(
      async () => {
        const { phone } = check(noticePhoneSchema, { phone: intent === 'notice-phone' ? form.get('phone') : null });
        const sent = await attempt(requestNoticePhone(learner.api, phone), [400, 409]);
        if (!sent.ok) return answer({ form: 'notice-phone', error: sent.refused.reason, values }, sent.refused.status);
        const { pending, phone: confirmed } = sent.value;
        const done = pending
          ? noticesUi.codeSent(formatMobile(pending))
          : confirmed
            ? noticesUi.phoneAlready(formatMobile(confirmed))
            : noticesUi.phoneRemoved;
        return answer({ form: 'notice-phone', done });
      },
      refused('notice-phone', values),
      [],
    );
  }
  if (intent === 'notice-phone-confirm') {
    const values = { code: form.get('code') };
    const confirm = async () => {
      const { code } = check(noticePhoneConfirmSchema, values);
      const sent = await attempt(confirmNoticePhone(learner.api, code), [400, 404, 409]);
      if (!sent.ok) return answer({ form: 'notice-phone-confirm', error: sent.refused.reason, values }, sent.refused.status);
      return answer({ form: 'notice-phone', done: noticesUi.phoneConfirmed(formatMobile(sent.value.phone)) });
    };
    return formAction(confirm, refused('notice-phone-confirm', values), []);
  }
  if (intent === 'notice-address' || intent === 'notice-kakao') {
    // Another address: a confirmation goes to it and nothing changes until its link is opened.
    // Kakao's again: at once.
    const values: Record<string, string> = intent === 'notice-address' ? { address: form.get('address') } : {};
    return formAction(
      async () => {
        const { address } = check(noticeAddressSchema, { address: intent === 'notice-address' ? form.get('address') : null });
        const sent = await attempt(requestNoticeAddress(learner.api, address), [400, 409]);
        if (!sent.ok) return answer({ form: 'notice-address', error: sent.refused.reason, values }, sent.refused.status);
        const done = sent.value.pending ? noticesUi.confirmationSent(sent.value.pending) : noticesUi.backToKakaoDone;
        return answer({ form: 'notice-address', done });
      },
      refused('notice-address', values),
      [],
    );
  }
  if (intent === 'number') {
    const typed = form.get('number');
    const save = async () => saveMembershipNumber(learner.api, check(membershipNumberSchema, { number: typed.trim() }).number);
    return formAction(
      async () => send('number', save(), ui.member.numberSaved, { number: typed }),
      refused('number', { number: typed }),
      [],
    );
  }
  // The dharma name field is on the form only for a learner with a membership record: sent when
  // present (empty clears it), left out otherwise so the CMS keeps what it has.
  const values: Record<string, string> = { name: form.get('name'), phone: form.get('phone') };
  if (form.has('religion_name')) values.religion_name = form.get('religion_name');
  return formAction(
    async () => {
      const data = check(memberProfileSchema, values);
      const sent = {
        name: data.name,
        phone: data.phone ?? '',
        ...(data.religion_name !== undefined ? { religion_name: data.religion_name ?? '' } : {}),
      };
      return send('profile', saveProfile(learner.api, sent), messages.member_saved, values);
    },
    refused('profile', values),
    [],
  );
}
