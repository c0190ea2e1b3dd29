import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';
import { errors } from '@strapi/utils';

/**
 * The access log and the audit trail are hidden in the admin panel, but an admin could still
 * call the content-manager API for them, and any code could reach them through Strapi's document
 * service. Neither may change a written entry (the privacy policy and the office's trust in the
 * trail depend on it), so every write through the document service is refused for these two
 * content types. The plugin's own repositories append and prune with the query engine and knex,
 * below the document service, so they keep working.
 */
export const APPEND_ONLY_UIDS: readonly string[] = ['plugin::records.access-log-entry', 'plugin::records.audit-entry'];

/** Document-service actions that only read; anything else (create, update, delete, publish, …) writes. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

export function guardAppendOnly(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (APPEND_ONLY_UIDS.includes(context.uid as string) && !READS.has(context.action as string)) {
      // A ForbiddenError: the content-manager answers 403 with this message, and code sees a refusal.
      throw new errors.ForbiddenError(messages.record_append_only);
    }
    return next();
  });
}
