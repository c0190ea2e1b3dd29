import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { ISO_DAY_PATTERN, LIFESTYLE_ITEM_PATTERN } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { lifestyleOwnSchema } from '@dharma/config/contracts';
import { lifestyleHref } from '~/components/studyroom/links';
import { requireGrade } from '~/lib/grade.server';
import { check, formAction, FormRefusal, readForm } from '~/lib/form.server';
import { routeHeaders } from '~/lib/http.server';
import type { LifestyleResult } from '~/lib/form-results';
import { addOwnPractice, getLifestyle, removeOwnPractice, toggleLifestyle } from '~/lib/api/records.server';

export const headers = routeHeaders;

/** A grade's lifestyle week: one CMS call. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { learner, grade } = await requireGrade(request, params);
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
  const { learner, grade } = await requireGrade(request, params, { returnTo: path });
  const { values } = await readForm(request);
  const intent = values.intent ?? '';
  const item = () => {
    if (!LIFESTYLE_ITEM_PATTERN.test(values.item ?? '')) throw new FormRefusal(messages.lifestyle_item_not_found, null, 404);
    return values.item;
  };
  return formAction(
    async () => {
      let checked: boolean | undefined;
      if (intent === 'toggle') {
        const practice = item();
        if (!ISO_DAY_PATTERN.test(values.date ?? '')) throw new FormRefusal(messages.lifestyle_day_invalid);
        checked = (await toggleLifestyle(learner.api, grade, practice, values.date)).checked;
      } else if (intent === 'add') {
        await addOwnPractice(learner.api, grade, check(lifestyleOwnSchema, { name: values.name, etc: values.etc }));
      } else if (intent === 'remove') {
        await removeOwnPractice(learner.api, grade, item());
      } else {
        throw new FormRefusal(messages.lifestyle_payload_invalid);
      }
      const headers = await learner.api.headers();
      if (values.reply === 'json') return json<LifestyleResult>({ intent, checked, item: values.item, date: values.date }, { headers });
      return redirect(`${lifestyleHref(grade)}#${intent === 'toggle' ? `cell-${values.item}-${values.date}` : 'own'}`, {
        status: 303,
        headers,
      });
    },
    async ({ message, status }) =>
      json<LifestyleResult>(
        { intent, error: message, values, item: values.item, date: values.date },
        { status, headers: await learner.api.headers() },
      ),
  );
}
