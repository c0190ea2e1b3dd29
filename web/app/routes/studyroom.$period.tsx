import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type MyCourses, type StudyClass, chromeUi, studyroomUi } from '@dharma/config';
import { AllPage } from '~/components/studyroom/AllPage';
import { ComingPage } from '~/components/studyroom/ComingPage';
import { CurrentPage } from '~/components/studyroom/CurrentPage';
import { requireLearner } from '~/lib/auth.server';
import { getComing, type ComingApplication } from '~/lib/api/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { getMyCourses } from '~/lib/api/studyroom.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${studyroomUi.periods[data.period]} | ` : ''}${studyroomUi.title} | ${chromeUi.siteName}` },
];

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

export default function StudyroomPeriod() {
  const { period, current, all, coming } = useLoaderData<typeof loader>();
  const title = `${studyroomUi.title} · ${studyroomUi.periods[period] ?? ''}`;
  if (period === 'all' && all) return <AllPage title={title} courses={all} />;
  if (period === 'current') return <CurrentPage title={title} classes={current} />;
  return <ComingPage title={title} coming={coming} />;
}
