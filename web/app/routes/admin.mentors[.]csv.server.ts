import type { LoaderFunctionArgs } from '@remix-run/node';
import { staffCsv } from '~/lib/admin.server';
import { staffCsvs } from '~/lib/api/admin.server';

/** Every mentor–mentee pair as a CSV that Excel opens with its Korean intact. */
export const loader = ({ request }: LoaderFunctionArgs) => staffCsv(request, staffCsvs.mentorPairs());
