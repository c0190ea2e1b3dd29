import type { LoaderFunctionArgs } from '@remix-run/node';
import { studentsQuerySchema } from '@dharma/config/contracts';
import { staffCsv } from '~/lib/admin.server';
import { staffCsvs } from '~/lib/api/admin.server';
import { notFound } from '~/lib/http.server';

/** The students the search finds (all of them, not a page) as a CSV that Excel opens with its Korean intact. */
export function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  if (!studentsQuerySchema.safeParse({ q }).success) notFound();
  return staffCsv(request, staffCsvs.students(q));
}
