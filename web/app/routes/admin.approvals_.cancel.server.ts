import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { ADMIN_PAGE_SIZE, idFrom } from '@dharma/config/rules';
import { bulkCancelSchema, cancelApplicationSchema } from '@dharma/config/contracts';
import { ui } from '@dharma/config/words';
import { cancelApplication, cancelApplications, getApplicationsOf } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { orNotFound } from '~/lib/cms.server';
import { check, formAction, readForm } from '~/lib/form.server';
import { notFound } from '~/lib/http.server';

/**
 * The learners named in the address (`learner`, once from a row's link or repeated from the
 * ticked rows), their lines of the semester read in one call from the CMS's approval table; 404
 * when a learner is malformed or none has an application.
 */
async function linesOf(request: Request) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const learners = [...new Set(url.searchParams.getAll('learner'))].map(idFrom);
  const semester = url.searchParams.get('semester') ?? '';
  if (!learners.length || learners.length > ADMIN_PAGE_SIZE || learners.includes(null)) notFound();
  const query = new URLSearchParams(learners.map((l) => ['learner', String(l)]));
  if (semester) query.set('semester', semester);
  // A malformed semester (400) names no application either: both are the site's 404.
  const page = await orNotFound(getApplicationsOf(staff.api, query), [400, 404]);
  if (!page.entries.length) notFound();
  return { staff, lines: page.entries, semester: page.semester?.code ?? semester };
}

/** Cancelling is its own step with the reason the learner will read: it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, lines, semester } = await linesOf(request);
  return json({ lines, semester }, { headers: await staff.api.headers() });
}

/**
 * A refused reason comes back with what was typed; a cancellation returns to the table with its
 * message. One learner is the single cancel (its refusal shown here); several are cancelled with
 * the same reason, each by the same rules, and the table says how many were done or skipped.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { staff, lines, semester } = await linesOf(request);
  const reason = (await readForm(request)).get('reason');
  const t = ui.admin.approvals;
  return formAction(
    async () => {
      if (lines.length === 1) {
        const [line] = lines;
        await cancelApplication(staff.api, line.learner, check(cancelApplicationSchema, { semester, reason }));
        staff.api.session.flash('message', t.cancelDone(line.name ?? `#${line.learner}`));
      } else {
        const result = await cancelApplications(
          staff.api,
          check(bulkCancelSchema, { semester, reason, learners: lines.map((l) => l.learner) }),
        );
        staff.api.session.flash('message', t.bulkCancelDone(result.cancelled.length, result.skipped.length));
      }
      staff.api.touch();
      return redirect(`/admin/approvals?${new URLSearchParams({ semester })}`, { status: 303, headers: await staff.api.headers() });
    },
    async ({ message, status }) => json({ error: message, reason }, { status, headers: await staff.api.headers() }),
  );
}
