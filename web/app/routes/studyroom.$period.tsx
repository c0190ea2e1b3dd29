import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ui, type MyCourses } from '@dharma/config';
import { AllPage } from '~/components/studyroom/AllPage';
import { ComingPage } from '~/components/studyroom/ComingPage';
import { CurrentPage } from '~/components/studyroom/CurrentPage';
import { requireLearner } from '~/lib/auth.server';
import { getComing, type ComingApplication } from '~/lib/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { getMyCourses } from '~/lib/studyroom.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${ui.studyroom.periods[data.period]} | ` : ''}${ui.studyroom.title} | ${ui.siteName}` },
];

/** The study room's three lists. Each is one CMS call: my-courses for current and all, the application for coming. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const period = params.period ?? '';
  let courses: MyCourses | null = null;
  let coming: ComingApplication[] = [];
  if (period === 'current' || period === 'all') courses = await getMyCourses(learner.api);
  else if (period === 'coming') coming = await getComing(learner.api);
  else notFound();
  return json({ period, courses, coming }, { headers: await learner.api.headers() });
}

export default function StudyroomPeriod() {
  const { period, courses, coming } = useLoaderData<typeof loader>();
  const title = `${ui.studyroom.title} · ${ui.studyroom.periods[period] ?? ''}`;
  if (period === 'coming' || !courses) return <ComingPage title={title} coming={coming} />;
  if (period === 'all') return <AllPage title={title} courses={courses} />;
  return <CurrentPage title={title} classes={courses.current} />;
}
