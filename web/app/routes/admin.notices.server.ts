import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ADMIN_PAGE_SIZE } from '@dharma/config/rules';
import { staffFallbackSchema, staffNoticesQuerySchema, type StaffNoticesPage } from '@dharma/config/contracts';
import { adminNoticesUi, firstIssue } from '@dharma/config/words';
import { getStaffNotices, setKakaoFallback } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';
import { check, formAction, readForm } from '~/lib/form.server';

const NONE: StaffNoticesPage = {
  counts: { waiting: 0, sending: 0, sent: 0, dead: 0, dropped: 0 },
  kakao: { available: false, fallback: true },
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

/**
 * The KakaoTalk text-message fallback switched on or off (one button, no JavaScript needed); back
 * to the list with what was done, or the refusal beside the switch.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const input = await readForm(request);
  const asked = input.get('fallback');
  return formAction(
    async () => {
      const { on } = check(staffFallbackSchema, { on: asked === 'on' ? true : asked === 'off' ? false : asked });
      await setKakaoFallback(staff.api, on);
      staff.api.session.flash('message', adminNoticesUi.fallbackSaved(on));
      staff.api.touch();
      return redirect('/admin/notices', { status: 303, headers: await staff.api.headers() });
    },
    async ({ message, status }) => json({ error: message }, { status, headers: await staff.api.headers() }),
  );
}
