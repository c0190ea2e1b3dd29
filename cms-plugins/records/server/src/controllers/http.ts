import { DomainError, STAFF_ROLE_TYPE } from '@dharma/config';
import { firstIssue } from '@dharma/config/schemas';
import type { ZodType } from 'zod';
import { RecordsError, httpErrorOf } from '../errors';

/**
 * Answers with what `work` returns; a refusal becomes its status and Korean message (the one
 * place a kind turns into HTTP). Anything else is a fault and goes to Strapi's handler.
 */
export async function respond(ctx, work: () => unknown) {
  try {
    ctx.body = await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, body } = httpErrorOf(error);
    ctx.status = status;
    ctx.body = body;
  }
}

/** Parses input with a schema from config; bad input is refused as 'invalid' with the schema's message. */
export function parse<T>(schema: ZodType<T, any, any>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RecordsError('invalid', firstIssue(parsed.error));
  return parsed.data;
}

/** The signed-in learner's id (the global::learner policy has let only learners through). */
export const learnerId = (ctx): number => ctx.state.user.id as number;

/** Who reads: the signed-in user, and whether they are staff (who read any class's boards). */
export const readerOf = (ctx): { id: number; staff: boolean } => ({ id: ctx.state.user.id as number, staff: ctx.state.user.role?.type === STAFF_ROLE_TYPE });

/** A whole number from a path, else the given 404 (a path that names nothing). */
export function numberIn(value: unknown, notFound: string): number {
  const text = String(value ?? '');
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new RecordsError('not_found', notFound);
  return Number(text);
}

/** The staff member acting, and the address web forwarded (for the audit trail and the access log). */
export const staffOf = (ctx): { id: number; address: string | null } => ({ id: ctx.state.user.id as number, address: (ctx.state.clientAddress ?? null) as string | null });
