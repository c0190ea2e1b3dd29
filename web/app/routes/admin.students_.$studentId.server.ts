import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { idFrom } from '@dharma/config/rules';
import { requireStaff } from '~/lib/auth.server';
import { getStudent } from '~/lib/api/admin.server';
import { notFound } from '~/lib/http.server';

/** One student as the office sees them: one CMS call, which the access log records. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const id = params.studentId ?? '';
  if (idFrom(id) === null) notFound();
  const student = await getStudent(staff.api, id);
  return json({ student }, { headers: await staff.api.headers() });
}
