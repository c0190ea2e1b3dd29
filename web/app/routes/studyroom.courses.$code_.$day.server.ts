import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { dayFromPath, messages, parseTaskId } from '@dharma/config';
import { firstIssue, taskResponseSchema, voteSchema } from '@dharma/config/schemas';
import { requireLearner } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';
import { castVote, getDay, saveTask } from '~/lib/api/studyroom.server';
import type { TaskResult, VoteResult } from '~/lib/form-results';

/** One day of a class as the learner studies it, with their own answers: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const day = dayFromPath(params.day);
  if (day === null) notFound();
  const detail = await getDay(learner.api, params.code ?? '', day);
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
  const courseCode = params.code ?? '';
  if (dayFromPath(params.day) === null) notFound();
  const { intent, reply, ...fields } = Object.fromEntries(await request.formData());
  const taskId = typeof fields.task_id === 'string' ? fields.task_id : '';
  const refuse = async (error: string, status: number) =>
    json<TaskResult>({ task_id: taskId, error, response: typeof fields.response === 'string' ? fields.response : '' }, { status, headers: await learner.api.headers() });

  if (intent === 'vote') return vote(learner, courseCode, path, fields, reply === 'json');
  if (intent !== 'task') return refuse(messages.task_payload_invalid, 400);
  const parsed = taskResponseSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
  let completed: boolean;
  try {
    completed = (await saveTask(learner.api, courseCode, parsed.data)).completed_at !== null;
  } catch (error) {
    if (isRefusal(error)) return refuse(error.reason, error.status);
    throw error;
  }
  if (reply === 'json') return json<TaskResult>({ task_id: taskId, saved: true, completed }, { headers: await learner.api.headers() });
  const key = parseTaskId(taskId)?.key ?? '';
  return redirect(`${path}?saved=${encodeURIComponent(key)}#task-${key}`, { status: 303, headers: await learner.api.headers() });
}

/**
 * A vote for a classmate's verse or story. The form is checked with the CMS's schema first; the
 * CMS then says whether the post may get this learner's vote. Without JavaScript the page comes
 * back at its posts (303); a fetcher gets the result and the page's data reloads in place.
 */
async function vote(learner: Awaited<ReturnType<typeof requireLearner>>, courseCode: string, path: string, fields: Record<string, FormDataEntryValue>, inPlace: boolean) {
  const type = typeof fields.type === 'string' ? fields.type : '';
  const id = typeof fields.id === 'string' ? fields.id : '';
  const refuse = async (error: string, status: number) => json<VoteResult>({ intent: 'vote', type, id, error }, { status, headers: await learner.api.headers() });
  const parsed = voteSchema.safeParse({ type: fields.type, id: fields.id });
  if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
  try {
    await castVote(learner.api, courseCode, parsed.data);
  } catch (error) {
    if (isRefusal(error)) return refuse(error.reason, error.status);
    throw error;
  }
  if (inPlace) return json<VoteResult>({ intent: 'vote', type, id, voted: true }, { headers: await learner.api.headers() });
  return redirect(`${path}?voted=${parsed.data.type}#post-${parsed.data.id}`, { status: 303, headers: await learner.api.headers() });
}
