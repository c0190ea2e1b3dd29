import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { LIFESTYLE_ITEM_PATTERN, messages, idFrom } from '@dharma/config';
import { firstIssue, lifestyleOwnSchema } from '@dharma/config/schemas';
import { lifestyleHref } from '~/components/studyroom/links';
import { requireLearner } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';
import type { LifestyleResult } from '~/lib/form-results';
import { addOwnPractice, getLifestyle, removeOwnPractice, toggleLifestyle } from '~/lib/api/records.server';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A grade's lifestyle week: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const grade = idFrom(params.id);
  if (grade === null) notFound();
  const week = await getLifestyle(learner.api, grade);
  return json({ week }, { headers: await learner.api.headers() });
}

/**
 * Toggles a day (one tap: each cell is its own form), adds or removes an own practice. The CMS
 * decides which days may change. Without JavaScript the page comes back (303); a fetcher
 * (reply=json) gets the result in place.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  const learner = await requireLearner(request, { returnTo: path });
  const grade = idFrom(params.id);
  if (grade === null) notFound();
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : ''])) as Record<string, string>;
  const intent = values.intent ?? '';
  const refuse = async (error: string, status: number) => json<LifestyleResult>({ intent, error, values, item: values.item, date: values.date }, { status, headers: await learner.api.headers() });
  let checked: boolean | undefined;
  try {
    if (intent === 'toggle') {
      if (!LIFESTYLE_ITEM_PATTERN.test(values.item ?? '')) return refuse(messages.lifestyle_item_not_found, 404);
      if (!DAY.test(values.date ?? '')) return refuse(messages.lifestyle_day_invalid, 400);
      checked = (await toggleLifestyle(learner.api, grade, values.item, values.date)).checked;
    } else if (intent === 'add') {
      const parsed = lifestyleOwnSchema.safeParse({ name: values.name, etc: values.etc });
      if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
      await addOwnPractice(learner.api, grade, parsed.data);
    } else if (intent === 'remove') {
      if (!LIFESTYLE_ITEM_PATTERN.test(values.item ?? '')) return refuse(messages.lifestyle_item_not_found, 404);
      await removeOwnPractice(learner.api, grade, values.item);
    } else {
      return refuse(messages.lifestyle_payload_invalid, 400);
    }
  } catch (error) {
    if (isRefusal(error)) return refuse(error.reason, error.status);
    throw error;
  }
  if (values.reply === 'json') return json<LifestyleResult>({ intent, checked, item: values.item, date: values.date }, { headers: await learner.api.headers() });
  return redirect(`${lifestyleHref(grade)}#${intent === 'toggle' ? `cell-${values.item}-${values.date}` : 'own'}`, { status: 303, headers: await learner.api.headers() });
}
