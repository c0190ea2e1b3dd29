import { z } from 'zod';
import { messages, ui } from './messages';
import { ACCESS_ACTIONS, type AccessAction } from './records';

/**
 * The staff back office's sections, in the sidebar's order: each a path under /admin and its
 * label. A section is listed once it works.
 */
export const ADMIN_SECTIONS: readonly { path: string; label: string }[] = [
  { path: '/admin', label: ui.admin.home },
  { path: '/admin/audit', label: ui.admin.audit.title },
  { path: '/admin/access', label: ui.admin.access.title },
];

/** Rows per page of a back-office table. */
export const ADMIN_PAGE_SIZE = 50;

/**
 * One staff write, as the audit trail keeps it: who (a staff user id), what (an action name such
 * as `application.approve`), on which record (`application:12`), whose data it was (a learner's
 * user id when there is one) and the changed fields before and after.
 */
export interface AuditEntry {
  id: number;
  at: string;
  actor: number;
  actor_name: string | null;
  action: string;
  subject: number | null;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}

/** An empty form field is no filter at all. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/v1/staff/audit — filters of the audit trail; every one optional. */
export const auditQuerySchema = z
  .object({
    action: z.preprocess(blankIsAbsent, z.string().trim().max(60, messages.audit_filter_invalid).regex(/^[a-z0-9._-]+$/, messages.audit_filter_invalid).optional()),
    target: z.preprocess(blankIsAbsent, z.string().trim().max(80, messages.audit_filter_invalid).optional()),
    subject: z.preprocess(blankIsAbsent, z.string().regex(/^[1-9]\d{0,8}$/, messages.audit_filter_invalid).transform(Number).optional()),
    page: z.preprocess(blankIsAbsent, z.string().regex(/^[1-9]\d{0,5}$/, messages.search_page_invalid).transform(Number).optional()),
  })
  .passthrough();
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/v1/staff/access-log — by kind of entry and by learner; both optional. */
export const accessLogQuerySchema = z
  .object({
    action: z.preprocess(blankIsAbsent, z.enum(ACCESS_ACTIONS, { errorMap: () => ({ message: messages.audit_filter_invalid }) }).optional()),
    subject: z.preprocess(blankIsAbsent, z.string().regex(/^[1-9]\d{0,8}$/, messages.audit_filter_invalid).transform(Number).optional()),
    page: z.preprocess(blankIsAbsent, z.string().regex(/^[1-9]\d{0,5}$/, messages.search_page_invalid).transform(Number).optional()),
  })
  .passthrough();

/** One access-log entry as staff read it. */
export interface AccessLogEntry {
  id: number;
  at: string;
  actor: number | null;
  actorRole: string | null;
  action: AccessAction;
  subject: number | null;
  detail: string | null;
  address: string | null;
}
