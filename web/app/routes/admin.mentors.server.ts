import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { mentorPairSchema, messages, idFrom } from '@dharma/config';
import { addMentorPair, getMentorPairs, removeMentorPair, updateMentorPair } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';


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
    { pairs, edit: idFrom(query.get('edit')), remove: idFrom(query.get('delete')), done: done && done in DONE ? DONE[done as keyof typeof DONE] : null },
    { headers: await staff.api.headers() },
  );
}

/** What a refused form gets back: the message, the field it is about and what was typed, so nothing is lost. */
export type MentorFormResult = { intent: string; pair: number | null; error: string; field: string | null; values: Record<string, string> };

/**
 * Adds, changes or removes a pair. The form is checked with the CMS's own schema first (a bad
 * one never leaves web); success redirects back (303) with what was done.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : ''])) as Record<string, string>;
  const intent = values.intent ?? '';
  const pair = idFrom(values.pair);
  const refuse = async (error: string, field: string | null, status: number) => json<MentorFormResult>({ intent, pair, error, field, values }, { status, headers: await staff.api.headers() });
  let done: keyof typeof DONE;
  try {
    if (intent === 'delete') {
      if (pair === null) return refuse(messages.mentor_pair_not_found, null, 404);
      await removeMentorPair(staff.api, pair);
      done = 'deleted';
    } else if (intent === 'add' || intent === 'update') {
      const parsed = mentorPairSchema.safeParse({ mentee_name: values.mentee_name, mentee_phone: values.mentee_phone, mentor_name: values.mentor_name, mentor_phone: values.mentor_phone });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(issue.message, String(issue.path[0] ?? ''), 400);
      }
      if (intent === 'add') await addMentorPair(staff.api, parsed.data);
      else if (pair === null) return refuse(messages.mentor_pair_not_found, null, 404);
      else await updateMentorPair(staff.api, pair, parsed.data);
      done = 'saved';
    } else {
      return refuse(messages.mentor_payload_invalid, null, 400);
    }
  } catch (error) {
    if (isRefusal(error)) return refuse(error.reason, null, error.status);
    throw error;
  }
  return redirect(`/admin/mentors?done=${done}`, { status: 303, headers: await staff.api.headers() });
}
