import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { dayFromPath, messages, parseTaskId } from '@dharma/config';
import { firstIssue, taskResponseSchema } from '@dharma/config/schemas';
import { requireLearner } from '~/lib/auth.server';
import { CmsError } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';
import { getDay, saveTask } from '~/lib/studyroom.server';

/** One day of a class as the learner studies it, with their own answers: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const day = dayFromPath(params.day);
  if (day === null) notFound();
  const detail = await getDay(learner.api, params.grade_name ?? '', day);
  // After a save without JavaScript the page comes back with ?saved=<task key>, to say so beside that task.
  const saved = new URL(request.url).searchParams.get('saved');
  return json({ detail, saved }, { headers: await learner.api.headers() });
}

/** What a task form gets back: saved, or why not with the learner's text, so nothing typed is lost. */
export type TaskResult = { task_id: string; saved: true; completed: boolean } | { task_id: string; error: string; response: string };

/**
 * A task's answer. The form is checked with the CMS's own schema first (a bad one never leaves
 * web), then the CMS checks the day window and the task. Without JavaScript the answer is saved
 * and the page redirected back (303); a fetcher (reply=json) gets the result in place.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  const learner = await requireLearner(request, { returnTo: path });
  const gradeName = params.grade_name ?? '';
  if (dayFromPath(params.day) === null) notFound();
  const { intent, reply, ...fields } = Object.fromEntries(await request.formData());
  const taskId = typeof fields.task_id === 'string' ? fields.task_id : '';
  const refuse = async (error: string, status: number) =>
    json<TaskResult>({ task_id: taskId, error, response: typeof fields.response === 'string' ? fields.response : '' }, { status, headers: await learner.api.headers() });

  if (intent !== 'task') return refuse(messages.task_payload_invalid, 400);
  const parsed = taskResponseSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
  let completed: boolean;
  try {
    completed = (await saveTask(learner.api, gradeName, parsed.data)).completed_at !== null;
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return refuse(error.reason, error.status);
    throw error;
  }
  if (reply === 'json') return json<TaskResult>({ task_id: taskId, saved: true, completed }, { headers: await learner.api.headers() });
  const key = parseTaskId(taskId)?.key ?? '';
  return redirect(`${path}?saved=${encodeURIComponent(key)}#task-${key}`, { status: 303, headers: await learner.api.headers() });
}
