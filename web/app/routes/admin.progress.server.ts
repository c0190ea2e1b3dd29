import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { progressQuerySchema, type SemesterProgressPage } from '@dharma/config/contracts';
import { firstIssue } from '@dharma/config/words';
import { getProgress } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';

/** The semester is in the page's address (a plain GET form); a refusal is shown in Korean. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const semester = new URL(request.url).searchParams.get('semester') ?? '';
  const empty: SemesterProgressPage = { semester: null, semesters: [], classes: [] };
  const answer = async (data: SemesterProgressPage, error: string | null) => json({ data, error }, { headers: await staff.api.headers() });
  const parsed = progressQuerySchema.safeParse({ semester });
  if (!parsed.success) return answer(empty, firstIssue(parsed.error));
  const read = await attempt(getProgress(staff.api, semester));
  return read.ok ? answer(read.value, null) : answer(empty, read.refused.reason);
}
