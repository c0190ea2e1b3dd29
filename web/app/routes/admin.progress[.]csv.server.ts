import type { LoaderFunctionArgs } from '@remix-run/node';
import { progressQuerySchema } from '@dharma/config/contracts';
import { staffCsv } from '~/lib/admin.server';
import { staffCsvs } from '~/lib/api/admin.server';
import { notFound } from '~/lib/http.server';

/** A semester's progress, one row per learner and class, as a CSV that Excel opens with its Korean intact. */
export function loader({ request }: LoaderFunctionArgs) {
  const semester = new URL(request.url).searchParams.get('semester') ?? '';
  if (!progressQuerySchema.safeParse({ semester }).success) notFound();
  return staffCsv(request, staffCsvs.progress(semester));
}
