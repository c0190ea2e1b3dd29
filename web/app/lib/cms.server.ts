import { STATUS_CODES } from 'node:http';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import { messages } from '@dharma/config/words';
import { todayInKorea } from '@dharma/config/rules';
import { BoundedCache } from '@dharma/config/platform/cache';
import { REQUEST_ID_HEADER, currentRequestId, webRuntime } from '@dharma/config/platform/ops';
import { env } from './env.server';
import { notFound } from './http.server';

/**
 * The one way web talks to the CMS. Public reads are cached briefly in memory (editors' changes
 * show within CONTENT_CACHE_SECONDS) and concurrent identical reads share one request, so a burst
 * of visitors costs the CMS one call. An unreachable CMS becomes a 503 page, never a crash.
 * Every call carries the id of the request web is answering (X-Request-Id), so one page's lines
 * in web's log and the CMS's are found together; a read shared by concurrent visitors carries the
 * first one's.
 */

/**
 * The CMS refusing a call (a 4xx): `reason` is its message for the learner, in Korean. It is a
 * Remix error response rather than an Error: a page that does not answer it itself (beside its
 * form, with `attempt` or `formAction`) answers with the CMS's status and the error page shows the
 * reason, instead of "Unexpected Server Error", a 500 and a stack in the log for an answer that
 * is no bug of ours.
 */
export class CmsError extends ErrorResponseImpl {
  readonly reason: string;
  /** The CMS path refused, for a log line; not enumerable, so it stays out of the page's data. */
  declare readonly path: string;

  constructor(status: number, reason: string, path: string) {
    super(status, STATUS_CODES[status] ?? '', reason);
    this.reason = reason;
    Object.defineProperty(this, 'path', { value: path, enumerable: false });
  }

  get message(): string {
    return `${this.path}: ${this.status} ${this.reason}`;
  }
}

/**
 * Whether a failure is the CMS refusing the call (a 4xx: its Korean reason is for the learner),
 * optionally only with one of `statuses`. A 5xx never gets here: it is the 503 page already.
 */
export function isRefusal(error: unknown, statuses?: readonly number[]): error is CmsError {
  return error instanceof CmsError && error.status < 500 && (!statuses || statuses.includes(error.status));
}

/**
 * Whether the CMS refused the call for coming too fast (its per-learner or per-address limits,
 * RATE_LIMITS). Every page that takes a form answers this one beside the form, whatever else it
 * leaves to the error page: a learner who clicks too fast keeps what she typed.
 */
export function isRateLimited(error: unknown): error is CmsError {
  return error instanceof CmsError && error.status === 429;
}

/** A CMS read whose refusal (a 404, or one of `statuses`) is the site's 404 page: the CMS says what does not exist. */
export async function orNotFound<T>(call: Promise<T>, statuses: readonly number[] = [404]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isRefusal(error, statuses)) notFound();
    throw error;
  }
}

/** A call's answer, or the CMS's refusal of it for the page to show. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; refused: CmsError };

/**
 * A CMS call whose refusal (any 4xx, or only one of `statuses`, and always "too many requests")
 * comes back for the page to show beside the form, instead of being written out as try/catch in
 * every action; anything else is thrown on.
 */
export async function attempt<T>(call: Promise<T>, statuses?: readonly number[]): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (isRefusal(error, statuses) || isRateLimited(error)) return { ok: false, refused: error };
    throw error;
  }
}

const TIMEOUT_MS = 8000;
/** Distinct CMS reads kept: pages, lists and (later) search queries; the least used go first. */
const CONTENT_CACHE_MAX = 2000;
let contentCache: BoundedCache<NonNullable<unknown>> | undefined;
function contents() {
  contentCache ??= new BoundedCache({
    max: CONTENT_CACHE_MAX,
    ttlMs: env().CONTENT_CACHE_SECONDS * 1000,
    onLookup: (hit) => webRuntime().observer.contentCache(hit),
  });
  return contentCache;
}

/** The "try again shortly" answer for a CMS that cannot answer (unreachable, or a 5xx). */
export function unavailable(): Response {
  return new Response(messages.cms_unavailable, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
  });
}

/**
 * The answer for a CMS answer web cannot use (a status no page expects, such as 405, 413 or 415,
 * a redirect, or a success whose body is not JSON): a fault between web and the CMS, not the
 * learner's, told in Korean as a 502 and never as a 500 with a stack.
 */
