import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { ADMIN_PAGE_SIZE } from '@dharma/config/rules';
import { staffNoticesQuerySchema, type StaffNoticesPage } from '@dharma/config/contracts';
import { firstIssue } from '@dharma/config/words';
import { getStaffNotices } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';

const NONE: StaffNoticesPage = {
  counts: { waiting: 0, sending: 0, sent: 0, dead: 0, dropped: 0 },
  months: [],
  entries: [],
  total: 0,
  page: 1,
  page_size: ADMIN_PAGE_SIZE,
};

/**
 * The notices' list with its state filter in the address (a plain GET form, so a filtered page
 * can be bookmarked and paged). A refused filter is shown in Korean over an empty table.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const filters = { state: url.searchParams.get('state') ?? '', page: url.searchParams.get('page') ?? '' };
  const answer = async (data: StaffNoticesPage, error: string | null) =>
    json({ data, filters, error }, { headers: await staff.api.headers() });
  const parsed = staffNoticesQuerySchema.safeParse(filters);
  if (!parsed.success) return answer(NONE, firstIssue(parsed.error));
  const read = await attempt(getStaffNotices(staff.api, new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''))), [400]);
  return read.ok ? answer(read.value, null) : answer(NONE, read.refused.reason);
}
