import type { LoaderFunctionArgs } from '@remix-run/node';
import { studentsQuerySchema, type StudentRow } from '@dharma/config/contracts';
import { loadStaffPage } from '~/lib/admin.server';
import { staffTables } from '~/lib/api/admin.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<StudentRow>(request, staffTables.students, studentsQuerySchema, ['q', 'page']);
