import { describe, expect, it } from 'vitest';
import { messages } from '../words/messages';
import { applyCoursesSchema, attendanceSchema, taskResponseSchema } from '../contracts/schemas';
import {
  ACCESS,
  accountNames,
  callerOf,
  contentApi,
  domainErrorClass,
  idInPath,
  limited,
  parse,
  pluginServices,
  portOf,
  portsOf,
  respond,
  routesOf,
  httpErrorOf,
} from './plugin';
import { isUniqueViolation } from '../rules/domain-errors';

const EnrolmentError = domainErrorClass('EnrolmentError');
const StudyroomError = domainErrorClass('StudyroomError');

describe('httpErrorOf, for any plugin’s refusal', () => {
  it.each([
    ['invalid', 400, 'ValidationError', messages.task_response_required],
    ['not_found', 404, 'NotFoundError', messages.class_not_found],
    ['conflict', 409, 'ConflictError', messages.term_over],
  ] as const)('%s → %i %s, with the message for the learner', (kind, status, name, message) => {
    expect(httpErrorOf(new StudyroomError(kind, message))).toEqual({ status, body: { data: null, error: { status, name, message } } });
    expect(httpErrorOf(new EnrolmentError(kind, '이미 신청하셨습니다.'))).toEqual({
      status,
      body: { data: null, error: { status, name, message: '이미 신청하셨습니다.' } },
    });
  });

  it('names the plugin that refused, for the log', () => {
    const error = new EnrolmentError('conflict', messages.already_applied);
    expect(error).toBeInstanceOf(EnrolmentError);
    expect(error).not.toBeInstanceOf(StudyroomError);
    expect(error.name).toBe('EnrolmentError');
    expect(error.kind).toBe('conflict');
  });
});

