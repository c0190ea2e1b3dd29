import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { depositApproveSchema, statementImportSchema } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { STATEMENT_MAX_BYTES } from '@dharma/config/rules';
import { callerOf, InputError, parse, respond } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';

/**
 * The statement's bytes as sent (application/octet-stream, which the CMS's body parser leaves
 * unread). raw-body refuses a declared or counted length past STATEMENT_MAX_BYTES before reading
 * more; a body the parser already read (another type) or one cut short is no statement.
 */
async function statementBytes(ctx: Context): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, { limit: STATEMENT_MAX_BYTES, length: ctx.request.headers['content-length'] });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw new InputError(messages.statement_too_large);
    throw new InputError(messages.body_invalid);
  }
}

/** Bank deposits: reading a statement and approving by its lines (staff policy checked by the route). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => enrolment(strapi);
  return {
    statement: (ctx: Context) =>
      respond(ctx, async () => {
        // The form's fields travel in the query, the file alone in the body.
        const input = parse(statementImportSchema, ctx.query ?? {});
        const name = typeof ctx.query.file === 'string' ? ctx.query.file.slice(0, 200) : '';
        const bytes = await statementBytes(ctx);
        if (!bytes.length) throw new InputError(messages.statement_file_required);
        return service().statements.import(callerOf(ctx), bytes, name, input);
      }),

    form: (ctx: Context) => respond(ctx, () => service().statements.form()),

    approve: (ctx: Context) =>
      respond(ctx, () => {
        const body = parse(depositApproveSchema, ctx.request.body);
        return service().deposits.approve(callerOf(ctx), body.semester, body.picks);
      }),
  };
};
