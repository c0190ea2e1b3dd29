import type { LoaderFunctionArgs } from '@remix-run/node';
import { auditQuerySchema, type AuditEntry } from '@dharma/config/contracts';
import { loadStaffPage } from '~/lib/admin.server';
import { staffTables } from '~/lib/api/admin.server';

/** The filters are a plain GET form: the page's address is the search, so it can be bookmarked and paged. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<AuditEntry>(request, staffTables.audit, auditQuerySchema, ['action', 'target', 'subject', 'page']);
