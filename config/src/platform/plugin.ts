/**
 * The one HTTP edge every CMS plugin shares (controllers, routes, service lookup). It holds no
 * Strapi or Koa import so that config stays free of them: a controller's `ctx` and a plugin's
 * `strapi` are described by the little of them used here.
 *
 * - `respond` is the one place a domain refusal turns into an HTTP answer; anything else is a
 *   fault and goes on to Strapi's error handler (logged, 500, no detail to the caller).
 * - `parse` refuses bad input as 'invalid' with the Korean words of the schema's refusal (firstIssue).
 * - `callerOf` names who is calling; the route's policies decided they may.
 * - `ACCESS` and `limited` are the route presets: who may call a route is read off its config.
 * - `pluginServices` is the typed lookup of a plugin's own services; `portsOf` / `portOf` the
 *   typed lookup of another plugin's services, by the narrow interfaces the caller declares in its ports.
 */
import type { ZodType } from 'zod';
import { DomainError, type DomainErrorKind } from '../rules/domain-errors';
import type { NoticesOutboxPort } from '../rules/notices';
import { idFrom } from '../rules/ids';
import type { RateLimitBucket } from '../rules/limits';
import { STAFF_ROLE_TYPE } from '../rules/policy';
import { firstIssue } from '../words/first-issue';

/** The status and Strapi error name of each kind: bad input, a missing thing, a rule that says no, a daily cap reached. */
const HTTP: Record<DomainErrorKind, { status: 400 | 404 | 409 | 429; name: string }> = {
  invalid: { status: 400, name: 'ValidationError' },
  not_found: { status: 404, name: 'NotFoundError' },
  conflict: { status: 409, name: 'ConflictError' },
  too_many: { status: 429, name: 'TooManyRequestsError' },
};

/** The HTTP answer to a refused request, in Strapi's error envelope. */
export function httpErrorOf(error: DomainError) {
  const { status, name } = HTTP[error.kind];
  return { status, body: { data: null, error: { status, name, message: error.message } } };
}

/** The part of Koa's context a controller of ours reads and writes. */
export interface EdgeContext {
  state: { user?: { id: number; name?: string | null; role?: { type?: string } | null }; clientAddress?: string | null };
  body?: unknown;
  status?: number;
}

/** Answers with what `work` returns, or a domain refusal as its status and Korean message. */
export async function respond(ctx: EdgeContext, work: () => unknown): Promise<void> {
  try {
    ctx.body = await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, body } = httpErrorOf(error);
    ctx.status = status;
    ctx.body = body;
  }
}

/** A refusal of the input itself, before any service ran. */
export class InputError extends DomainError {
  constructor(message: string) {
    super('invalid', message);
    this.name = 'InputError';
  }
}

/** Parses input with a schema from config; bad input is refused as 'invalid' with the schema's message. */
export function parse<T>(schema: ZodType<T, any, any>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InputError(firstIssue(parsed.error));
  return parsed.data;
}

/**
 * The id a path names (at most `max`, where the domain has a last one, like a book's last verse);
 * a path that is not one names nothing, so it is the given 404.
 */
export function idInPath(value: unknown, notFound: string, max = Number.MAX_SAFE_INTEGER): number {
  const id = idFrom(typeof value === 'number' ? String(value) : value);
  if (id === null || id > max) throw new DomainError('not_found', notFound);
  return id;
}

/**
 * Who is calling, as the route's policies let them through: the user's id and name, whether they
 * hold the Staff role (staff read any class's boards and score sheets, on the access log), and
 * the address web forwarded (for the audit trail and the access log).
 */
export interface Caller {
  id: number;
  name: string | null;
  staff: boolean;
  address: string | null;
}

export function callerOf(ctx: EdgeContext): Caller {
  const user = ctx.state.user;
  // Only routes behind global::learner call this; without a user the route's config is wrong.
  if (!user) throw new Error('callerOf on a route without global::learner');
  return { id: user.id, name: user.name ?? null, staff: user.role?.type === STAFF_ROLE_TYPE, address: ctx.state.clientAddress ?? null };
}

/**
 * A plugin's own refusal class: the kind decides the HTTP answer, the name says in a log which
 * plugin refused (a service may call another plugin's service, and both answer the same way).
 */
export function domainErrorClass(name: string) {
  return class extends DomainError {
    constructor(kind: DomainErrorKind, message: string) {
      super(kind, message);
      this.name = name;
    }
  };
}

/**
 * Who may call a route. Every route is `auth: false` for Strapi's own users-permissions check:
 * our policies authenticate instead (global::learner checks the learner's access token, answers
 * 401 without one; global::staff then answers 403 to anyone without the Staff role;
 * global::server-secret lets only web's server through).
 */
export const ACCESS = {
  visitor: { auth: false },
  learner: { auth: false, policies: ['global::learner'] },
  staff: { auth: false, policies: ['global::learner', 'global::staff'] },
  webServer: { auth: false, policies: ['global::server-secret'] },
} as const;

type Access = { auth: false; policies?: readonly string[] };

/**
 * A route with a per-minute limit (RATE_LIMITS in config), for the signed-in learner unless another
 * access is given: past it 429 with a Korean message, before the action runs, so nothing is written.
 */
export function limited(bucket: RateLimitBucket, access: Access = ACCESS.learner) {
  return { ...access, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] };
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a route's config holds: its access (ACCESS, limited) and, for the hot routes, `hot`. */
type RouteConfig = Access & { middlewares?: readonly unknown[]; hot?: boolean };
/** A route as Strapi's router reads it. */
export interface PluginRoute {
  method: HttpMethod;
  path: string;
  handler: string;
  config: RouteConfig;
}

