import { describe, expect, it } from 'vitest';
import { messages } from '@dharma/config';
import { applyCoursesSchema } from '@dharma/config/schemas';
import { EnrolmentError } from '../errors';
import { parse, respond } from './http';

describe('respond', () => {
  it('answers with the result, or a refusal as its status and Korean message', async () => {
    const ok: any = {};
    await respond(ok, async () => ({ applied: true }));
    expect(ok).toEqual({ body: { applied: true } });

    const refused: any = {};
    await respond(refused, () => parse(applyCoursesSchema, []));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ status: 400, name: 'ValidationError', message: messages.nothing_selected });

    const conflict: any = {};
    await respond(conflict, async () => {
      throw new EnrolmentError('conflict', messages.already_applied);
    });
    expect(conflict).toMatchObject({ status: 409, body: { error: { name: 'ConflictError', message: messages.already_applied } } });
  });

  it('lets a fault through to Strapi instead of answering it as a refusal', async () => {
    const ctx: any = {};
    await expect(respond(ctx, async () => { throw new Error('database is down'); })).rejects.toThrow('database is down');
    expect(ctx.status).toBeUndefined();
  });
});
