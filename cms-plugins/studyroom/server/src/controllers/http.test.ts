import { describe, expect, it } from 'vitest';
import { messages } from '@dharma/config';
import { attendanceSchema, taskResponseSchema } from '@dharma/config/schemas';
import { StudyroomError } from '../errors';
import { parse, respond } from './http';

describe('respond and parse', () => {
  it('answers with the result, or a refusal as its status and Korean message', async () => {
    const ok: any = {};
    await respond(ok, async () => ({ day: 1 }));
    expect(ok).toEqual({ body: { day: 1 } });

    const refused: any = {};
    await respond(refused, () => parse(taskResponseSchema, { type: 'text', task_id: '1:reflection', response: ' ' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ status: 400, name: 'ValidationError', message: messages.task_response_required });

    const conflict: any = {};
    await respond(conflict, async () => {
      throw new StudyroomError('conflict', messages.day_not_open);
    });
    expect(conflict).toMatchObject({ status: 409, body: { error: { name: 'ConflictError', message: messages.day_not_open } } });
  });

  it('parses a form-ticked check and a day given as text', () => {
    expect(parse(taskResponseSchema, { type: 'check', task_id: '3:read', response: 'on' })).toEqual({ type: 'check', task_id: '3:read', response: true });
    expect(parse(attendanceSchema, { day: '12' })).toEqual({ day: 12 });
  });

  it('lets a fault through to Strapi instead of answering it as a refusal', async () => {
    const ctx: any = {};
    await expect(respond(ctx, async () => { throw new Error('database is down'); })).rejects.toThrow('database is down');
    expect(ctx.status).toBeUndefined();
  });
});
