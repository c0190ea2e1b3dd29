import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { idFrom } from '@dharma/config/rules';
import { volunteerSchema } from '@dharma/config/contracts';
import { requireGrade } from '~/lib/grade.server';
import { check, formAction, FormRefusal, readForm } from '~/lib/form.server';
import { routeHeaders } from '~/lib/http.server';
import { gradeHref } from '~/components/studyroom/links';
import type { VolunteerFormResult } from '~/lib/form-results';
import { addVolunteer, getGradePage, removeVolunteer, updateVolunteer } from '~/lib/api/records.server';

export const headers = routeHeaders;

/** The done-message a redirect after a change carries (`?done=`), and nothing else. */
const DONE = { added: messages.volunteer_saved, updated: messages.volunteer_updated, deleted: messages.volunteer_deleted } as const;

/**
 * A grade's score sheet and volunteer log: one CMS call. `?edit=<entry>` opens an entry's edit
 * form and `?delete=<entry>` its confirmation, so both work without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { learner, grade } = await requireGrade(request, params);
  const page = await getGradePage(learner.api, grade);
  const query = new URL(request.url).searchParams;
  const done = query.get('done');
  return json(
    {
      page,
      edit: idFrom(query.get('edit')),
      remove: idFrom(query.get('delete')),
      done: done && done in DONE ? DONE[done as keyof typeof DONE] : null,
    },
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
  const { learner, grade } = await requireGrade(request, params, { returnTo: path });
  const { values } = await readForm(request);
  const intent = values.intent ?? '';
  const entry = idFrom(values.entry);
  const missing = () => new FormRefusal(messages.volunteer_not_found, null, 404);
  return formAction(
    async () => {
      let done: keyof typeof DONE;
      if (intent === 'delete') {
        if (entry === null) throw missing();
        await removeVolunteer(learner.api, grade, entry);
        done = 'deleted';
      } else if (intent === 'add' || intent === 'update') {
        const data = check(volunteerSchema, { date: values.date, hrs: values.hrs, content: values.content, email: values.email });
        if (intent === 'add') await addVolunteer(learner.api, grade, data);
        else if (entry === null) throw missing();
        else await updateVolunteer(learner.api, grade, entry, data);
        done = intent === 'add' ? 'added' : 'updated';
      } else {
        throw new FormRefusal(messages.volunteer_payload_invalid);
      }
      return redirect(`${gradeHref(grade)}?done=${done}#volunteer`, { status: 303, headers: await learner.api.headers() });
    },
    async ({ message, status }) =>
      json<VolunteerFormResult>({ intent, entry, error: message, values }, { status, headers: await learner.api.headers() }),
  );
}
