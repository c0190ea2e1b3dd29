import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { mentorPairSchema } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { idFrom } from '@dharma/config/rules';
import { addMentorPair, getMentorPairs, removeMentorPair, updateMentorPair } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { check, formAction, FormRefusal, readForm } from '~/lib/form.server';
import type { MentorFormResult } from '~/lib/form-results';

/** The done-message a redirect after a change carries (`?done=`), and nothing else. */
const DONE = { saved: messages.mentor_pair_saved, deleted: messages.mentor_pair_deleted } as const;

/**
 * Every pair, with `?edit=<id>` opening a pair's edit form and `?delete=<id>` its confirmation,
 * so both work without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const query = new URL(request.url).searchParams;
  const { pairs } = await getMentorPairs(staff.api);
  const done = query.get('done');
  return json(
    {
      pairs,
      edit: idFrom(query.get('edit')),
      remove: idFrom(query.get('delete')),
      done: done && done in DONE ? DONE[done as keyof typeof DONE] : null,
    },
    { headers: await staff.api.headers() },
  );
}

/**
 * Adds, changes or removes a pair. The form is checked with the CMS's own schema first (a bad
 * one never leaves web); success redirects back (303) with what was done.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { values } = await readForm(request);
  const intent = values.intent ?? '';
  const pair = idFrom(values.pair);
  const missing = () => new FormRefusal(messages.mentor_pair_not_found, null, 404);
  return formAction(
    async () => {
      let done: keyof typeof DONE;
      if (intent === 'delete') {
        if (pair === null) throw missing();
        await removeMentorPair(staff.api, pair);
        done = 'deleted';
      } else if (intent === 'add' || intent === 'update') {
        const { mentee_name, mentee_phone, mentor_name, mentor_phone } = values;
        const data = check(mentorPairSchema, { mentee_name, mentee_phone, mentor_name, mentor_phone });
        if (intent === 'add') await addMentorPair(staff.api, data);
        else if (pair === null) throw missing();
        else await updateMentorPair(staff.api, pair, data);
        done = 'saved';
      } else {
        throw new FormRefusal(messages.mentor_payload_invalid);
      }
      return redirect(`/admin/mentors?done=${done}`, { status: 303, headers: await staff.api.headers() });
    },
    async ({ message, field, status }) =>
      json<MentorFormResult>({ intent, pair, error: message, field, values }, { status, headers: await staff.api.headers() }),
  );
}
