import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { requireStaff } from '~/lib/auth.server';
import { getSummary } from '~/lib/api/admin.server';
import { panelOrigin } from '~/lib/http.server';

/**
 * The back office's first page: the work waiting, as counts, and this Korean week's semester dates
 * (the CMS decides which and counts the unpaid), in one call. The CMS counts each the
 * way its section lists it (applications of the semester the approvals page opens on, learners
 * behind pace by the progress page's rule, each once however many classes they are behind in) and
 * names nobody, so no name is read for a number.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const summary = await getSummary(staff.api);
  return json(
    {
      name: staff.user.username,
      panel: `${panelOrigin()}/admin`,
      semesters: { applications: summary.semesters.applications?.label ?? null, running: summary.semesters.running?.label ?? null },
      counts: summary.counts,
      week: summary.week,
    },
    { headers: await staff.api.headers() },
  );
}
