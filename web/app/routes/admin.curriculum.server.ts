import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { curriculumQuerySchema, type CurriculumResults } from '@dharma/config/contracts';
import { firstIssue } from '@dharma/config/words';
import { searchCurriculum } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { panelOrigin } from '~/lib/http.server';
import { attempt } from '~/lib/cms.server';

/** The words are in the page's address (a plain GET form); without words nothing is searched. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const q = new URL(request.url).searchParams.get('q');
  const panel = `${panelOrigin()}/admin/content-manager/collection-types`;
  const answer = async (results: CurriculumResults | null, error: string | null) =>
    json({ q: q ?? '', results, error, panel }, { headers: await staff.api.headers() });
  if (q === null) return answer(null, null);
  const parsed = curriculumQuerySchema.safeParse({ q });
  if (!parsed.success) return answer(null, firstIssue(parsed.error));
  const found = await attempt(searchCurriculum(staff.api, parsed.data.q));
  return found.ok ? answer(found.value, null) : answer(null, found.refused.reason);
}
