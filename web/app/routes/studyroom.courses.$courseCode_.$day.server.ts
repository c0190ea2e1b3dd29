import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { dayFromPath, parseTaskId } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { taskResponseSchema, voteSchema } from '@dharma/config/contracts';
import { requireLearner } from '~/lib/auth.server';
import { check, formAction, FormRefusal, readForm } from '~/lib/form.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { castVote, getDay, saveTask } from '~/lib/api/studyroom.server';
import type { TaskResult, VoteResult } from '~/lib/form-results';

export const headers = routeHeaders;

/** One day of a class as the learner studies it, with their own answers: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const day = dayFromPath(params.day);
  if (day === null) notFound();
  const detail = await getDay(learner.api, params.courseCode ?? '', day);
  // After a save without JavaScript the page comes back with ?saved=<task key>, to say so beside that task.
  // After a vote without JavaScript the page comes back with ?voted=<verse|story> at the posts.
  const query = new URL(request.url).searchParams;
  const saved = query.get('saved');
  const voted = query.get('voted');
  return json({ detail, saved, voted }, { headers: await learner.api.headers() });
}

/**
 * A task's answer. The form is checked with the CMS's own schema first (a bad one never leaves
 * web), then the CMS checks the day window and the task. Without JavaScript the answer is saved
 * and the page redirected back (303); a fetcher (reply=json) gets the result in place.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  const learner = await requireLearner(request, { returnTo: path });
  const courseCode = params.courseCode ?? '';
  if (dayFromPath(params.day) === null) notFound();
  const { intent, reply, ...fields } = (await readForm(request)).values;
  if (intent === 'vote') return vote(learner, courseCode, path, fields, reply === 'json');
  const taskId = fields.task_id ?? '';
  return formAction(
    async () => {
      if (intent !== 'task') throw new FormRefusal(messages.task_payload_invalid);
      const completed = (await saveTask(learner.api, courseCode, check(taskResponseSchema, fields))).completed_at !== null;
      const headers = await learner.api.headers();
      if (reply === 'json') return json<TaskResult>({ task_id: taskId, saved: true, completed }, { headers });
      const key = parseTaskId(taskId)?.key ?? '';
      return redirect(`${path}?saved=${encodeURIComponent(key)}#task-${key}`, { status: 303, headers });
    },
    async ({ message, status }) =>
      json<TaskResult>(
        { task_id: taskId, error: message, response: fields.response ?? '' },
        { status, headers: await learner.api.headers() },
      ),
  );
}

/**
 * A vote for a classmate's verse or story. The form is checked with the CMS's schema first; the
 * CMS then says whether the post may get this learner's vote. Without JavaScript the page comes
 * back at its posts (303); a fetcher gets the result and the page's data reloads in place.
 */
async function vote(
  learner: Awaited<ReturnType<typeof requireLearner>>,
  courseCode: string,
  path: string,
  fields: Record<string, string>,
  inPlace: boolean,
) {
  const type = fields.type ?? '';
  const id = fields.id ?? '';
  return formAction(
    async () => {
      const data = check(voteSchema, { type: fields.type, id: fields.id });
      await castVote(learner.api, courseCode, data);
      const headers = await learner.api.headers();
      if (inPlace) return json<VoteResult>({ intent: 'vote', type, id, voted: true }, { headers });
      return redirect(`${path}?voted=${data.type}#post-${data.id}`, { status: 303, headers });
    },
    async ({ message, status }) =>
      json<VoteResult>({ intent: 'vote', type, id, error: message }, { status, headers: await learner.api.headers() }),
  );
}