export function unusable(): Response {
  return new Response(messages.server_error, {
    status: 502,
    statusText: 'Bad Gateway',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The statuses the CMS refuses a call with for a reason a learner may read (bad input, no
 * access, not found, a conflict; 429 is its rate limit). Any other 4xx is no refusal of the
 * learner's: Strapi's or a proxy's own answer to a call web should not have made that way.
 */
const REFUSALS: readonly number[] = [400, 401, 403, 404, 409, 410, 422];
/** A reason is for the learner only in Korean: Strapi's and Koa's own messages are English. */
const KOREAN = /[\uAC00-\uD7A3]/;

/**
 * What a CMS answer that is not a success is for the page: a refusal (CmsError) with the CMS's
 * Korean reason (or the general Korean one); a 429 with the CMS's Korean reason, else "too many
 * requests" in the catalogue's words; the "try again" page for a 5xx or a timed-out request; the 502 answer for
 * anything else. Never a value a page could turn into a 500.
 */
export function failureOf(status: number, body: string, path: string): CmsError | Response {
  if (status >= 500 || status === 408) return unavailable();
  // A 429 of the CMS's own may say more than "too many" (a day's cap says when to ask again); a
  // proxy's or Strapi's English one is the catalogue's words.
  if (status === 429) return new CmsError(429, koreanReason(body) ?? messages.rate_limited, path);
  if (!REFUSALS.includes(status)) return unusable();
  return new CmsError(status, koreanReason(body) ?? messages.server_error, path);
}

/** The CMS's own reason in its answer's body, when there is one a learner can read (Korean). */
function koreanReason(body: string): string | undefined {
  let reason: unknown;
  try {
    reason = (JSON.parse(body) as { error?: { message?: unknown } } | null)?.error?.message;
  } catch {
    // not JSON (a proxy's page): no reason of the CMS's
  }
  return typeof reason === 'string' && KOREAN.test(reason) ? reason : undefined;
}

/**
 * A CMS answer, its body already read (so no connection is ever left waiting on an unread body).
 * Calls go through undici's own client on kept-alive connections rather than the global fetch():
 * fetch's WHATWG layers cost ~0.5 ms of CPU per call more, and a signed-in page makes one.
 */
export interface CmsResponse {
  status: number;
  ok: boolean;
  statusText: string;
  json(): Promise<unknown>;
  text(): string;
  /** The answer's Content-Type, for the few answers that are not JSON (the calendar feed). */
  contentType: string;
}

const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
// Closed when the server stops, after the last request in flight has finished.
webRuntime().closeOnStop.add(() => agent.close());

/** The headers of a call, with the id of the request being answered (none at start-up). */
function withRequestId(headers: Record<string, string> | undefined): Record<string, string> {
  const id = currentRequestId();
  return id ? { ...headers, [REQUEST_ID_HEADER]: id } : { ...headers };
}

/** Times one CMS call for the metrics: its path (reduced to a few words there) and status, or null without an answer. */
function timed(path: string) {
  const started = performance.now();
  return (status: number | null) => webRuntime().observer.cmsCall(path, status, (performance.now() - started) / 1000);
}

export async function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<CmsResponse> {
  let status: number;
  let text: string;
  let contentType = '';
  const done = timed(path);
  try {
    const res = await undiciRequest(new URL(path, env().CMS_URL), {
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: withRequestId(init.headers),
      body: init.body,
      dispatcher: agent,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    status = res.statusCode;
    text = await res.body.text();
    contentType = String(res.headers['content-type'] ?? '');
  } catch {
    done(null);
    throw unavailable();
  }
  done(status);
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: STATUS_CODES[status] ?? '',
    json: async () => JSON.parse(text),
    text: () => text,
    contentType,
  };
}

/** How web calls the CMS as itself: the server secret, and the learner's address for the CMS's rate limits and logs. */
export function serverHeaders(clientIp: string | null): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'x-dharma-server-secret': env().WEB_CMS_SECRET,
    ...(clientIp ? { 'x-client-ip': clientIp } : {}),
  };
}

/** A CMS answer that is a file (a certificate PDF): its bytes and the headers that describe it. */
export interface CmsFile {
  status: number;
  body: Buffer;
  type: string | null;
  disposition: string | null;
}

export async function requestFile(path: string, headers: Record<string, string>): Promise<CmsFile> {
  const done = timed(path);
  try {
    const res = await undiciRequest(new URL(path, env().CMS_URL), {
      method: 'GET',
      headers: withRequestId(headers),
      dispatcher: agent,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    const header = (name: string) => {
      const value = res.headers[name];
      return typeof value === 'string' ? value : null;
    };
    done(res.statusCode);
    return { status: res.statusCode, body, type: header('content-type'), disposition: header('content-disposition') };
  } catch {
    done(null);
    throw unavailable();
  }
}

export async function readJson<T>(response: CmsResponse, path: string): Promise<T> {
  if (!response.ok) throw failureOf(response.status, response.text(), path);
  const text = response.text();
  // A success without a body (204) is null; one whose body is not JSON is no answer web can use.
  if (!text.trim()) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw unusable();
  }
}

/**
 * GET a public read, cached for CONTENT_CACHE_SECONDS; concurrent identical reads share one call.
 * A read is kept for the day in Korea it was made on: what is open (the application window, the
 * day's lessons) turns at that day's midnight, and a copy from the day before must not outlive it.
 */
export async function cmsGet<T>(path: string): Promise<T> {
  const load = () => request(path, { headers: { Accept: 'application/json' } }).then((res) => readJson<NonNullable<unknown>>(res, path));
  return (await contents().load(`${todayInKorea()} ${path}`, load)) as T;
}

/** Like cmsGet, but a 404 from the CMS is `null` instead of an error. */
export async function cmsGetOrNull<T>(path: string): Promise<T | null> {
  const read = await attempt(cmsGet<T>(path), [404]);
  return read.ok ? read.value : null;
}

/** Streams a CMS file (media uploads) through web, so the browser only ever talks to web. */
export async function cmsFile(path: string): Promise<Response> {
  // Files stream through as they come, so this one call stays on fetch().
  const done = timed(path);
  const upstream = await fetch(new URL(path, env().CMS_URL), {
    headers: withRequestId(undefined),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    done(null);
    throw unavailable();
  });
  done(upstream.status);
  if (upstream.status >= 500) throw unavailable();
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (upstream.ok) headers.set('Cache-Control', 'public, max-age=3600');
  return new Response(upstream.body, { status: upstream.status, headers });
}
