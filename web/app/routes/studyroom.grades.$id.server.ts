import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { messages, idFrom } from '@dharma/config';
import { firstIssue, volunteerSchema } from '@dharma/config/schemas';
import { requireLearner } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';
import { gradeHref } from '~/components/studyroom/links';
import type { VolunteerFormResult } from '~/lib/form-results';
import { addVolunteer, getGradePage, removeVolunteer, updateVolunteer } from '~/lib/api/records.server';


/** The done-message a redirect after a change carries (`?done=`), and nothing else. */
const DONE = { added: messages.volunteer_saved, updated: messages.volunteer_updated, deleted: messages.volunteer_deleted } as const;

/**
 * A grade's score sheet and volunteer log: one CMS call. `?edit=<entry>` opens an entry's edit
 * form and `?delete=<entry>` its confirmation, so both work without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const grade = idFrom(params.id);
  if (grade === null) notFound();
  const page = await getGradePage(learner.api, grade);
  const query = new URL(request.url).searchParams;
  const done = query.get('done');
  return json(
    { page, edit: idFrom(query.get('edit')), remove: idFrom(query.get('delete')), done: done && done in DONE ? DONE[done as keyof typeof DONE] : null },
    { headers: await learner.api.headers() },
  );
}

/**
 * Adds, changes or removes an entry. The form is checked with the CMS's own schema first (a bad
 * one never leaves web); the CMS then checks the term, the owner and whether staff confirmed it.
 * Success redirects back (303) with what was done.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  const learner = await requireLearner(request, { returnTo: path });
  const grade = idFrom(params.id);
  if (grade === null) notFound();
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : ''])) as Record<string, string>;
  const intent = values.intent ?? '';
  const entry = idFrom(values.entry);
  const refuse = async (error: string, status: number) => json<VolunteerFormResult>({ intent, entry, error, values }, { status, headers: await learner.api.headers() });

  let done: keyof typeof DONE;
  try {
    if (intent === 'delete') {
      if (entry === null) return refuse(messages.volunteer_not_found, 404);
      await removeVolunteer(learner.api, grade, entry);
      done = 'deleted';
    } else if (intent === 'add' || intent === 'update') {
      const parsed = volunteerSchema.safeParse({ date: values.date, hrs: values.hrs, content: values.content, email: values.email });
      if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
      if (intent === 'add') await addVolunteer(learner.api, grade, parsed.data);
      else if (entry === null) return refuse(messages.volunteer_not_found, 404);
      else await updateVolunteer(learner.api, grade, entry, parsed.data);
      done = intent === 'add' ? 'added' : 'updated';
    } else {
      return refuse(messages.volunteer_payload_invalid, 400);
    }
  } catch (error) {
    if (isRefusal(error)) return refuse(error.reason, error.status);
    throw error;
  }
  return redirect(`${gradeHref(grade)}?done=${done}#volunteer`, { status: 303, headers: await learner.api.headers() });
}