/**
 * Routes from a table of `'METHOD /path': 'controller.action'`, each with `access` unless its entry
 * names its own config (`['classes.saveTask', limited('task')]`). The table's order is the
 * router's (no key of it is a number, so an object keeps it).
 */
export function routesOf(
  access: RouteConfig,
  table: Record<`${HttpMethod} /${string}`, string | readonly [string, RouteConfig]>,
): PluginRoute[] {
  return Object.entries(table).map(([route, entry]) => {
    const [method, path] = route.split(' ') as [HttpMethod, string];
    const [handler, config] = typeof entry === 'string' ? [entry, access] : entry;
    return { method, path, handler, config };
  });
}

/** A plugin's routes on the content API, at /api without the plugin prefix (the paths are the spec's). */
export function contentApi(routes: readonly PluginRoute[]) {
  return { 'content-api': { type: 'content-api' as const, prefix: '', routes: [...routes] } };
}

/**
 * A plugin's server side as Strapi loads it. Our plugins do their start-up work in `register`
 * when they have any (before anything can write); what must run after the other plugins is the
 * app's bootstrap (cms/src/index.ts), so `bootstrap` is empty.
 */
export function pluginServer<P extends { contentTypes: object; controllers: object; routes: object; services: object }>(parts: P) {
  return { register() {}, bootstrap() {}, ...parts };
}

/** The little of Strapi this module needs to find a plugin's service. */
export interface PluginHost {
  plugin(name: string): { service(name: string): unknown } | undefined;
}

type ServiceFactories = Record<string, (...args: any[]) => unknown>;
export type ServicesOf<S extends ServiceFactories> = { readonly [K in keyof S]: ReturnType<S[K]> };

/**
 * A plugin's services by concern, typed from its own services index:
 * `pluginServices<typeof services>(strapi, 'records').accessLog.staffRead(...)`. Looked up on each
 * read, so a service is always the one Strapi registered.
 */
export function pluginServices<S extends ServiceFactories>(strapi: PluginHost, plugin: string): ServicesOf<S> {
  return portsOf<ServicesOf<S>>(strapi, plugin);
}

/**
 * Another plugin's services, each seen through the narrow interface the caller declares in its
 * `ports` (`portsOf<{ accessLog: RecordsAccessLog }>(strapi, 'records').accessLog.staffRead(...)`);
 * each looked up when read, with portOf.
 */
export function portsOf<P extends object>(strapi: PluginHost, plugin: string): P {
  return new Proxy({} as P, {
    // `then` is asked by anything that awaits or resolves a value: the object is not a promise.
    get: (_target, name) => (typeof name === 'string' && name !== 'then' ? portOf(strapi, plugin, name) : undefined),
  });
}

/**
 * Another plugin's service, seen through the narrow interface the caller declares in its
 * `ports/` (the cms checks at typecheck that each plugin's real service satisfies each port).
 * A missing plugin or service is a deployment fault, not a refusal.
 */
export function portOf<T>(strapi: PluginHost, plugin: string, service: string): T {
  const found = strapi.plugin(plugin)?.service(service);
  if (!found) throw new Error(`the service ${plugin}.${service} is not registered`);
  return found as T;
}

/** An account as our plugins read it from users-permissions: the name given at sign-up, else null. */
export interface AccountName {
  id: number;
  name: string | null;
  username: string;
}

/**
 * Strapi's users-permissions user service, as far as our plugins use it. Accounts are that
 * plugin's rows: every plugin reads and writes them through this service, never their table.
 */
export interface UsersService {
  fetch<Row = Record<string, unknown>>(id: number, params?: object): Promise<Row | null>;
  fetchAll<Row = Record<string, unknown>>(params: {
    filters?: object;
    fields?: string[];
    sort?: string[];
    start?: number;
    limit?: number;
  }): Promise<Row[]>;
  count(params: { filters?: object }): Promise<number>;
  edit(id: number, data: Record<string, unknown>): Promise<unknown>;
}

export const usersOf = (strapi: PluginHost): UsersService => portOf<UsersService>(strapi, 'users-permissions', 'user');

/** The accounts' names by id, in one read; no ids, no read. */
export async function accountNames(strapi: PluginHost, ids: readonly number[]): Promise<Map<number, AccountName>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await usersOf(strapi).fetchAll<AccountName>({ filters: { id: { $in: unique } }, fields: ['name', 'username'] });
  return new Map(rows.map((u) => [Number(u.id), { id: Number(u.id), name: u.name ?? null, username: u.username }] as const));
}

/** What `writerOf` needs of Strapi's database: its knex, and whether a transaction is under way. */
export interface TransactionalHost<K> {
  db: { connection: K; inTransaction(): boolean; transaction(): Promise<unknown> };
}

/**
 * The knex a plugin's raw write goes through: the connection of the transaction under way when
 * the caller is inside `strapi.db.transaction` (an event and what must stand or fall with it: its
 * notice, its audit and access-log entries), otherwise the pool's. On SQLite's single connection a
 * raw write on the pool's connection inside a transaction would wait for that transaction forever.
 */
export async function writerOf<K>(strapi: TransactionalHost<K>): Promise<K> {
  if (!strapi.db.inTransaction()) return strapi.db.connection;
  // Inside a transaction Strapi's `transaction()` without a callback hands back that transaction.
  return ((await strapi.db.transaction()) as { get(): K }).get();
}

/**
 * The notices plugin's outbox, the one port every plugin whose events notify shares (declared once
 * in config, checked against the plugin in ports.check.ts): `add` inside the event's transaction.
 */
export const noticesOutboxOf = (strapi: PluginHost): NoticesOutboxPort => portOf<NoticesOutboxPort>(strapi, 'notices', 'outbox');