describe('isUniqueViolation', () => {
  it('recognises SQLite and PostgreSQL unique violations, and nothing else', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation(new Error('insert into x - duplicate key value violates unique constraint'))).toBe(true);
    expect(isUniqueViolation(new Error('SQLITE_BUSY: database is locked'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('respond and parse', () => {
  it('answers with the result, or a refusal as its status and Korean message', async () => {
    const ok: any = {};
    await respond(ok, async () => ({ applied: true }));
    expect(ok).toEqual({ body: { applied: true } });

    const refused: any = {};
    await respond(refused, () => parse(applyCoursesSchema, []));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ status: 400, name: 'ValidationError', message: messages.nothing_selected });

    const blank: any = {};
    await respond(blank, () => parse(taskResponseSchema, { type: 'text', task_id: '1:reflection', response: ' ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.error).toEqual({ status: 400, name: 'ValidationError', message: messages.task_response_required });

    const conflict: any = {};
    await respond(conflict, async () => {
      throw new StudyroomError('conflict', messages.day_not_open);
    });
    expect(conflict).toMatchObject({ status: 409, body: { error: { name: 'ConflictError', message: messages.day_not_open } } });
  });

  it('parses a form-ticked check and a day given as text', () => {
    expect(parse(taskResponseSchema, { type: 'check', task_id: '3:read', response: 'on' })).toEqual({
      type: 'check',
      task_id: '3:read',
      response: true,
    });
    expect(parse(attendanceSchema, { day: '12' })).toEqual({ day: 12 });
  });

  it('lets a fault through to Strapi instead of answering it as a refusal', async () => {
    const ctx: any = {};
    await expect(
      respond(ctx, async () => {
        throw new Error('database is down');
      }),
    ).rejects.toThrow('database is down');
    expect(ctx.status).toBeUndefined();
  });
});

describe('idInPath', () => {
  it('reads a whole number from 1 with at most nine digits, and nothing else', () => {
    expect(idInPath('7', messages.class_not_found)).toBe(7);
    expect(idInPath('999999999', messages.class_not_found)).toBe(999999999);
    expect(idInPath('423', messages.verse_not_found, 423)).toBe(423);
    expect(() => idInPath('424', messages.verse_not_found, 423)).toThrow(messages.verse_not_found);
    for (const bad of ['0', '007', '1e3', '0x10', ' 7', '7 ', '-1', '1.5', '1234567890', '', undefined, null, ['7']]) {
      expect(() => idInPath(bad, messages.class_not_found), String(bad)).toThrow(messages.class_not_found);
    }
    const ctx: any = {};
    return respond(ctx, () => idInPath('abc', messages.class_not_found)).then(() => expect(ctx.status).toBe(404));
  });
});

describe('callerOf', () => {
  it('names the signed-in user, whether they are staff, and the address web forwarded', () => {
    expect(callerOf({ state: { user: { id: 3, name: '보리', role: { type: 'staff' } }, clientAddress: '203.0.113.9' } })).toEqual({
      id: 3,
      name: '보리',
      staff: true,
      address: '203.0.113.9',
    });
    expect(callerOf({ state: { user: { id: 4, role: { type: 'authenticated' } } } })).toEqual({
      id: 4,
      name: null,
      staff: false,
      address: null,
    });
  });
});

describe('route presets', () => {
  it('limits a learner route by default, or the access given, with the named bucket', () => {
    expect(limited('volunteer')).toEqual({
      auth: false,
      policies: ['global::learner'],
      middlewares: [{ name: 'global::rate-limit', config: { bucket: 'volunteer' } }],
    });
    expect(limited('certificate_check', ACCESS.visitor)).toEqual({
      auth: false,
      middlewares: [{ name: 'global::rate-limit', config: { bucket: 'certificate_check' } }],
    });
    expect(ACCESS.staff.policies).toEqual(['global::learner', 'global::staff']);
  });
});

describe('service lookup', () => {
  const strapi = {
    plugin: (name: string) =>
      name === 'records' ? { service: (s: string) => (s === 'audit' ? { append: () => 'appended' } : undefined) } : undefined,
  };
  it('finds a plugin’s service by name, and says which one is missing', async () => {
    const services = pluginServices<{ audit: () => { append(): string } }>(strapi, 'records');
    expect(services.audit.append()).toBe('appended');
    expect(() => portOf(strapi, 'records', 'nothing')).toThrow('records.nothing');
    expect(() => portOf(strapi, 'enrolment', 'audit')).toThrow('enrolment.audit');
    expect(portsOf<{ audit: { append(): string } }>(strapi, 'records').audit.append()).toBe('appended');
    expect(() => portsOf<{ nothing: object }>(strapi, 'records').nothing).toThrow('records.nothing');
    // Handed on through a promise (an async function returning it), it stays the services object.
    const resolved = await Promise.resolve(services);
    expect(resolved.audit.append()).toBe('appended');
  });
});

describe('accountNames', () => {
  it('reads the accounts once, through the users-permissions service, each id once; no ids, no read', async () => {
    const asked: unknown[] = [];
    const rows = [
      { id: 7, name: '김보리', username: 'kakao_7' },
      { id: '9', name: null, username: 'kakao_9' },
    ];
    const user = { fetchAll: async (params: unknown) => (asked.push(params), rows) };
    const strapi = {
      plugin: (name: string) => (name === 'users-permissions' ? { service: (s: string) => (s === 'user' ? user : undefined) } : undefined),
    };
    expect((await accountNames(strapi, [])).size).toBe(0);
    expect(asked).toHaveLength(0);
    const names = await accountNames(strapi, [7, 9, 7]);
    expect(asked).toEqual([{ filters: { id: { $in: [7, 9] } }, fields: ['name', 'username'] }]);
    // PostgreSQL may answer an id as text: the map is keyed by number either way.
    expect(names.get(9)).toEqual({ id: 9, name: null, username: 'kakao_9' });
    expect(names.get(7)?.name).toBe('김보리');
  });
});

describe('routesOf and contentApi', () => {
  it("declares each route with the table's access or its own, in the table's order, at /api without a prefix", () => {
    const routes = routesOf(ACCESS.learner, {
      'GET /v2/classes/:semester/:course': 'classes.detail',
      'PATCH /v2/classes/:semester/:course/tasks': ['classes.saveTask', limited('task')],
      'GET /v1/staff/progress': ['office.progress', ACCESS.staff],
    });
    expect(contentApi(routes)).toEqual({
      'content-api': {
        type: 'content-api',
        prefix: '',
        routes: [
          { method: 'GET', path: '/v2/classes/:semester/:course', handler: 'classes.detail', config: ACCESS.learner },
          { method: 'PATCH', path: '/v2/classes/:semester/:course/tasks', handler: 'classes.saveTask', config: limited('task') },
          { method: 'GET', path: '/v1/staff/progress', handler: 'office.progress', config: ACCESS.staff },
        ],
      },
    });
  });
});
