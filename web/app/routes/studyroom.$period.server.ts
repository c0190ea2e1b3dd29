import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { type MyCourses, type StudyClass } from '@dharma/config/contracts';
import { comingUi, messages } from '@dharma/config/words';
import { parseCourseCode } from '@dharma/config/rules';
import { requireLearner } from '~/lib/auth.server';
import { changeToCourse, getComing, type ComingApplication } from '~/lib/api/enrolment.server';
import { formAction, FormRefusal, readForm } from '~/lib/form.server';
import { methodNotAllowed, notFound, routeHeaders } from '~/lib/http.server';
import { getMyCourses } from '~/lib/api/studyroom.server';

export const headers = routeHeaders;

/**
 * The study room's three lists. Each is one CMS call: my-courses for current and all, the
 * application for coming. Each page is sent only the part it shows: the loader's data is written
 * into the page for hydration, so an unused list would be serialised and sent on every view.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const period = params.period ?? '';
  let current: StudyClass[] = [];
  let all: Omit<MyCourses, 'current'> | null = null;
  let coming: ComingApplication[] = [];
  if (period === 'current') current = (await getMyCourses(learner.api)).current;
  else if (period === 'all') {
    const courses = await getMyCourses(learner.api);
    all = { all: courses.all, credits: courses.credits, credits_to_complete: courses.credits_to_complete, semester: courses.semester };
  } else if (period === 'coming') coming = await getComing(learner.api);
  else notFound();
  return json({ period, current, all, coming }, { headers: await learner.api.headers() });
}

/**
 * The next-semester page's one button: a retake offered after a failed level replaces the course
 * of its slot (the CMS's change, which keeps the rest and what was paid, and refuses from the
 * term's first day).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  // Only the next-semester page has a form (the retake change); the others take no post.
  if (params.period !== 'coming') methodNotAllowed();
  const learner = await requireLearner(request, { returnTo: '/studyroom/coming' });
  const { values } = await readForm(request);
  return formAction(
    async () => {
      const code = values.retake ?? '';
      if (!parseCourseCode(code)) throw new FormRefusal(messages.course_code_invalid);
      await changeToCourse(learner.api, code);
      learner.api.session.flash('message', comingUi.retakeDone);
      learner.api.touch();
      return redirect('/studyroom/coming', { status: 303, headers: await learner.api.headers() });
    },
    async ({ message, status }) => json({ error: message }, { status, headers: await learner.api.headers() }),
  );
}
