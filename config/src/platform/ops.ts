import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * What web and the CMS share to be run by an operator: log format, request ids, the slow-request
 * line, readiness, shutdown and the metrics listener. Node-only (not for pages).
 */

/** A request slower than this (SLOW_REQUEST_MS) is logged as a warning with its id and route. */
export const SLOW_REQUEST_MS = 1000;

/**
 * JSON lines are what log stores (journald, Loki, CloudWatch…) read field by field; pretty lines
 * are for a person at a terminal. Production defaults to JSON, anything else to pretty.
 */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export function logFormatOf(env: { NODE_ENV?: string; LOG_FORMAT?: string }): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * An id taken from a caller: short and plain (nginx's $request_id is 32 hex digits, a UUID 36
 * characters), so a forged one cannot carry a line break, markup or kilobytes into the logs.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's id when it is one (a single header value matching the pattern), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/** How long web's readiness waits for the CMS's, and the CMS's for its database. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * On SIGTERM a process stops accepting, then gives the requests in flight this long to finish
 * before it closes their connections: longer than any page takes, well inside systemd's 90 s
 * before it kills.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/** What a drained server reports when it has stopped. */
export interface Drained {
  /** Requests in flight at the stop that were answered in full. */
  finished: number;
  /** Requests still unanswered after SHUTDOWN_GRACE_MS, whose connections were closed. */
  cutOff: number;
}

/**
 * The stop both web and the CMS make on SIGTERM, for the HTTP server they answer on: from
 * `stop()` on, no new connection is accepted and every answer closes its connection; the requests
 * in flight get up to `graceMs` to finish, then the connections still open are closed. Resolves
 * with how many finished and how many were cut off. Track from before the server listens: it
 * counts requests from the `request` event on.
 */
export function drainable(server: http.Server, graceMs = SHUTDOWN_GRACE_MS) {
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  let finished = 0;
  let lastOneEnded = () => {};
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    // Arrived on a kept-alive connection while stopping: answered, then its connection closes.
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (!stopping) return;
      if (res.writableFinished) finished++;
      server.closeIdleConnections();
      if (inFlight.size === 0) lastOneEnded();
    });
  });
  return {
    get inFlight() {
      return inFlight.size;
    },
    get stopping() {
      return stopping;
    },
    async stop(): Promise<Drained> {
      stopping = true;
      server.close();
      server.closeIdleConnections();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      if (inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          lastOneEnded = resolve;
          setTimeout(resolve, graceMs).unref();
        });
      }
      const cutOff = inFlight.size;
      server.closeAllConnections();
      return { finished, cutOff };
    },
  };
}

/** Metrics listen here only: they name routes and load, which is nobody's business outside the machine. */
export const METRICS_HOST = '127.0.0.1';

/**
 * Paths whose last part is a secret (a private calendar feed's token): logged without it, since
 * whoever reads the logs could otherwise subscribe to a learner's calendar.
 */
const SECRET_PATH_PREFIXES = ['/calendar/feed/', '/api/v1/calendar/feed/'];
/** Longer paths are cut in logs: a path is up to 16 KB, and the log is not the place to keep it. */
export const LOGGED_PATH_MAX = 200;

/**
 * A request's path as it may be logged: never its query string (OAuth codes, signed links,
 * search words), secret segments hidden, cut to LOGGED_PATH_MAX characters.
 */
export function loggedPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const secret = SECRET_PATH_PREFIXES.find((prefix) => path.startsWith(prefix) && path.length > prefix.length);
  if (secret) return `${secret}…`;
  return path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A method as a metric label: any other word a client sends is `other`, so labels stay few. */
export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'other';
}

/** 2xx, 3xx, 4xx, 5xx, or `error` when no answer came at all. */
export function statusClass(status: number | null | undefined): string {
  return status && status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'error';
}

/**
 * Which part of the CMS web called, as a metric label: `/api/v2/classes/2026FA/D5/days/3` is
 * `v2/classes`, `/api/articles/abc` is `articles`, a media file is `uploads`. Only the fixed
 * leading words of the path count (every path web calls starts with one written in its code), so
 * an id in the path never becomes a label of its own.
 */
export function cmsTarget(path: string): string {
  const parts = path.split(/[?#]/)[0].split('/');
  if (parts[1] === 'uploads') return 'uploads';
  if (parts[1] !== 'api') return 'other';
  const versioned = /^v\d$/.test(parts[2] ?? '');
  const word = versioned ? parts[3] : parts[2];
  if (!word || !/^[a-z][a-z-]{0,40}$/.test(word)) return 'other';
  return versioned ? `${parts[2]}/${word}` : word;
}

/**
 * The metrics listener of a process (WEB_METRICS_PORT, CMS_METRICS_PORT): `GET /metrics` on
 * 127.0.0.1 only, never on the server the public reaches. It is started before the process
 * counts as up, and a port it cannot take stops the start, naming the variable.
 */
export function listenForMetrics(
  port: number,
  variable: string,
  render: () => Promise<{ contentType: string; body: string }>,
): Promise<{ close(): Promise<void>; address(): { address: string; port: number } }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    render().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  // A scraper's kept-alive connection must not hold the process open once it stops.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`${variable}=${port}: the metrics listener cannot listen (${error.message})`)));
    server.listen(port, METRICS_HOST, () => resolve({ close, address: () => server.address() as { address: string; port: number } }));
  });
}

/** What web records about its calls to the CMS; no-ops until the server turns metrics on. */
export interface WebObserver {
  cmsCall(path: string, status: number | null, seconds: number): void;
  contentCache(hit: boolean): void;
}

/**
 * Web's per-process state that its server (server.mjs) and the app's code both reach: the request
 * being answered (its id, carried on every CMS call without routes passing it), what to record
 * about CMS calls, and what to close when the server stops. Kept on globalThis under a
 * registered symbol, as the environment is: the app's bundle has its own copy of this module.
 */
export interface WebRuntime {
  readonly requests: AsyncLocalStorage<{ id: string }>;
  observer: WebObserver;
  readonly closeOnStop: Set<() => Promise<void>>;
}
const WEB_RUNTIME = Symbol.for('dharma.web.runtime');
const slots = globalThis as typeof globalThis & { [WEB_RUNTIME]?: WebRuntime };

export function webRuntime(): WebRuntime {
  return (slots[WEB_RUNTIME] ??= {
    requests: new AsyncLocalStorage(),
    observer: { cmsCall: () => undefined, contentCache: () => undefined },
    closeOnStop: new Set(),
  });
}

/** The id of the request web is answering (empty outside one, e.g. at start-up). */
export function currentRequestId(): string {
  return webRuntime().requests.getStore()?.id ?? '';
}
