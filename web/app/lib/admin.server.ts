import { json, redirect } from '@remix-run/node';
import type { ZodType } from 'zod';
import { ADMIN_PAGE_SIZE } from '@dharma/config/rules';
import { firstIssue } from '@dharma/config/words';
import { requireStaff } from './auth.server';
import { attempt, isRefusal } from './cms.server';
import { formAction, readForm, type FormInput } from './form.server';

export interface StaffPage<T> {
  entries: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * A back-office table read from the CMS with the filters in the page's address (a plain GET
 * form, so a search can be bookmarked and paged). The filters are checked with the CMS's own
 * schema first; a refusal from either side is shown in Korean with an empty table.
 */
export async function loadStaffPage<T>(request: Request, cmsPath: string, schema: ZodType<unknown, any, any>, keys: string[]) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const filters = Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k) ?? ''])) as Record<string, string>;
  const empty: StaffPage<T> = { entries: [], total: 0, page: 1, page_size: ADMIN_PAGE_SIZE };
  const answer = async (data: StaffPage<T>, error: string | null) => json({ data, filters, error }, { headers: await staff.api.headers() });
  const parsed = schema.safeParse(filters);
  if (!parsed.success) return answer(empty, firstIssue(parsed.error));
  const read = await attempt(
    staff.api.get<StaffPage<T>>(`${cmsPath}?${new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''))}`),
    [400],
  );
  return read.ok ? answer(read.value, null) : answer(empty, read.refused.reason);
}

/**
 * A CSV the CMS writes for staff (UTF-8 with a byte-order mark, for Excel), passed through as
 * the CMS sent it: the bytes, their type and the file name.
 */
export async function staffCsv(request: Request, cmsPath: string): Promise<Response> {
  const staff = await requireStaff(request);
  const file = await staff.api.file(cmsPath).catch(async (error: unknown) => {
    if (!isRefusal(error)) throw error;
    // A download has no page to show a refusal beside: the CMS's Korean reason is the answer.
    const headers = await staff.api.headers();
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    throw new Response(error.reason, { status: error.status, headers });
  });
  const headers = await staff.api.headers();
  headers.set('Content-Type', file.type ?? 'text/csv; charset=utf-8');
  if (file.disposition) headers.set('Content-Disposition', file.disposition);
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}

type Staff = Awaited<ReturnType<typeof requireStaff>>;

/**
 * A back-office table's row or bulk action: `work` does it and answers the word to show; the page
 * then comes back (303) to the same filters with that word, or with the refusal (the form's or the
 * CMS's) as its error. A Response from `work` (a step to another page) goes out as it is.
 */
export async function staffTableAction(
  request: Request,
  work: (staff: Staff, form: FormInput) => Promise<string | Response>,
): Promise<Response> {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const form = await readForm(request);
  const back = async (kind: 'message' | 'error', text: string) => {
    staff.api.session.flash(kind, text);
    staff.api.touch();
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: await staff.api.headers() });
  };
  return formAction(
    async () => {
      const done = await work(staff, form);
      return typeof done === 'string' ? back('message', done) : done;
    },
    ({ message }) => back('error', message),
  );
}
