import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { requireStaff } from '~/lib/auth.server';
import type { StaffPage } from '~/lib/admin.server';
import { getProgress, staffTables } from '~/lib/api/admin.server';
import { panelOrigin } from '~/lib/http.server';

/**
 * The back office's first page: the work waiting, as counts. Each count is the total
 * the CMS gives for the same filter its section lists (first page only, so nothing is read twice),
 * and the learners behind pace are the progress page's own flags, each learner once however many
 * classes they are behind in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const total = async (path: string) => await staff.api.get<StaffPage<unknown> & { semester?: { label: string } | null }>(path);
  const [awaiting, approved, volunteers, hidden, progress] = await Promise.all([
    total(`${staffTables.applications}?state=awaiting`),
    total(`${staffTables.applications}?state=approved`),
    total(`${staffTables.volunteers}?state=unconfirmed`),
    total(`${staffTables.posts}?state=hidden`),
    getProgress(staff.api, ''),
  ]);
  const behind = new Set(progress.classes.flatMap((c) => c.learners.filter((l) => l.behind).map((l) => l.learner)));
  return json(
    {
      name: staff.user.username,
      panel: `${panelOrigin()}/admin`,
      semesters: { applications: awaiting.semester?.label ?? null, running: progress.semester?.label ?? null },
      counts: {
        awaiting: awaiting.total,
        approved: approved.total,
        behind: behind.size,
        volunteers: volunteers.total,
        hidden: hidden.total,
      },
    },
    { headers: await staff.api.headers() },
  );
}
