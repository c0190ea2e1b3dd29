// The web production server: static assets, a short shared cache for anonymous public pages, and
// the Remix handler, behind security headers (helmet) and compression. Plain node:http instead of
// Express: fewer layers on the hottest path; helmet and compression are Connect-style middleware
// and run on it as they are. Around them: a request id and a log line per request, health and
// readiness, metrics on a listener of their own, and a shutdown that lets requests finish.
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import compression from 'compression';
import helmet from 'helmet';
import Negotiator from 'negotiator';
import proxyAddr from 'proxy-addr';
import getRawBody from 'raw-body';
import { createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node';
import rulesRoom from '@dharma/config/rules';
import wordsRoom from '@dharma/config/words';
import envConfig from '@dharma/config/platform/env';
import mediaConfig from '@dharma/config/platform/media';
import securityConfig from '@dharma/config/platform/security';
import cacheConfig from '@dharma/config/platform/cache';
import opsConfig from '@dharma/config/platform/ops';
import { createLogger } from './logger.mjs';
import { createMetrics, routeNamer } from './metrics.mjs';

const { todayInKorea } = rulesRoom;
const { messages } = wordsRoom;
const { mediaOrigin } = mediaConfig;
const { webBodyLimitOf } = securityConfig;

/**
 * @typedef {import('node:http').IncomingMessage & { url: string, method: string }} Req A request as
 *   node:http's server hands it over (its url and method are always set there).
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ identity: Buffer, br: Buffer | null, gzip: Buffer | null }} Variants One body in each encoding.
 * @typedef {{ headers: Record<string, string>, body: Buffer, nonce: string | undefined, variants?: Variants }} CachedPage
 */
// A page is computed for one day in Korea (windows open, lessons open and terms end at its
// midnight): a copy kept from the day before is never served on the next.
const pageKey = (/** @type {Req} */ req) => `${todayInKorea()} ${req.url}`;
const { BoundedCache } = cacheConfig;
const {
  READINESS_TIMEOUT_MS,
  REQUEST_ID_HEADER,
  SHUTDOWN_GRACE_MS,
  drainable,
  listenForMetrics,
  loggedPath,
  logFormatOf,
  requestIdFrom,
  webRuntime,
} = opsConfig;

// A bad environment stops the server here, before it listens, naming the variable. The app's
// env() returns this same parse.
/** @type {import('@dharma/config/platform/env').WebEnv} */
let env;
try {
  env = envConfig.webEnv();
} catch (error) {
  // Without a readable environment there is no LOG_FORMAT either: the refusal is written as JSON,
  // as production writes everything.
  const early = await createLogger('json');
  early.fatal(/** @type {Error} */ (error).message);
  await flushed(early);
  process.exit(1);
}
const log = await createLogger(logFormatOf(env));

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const build = await import(path.join(here, 'build', 'server', 'index.js'));
const handle = createRequestHandler(build, env.NODE_ENV);
const runtime = webRuntime();
const routeOf = routeNamer(build);

const SESSION_COOKIE = 'ds_session';
const PAGE_CACHE_MAX = 500;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The route modules read the learner's address from this header only; it is always overwritten here.
const CLIENT_ADDRESS_HEADER = 'x-dharma-client-address';

/**
 * How many reverse proxies stand in front of web (TRUST_PROXY: `true` is one). Each trusted proxy
 * appends the address it received the request from to X-Forwarded-For, so the learner's address
 * is the entry that many places from the right; whatever the client itself wrote further left
 * (anyone can send the header) is never believed.
 */
const PROXY_HOPS = env.TRUST_PROXY === 'true' ? 1 : Number(env.TRUST_PROXY ?? 0) || 0;

/**
 * The learner's address: the connection's own, or the one the outermost trusted proxy saw
 * (proxy-addr, as Express reads `trust proxy` with a hop count). An entry that is not an IP
 * address (a proxy passing on junk) falls back to the next proxy inward.
 */
/** @param {Req} req */
function clientAddressOf(req) {
  for (let hops = PROXY_HOPS; hops > 0; hops--) {
    // Trust the connection and the first `hops - 1` addresses proxies appended (as Express does for a number).
    const address = proxyAddr(req, (_address, i) => i < hops);
    if (net.isIP(address)) return address;
  }
  return req.socket.remoteAddress ?? '';
}
const HTTPS = env.SITE_URL.startsWith('https://');

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;
const ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * The best encoding this browser accepts: brotli before gzip when it takes both equally.
 * @param {Req} req
 * @returns {keyof Variants}
 */
function encodingFor(req) {
  return /** @type {keyof Variants | undefined} */ (new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS })) ?? 'identity';
}

/**
 * Every file of the client build, read once and compressed once: the set is fixed for the life of
 * the process, so no request pays for compressing a file. Brotli quality 9 takes ~0.5 s for the
 * whole build at start-up and comes within 7 % of quality 11, which takes ~4 s.
 * @param {string} dir
 * @returns {Map<string, { body: Buffer, type: string, br: Buffer | null, gzip: Buffer | null, cache: string }>}
 */
function loadStatic(dir, prefix = '') {
  const files = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      for (const [k, v] of loadStatic(full, urlPath)) files.set(k, v);
      continue;
    }
    const body = fs.readFileSync(full);
    const type = TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
    const compress = COMPRESSIBLE.test(type) && body.length > 1024;
    files.set(urlPath, {
      body,
      type,
      br: compress
        ? zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : null,
      gzip: compress ? zlib.gzipSync(body, { level: 9 }) : null,
      // Vite fingerprints everything under /assets; other public files may change between deploys.
      cache: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    });
  }
  return files;
}
const staticFiles = loadStatic(clientDir);

/**
 * Writes a body that exists in several encodings, choosing the one the browser asked for.
 * @param {Req} req
 * @param {Res} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {Variants} variants
 */
function sendEncoded(req, res, status, headers, variants) {
  const encoding = variants.br ? encodingFor(req) : 'identity';
  const body = (encoding !== 'identity' && variants[encoding]) || variants.identity;
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const out = { ...headers, 'content-length': body.length };
  if (variants.br) out.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (body !== variants.identity) out['content-encoding'] = encoding;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Shared page cache: a page whose response says `s-maxage` is kept that long, and served only to
 * requests without a session (signed-in pages and flash messages are never shared). An entry keeps
 * the nonce its HTML was rendered with: its CSP header must name that nonce, and the nonce only
 * authorises the scripts of that fixed body. Compressed forms are made once per entry.
 */
/** @type {import('@dharma/config/platform/cache').BoundedCache<CachedPage>} */
const pageCache = new BoundedCache({ max: PAGE_CACHE_MAX, ttlMs: env.PAGE_CACHE_SECONDS * 1000 });
/** @param {Req} req */
function cacheable(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}
/** @param {Headers} headers */
function sMaxAge(headers) {
  const match = /s-maxage=(\d+)/.exec(headers.get('cache-control') ?? '');
  return match ? Number(match[1]) : 0;
}
/** @param {CachedPage} entry */
function variantsOf(entry) {
  if (!entry.variants) {
    const compress = COMPRESSIBLE.test(entry.headers['content-type'] ?? '') && entry.body.length > 1024;
    entry.variants = {
      identity: entry.body,
      br: compress ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : null,
      gzip: compress ? zlib.gzipSync(entry.body, { level: 6 }) : null,
    };
  }
  return entry.variants;
}

/** @param {Req} req */
function crossSite(req) {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== req.headers.host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * The body of a request, read whole before any route sees it: at most WEB_BODY_LIMIT_BYTES (forms
 * send a few KB; the statement upload's page a file, from staff only). A declared Content-Length
 * over the limit is refused before a byte is read; a chunked body is counted as it arrives and
 * refused the moment it passes the limit. Either way the answer is 413 and nothing reaches a route.
 */
class BodyTooLarge extends Error {}
/** @param {Req} req */
async function readBody(req) {
  const limit = await webBodyLimitOf(req.url.split('?')[0], () => build.entry.module.carriesStaffSession(req.headers.cookie));
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw new BodyTooLarge();
  try {
    return await getRawBody(req, { limit, length: declared });
  } catch (error) {
    if (/** @type {{ type?: string }} */ (error)?.type === 'entity.too.large') throw new BodyTooLarge();
    throw error;
  }
}

/**
 * 413, then the connection closes. What the client keeps sending meanwhile is read and thrown
 * away (never kept), so it can read the answer instead of a reset (a client may push megabytes
 * into the network's buffers before it reads); past 16 MB, or after five seconds, the connection is cut.
 */
const DRAIN_AFTER_REFUSAL_BYTES = 16 * 1024 * 1024;
/**
 * @param {Req} req
 * @param {Res} res
 */
function refuseBody(req, res) {
  // Not "Connection: close": Node would then close the socket the moment the answer is written,
  // with the unread body still arriving, and the client would see a reset instead of the 413.
  res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(messages.body_too_large);
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, 5000);
  req.socket.once('close', () => clearTimeout(timer));
  req.on('data', (/** @type {Buffer} */ chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_AFTER_REFUSAL_BYTES) cut();
  });
  req.resume();
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {Buffer | null} body
 */
function toRequest(req, res, body) {
  // Loaders stop when the browser goes away; a response that finished aborts nothing (an abort
  // builds a DOMException, which on every request was a measurable share of the CPU).
  /** @type {AbortController | null} */
  let controller = new AbortController();
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, res.locals.client);
  /** @type {RequestInit} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (body) init.body = body;
  return new Request(`http://${req.headers.host ?? `${env.HOST}:${env.PORT}`}${req.url}`, init);
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {Headers} headers
 */
function writeHead(res, status, headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const out = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  res.writeHead(status, out);
}

/**
 * Security headers on every response. Scripts run only from this site or inline with the
 * request's nonce (Remix's hydration scripts); no other site may frame a page (clickjacking),
 * except that the admin panel frames the lesson preview (`/preview/…`, on a signed link); forms
 * post only here, or to Kakao's sign-in page the login form redirects to. Styles allow inline
 * style attributes, which React uses for widths such as progress bars. Pictures come from here,
 * or from the media bucket's public origin when media are in one (MEDIA_PUBLIC_URL).
 */
const kakaoOrigin = new URL(env.KAKAO_AUTHORIZE_URL).origin;
const mediaFrom = mediaOrigin(env.MEDIA_PUBLIC_URL);
const panelOrigin = new URL(env.CMS_PUBLIC_URL ?? env.CMS_URL).origin;
const PREVIEW_PREFIX = '/preview/';
const securityFor = (/** @type {{ framedBy: string | null }} */ { framedBy }) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.nonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(mediaFrom ? [mediaFrom] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", kakaoOrigin],
        // The video page embeds YouTube's privacy-enhanced player, and nothing else may be framed.
        frameSrc: ['https://www.youtube-nocookie.com'],
        frameAncestors: framedBy ? [framedBy] : ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(HTTPS ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: HTTPS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // X-Frame-Options cannot name another origin: where the panel may frame, frame-ancestors alone rules.
    xFrameOptions: framedBy ? false : { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
const security = securityFor({ framedBy: null });
const previewSecurity = securityFor({ framedBy: panelOrigin });

// Dynamic responses are compressed as they are written; brotli at a quality that costs about what
// gzip does (the default 11 is for files compressed once, like the static ones above).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

/**
 * @param {Req} req
 * @param {Res} res
 */
async function render(req, res) {
  // A state-changing request from another site's page is refused, so no foreign page can act
  // for a signed-in learner (the session cookie is SameSite=Lax as well).
  if (!SAFE_METHODS.has(req.method) && crossSite(req)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(messages.cross_site);
    return;
  }
  let body = null;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuseBody(req, res);
      // A body that ended early or lied about its length: the client's fault, not a server error.
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end(messages.body_invalid);
      return;
    }
  }
  const shared = cacheable(req);
  const response = await handle(toRequest(req, res, body), { cspNonce: res.locals.nonce });
  const maxAge = sMaxAge(response.headers);
  if (shared && req.method === 'GET' && response.status === 200 && maxAge > 0 && !response.headers.has('set-cookie') && response.body) {
    const body = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    headers['content-length'] = String(body.length);
    pageCache.set(pageKey(req), { headers, body, nonce: res.locals.nonce }, maxAge * 1000);
    res.writeHead(200, { ...headers, 'x-page-cache': 'miss' });
    res.end(body);
    return;
  }
  writeHead(res, response.status, response.headers);
  if (response.body && req.method !== 'HEAD') await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

const metrics = env.WEB_METRICS_PORT ? createMetrics({ inFlight: () => drain.inFlight }) : null;
if (metrics) {
  runtime.observer = { cmsCall: metrics.cmsCall, contentCache: metrics.contentCache };
}

/**
 * @param {Res} res
 * @param {unknown} error
 */
function fail(res, error) {
  log.error({ err: error }, 'request failed');
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(messages.server_error);
}

/**
 * Ready to serve pages: the CMS answers its own readiness (its database) within the bound. Asked
 * by a load balancer or a monitor; never cached, and probes that arrive together share one call.
 */
/** @type {Promise<string | null> | null} */
let askingCms = null;
function cmsProblem() {
  askingCms ??= askCms().finally(() => {
    askingCms = null;
  });
  return askingCms;
}
/** @returns {Promise<string | null>} */
async function askCms() {
  try {
    const answer = await fetch(new URL('/readyz', env.CMS_URL), {
      headers: { [REQUEST_ID_HEADER]: runtime.requests.getStore()?.id ?? '' },
      signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
    });
    const said = /** @type {{ down?: unknown } | null} */ (await answer.json().catch(() => null));
    if (answer.status === 200) return null;
    return `the CMS is not ready (${answer.status}${Array.isArray(said?.down) ? `: ${said.down.join(', ')}` : ''})`;
  } catch (error) {
    return /** @type {Error} */ (error)?.name === 'TimeoutError'
      ? `the CMS did not answer within ${READINESS_TIMEOUT_MS} ms`
      : 'the CMS cannot be reached';
  }
}
/** @param {Res} res */
async function readiness(res) {
  const reason = drain.stopping ? 'web is stopping' : await cmsProblem();
  const body = reason ? { ready: false, down: [drain.stopping ? 'web' : 'cms'], reason } : { ready: true };
  res.writeHead(reason ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Health and readiness probes: their lines are left out of the log unless slow or failing. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * After the answer (or the client going away): the request's line in the log, a warning when it
 * was slow, and its metrics. The log names the path without its query string (OAuth codes,
 * signed links) and never a cookie or token; metrics name the matched route, never the path.
 */
/**
 * @param {Req} req
 * @param {Res} res
 * @param {string} id
 * @param {number} started
 */
function record(req, res, id, started) {
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const pathname = req.url.split('?')[0];
  const route = () => (res.locals.route ??= routeOf(pathname));
  metrics?.request(req.method, route(), res.statusCode, ms / 1000);
  const slow = ms > env.SLOW_REQUEST_MS;
  if (PROBES.has(pathname) && res.statusCode === 200 && !slow) return;
  const where = loggedPath(req.url);
  /** @type {Record<string, unknown>} */
  const fields = { request_id: id, method: req.method, path: where, status: res.statusCode, ms, client: res.locals.client };
  if (!res.writableFinished) fields.aborted = true;
  const line = `${req.method} ${where} ${res.statusCode} ${ms} ms`;
  if (slow) log.warn({ ...fields, route: route(), slow: true }, `slow: ${line}`);
  else log.info(fields, line);
}

const server = http.createServer((incoming, res) => {
  const req = /** @type {Req} */ (incoming);
  const started = performance.now();
  // A caller's id is believed only from the trusted proxy (nginx sends its $request_id), as its
  // X-Forwarded-For is; and only a plain short one. Routes and the CMS see the id chosen here.
  const id = requestIdFrom(PROXY_HOPS > 0 ? req.headers[REQUEST_ID_HEADER] : undefined);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('x-request-id', id);
  res.locals = { client: clientAddressOf(req) };
  res.once('close', () => record(req, res, id, started));
  runtime.requests.run({ id }, () => answer(req, res));
});
const drain = drainable(server);

/**
 * @param {Req} req
 * @param {Res} res
 */
function answer(req, res) {
  const pathname = req.url.split('?')[0];
  // Liveness only: answers without the CMS, so a start script can tell "up" from "CMS down".
  if (pathname === '/healthz') {
    res.locals.route = '/healthz';
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    res.end('ok');
    return;
  }
  if (pathname === '/readyz') {
    res.locals.route = '/readyz';
    readiness(res).catch((e) => fail(res, e));
    return;
  }
  const file = (req.method === 'GET' || req.method === 'HEAD') && staticFiles.get(pathname);
  const shared = !file && cacheable(req);
  const hit = shared ? pageCache.get(pageKey(req)) : undefined;
  if (shared) metrics?.pageCache(Boolean(hit));
  res.locals.nonce = hit?.nonce ?? crypto.randomBytes(16).toString('base64');
  const headers = pathname.startsWith(PREVIEW_PREFIX) ? previewSecurity : security;
  headers(req, res, (error) => {
    if (error) return fail(res, error);
    if (file) {
      res.locals.route = 'assets';
      sendEncoded(
        req,
        res,
        200,
        { 'content-type': file.type, 'cache-control': file.cache },
        { identity: file.body, br: file.br, gzip: file.gzip },
      );
      return;
    }
    if (hit) {
      sendEncoded(req, res, 200, { ...hit.headers, 'x-page-cache': 'hit' }, variantsOf(hit));
      return;
    }
    compress(req, res, () => render(req, res).catch((e) => fail(res, e)));
  });
}

server.keepAliveTimeout = 65_000;

// Up before the site, so a port it cannot take stops the start instead of leaving web unwatched.
/** @type {Awaited<ReturnType<typeof listenForMetrics>> | null} */
let metricsServer = null;
if (metrics) {
  try {
    // Metrics are on only when WEB_METRICS_PORT is set.
    const port = /** @type {number} */ (env.WEB_METRICS_PORT);
    metricsServer = await listenForMetrics(port, 'WEB_METRICS_PORT', metrics.render);
  } catch (error) {
    log.fatal(/** @type {Error} */ (error).message);
    await flushed();
    process.exit(1);
  }
}
server.listen(env.PORT, env.HOST, () => {
  log.info(
    { host: env.HOST, port: env.PORT, metrics: metrics ? `http://127.0.0.1:${env.WEB_METRICS_PORT}/metrics` : null },
    `web listening on http://${env.HOST}:${env.PORT}`,
  );
});

/**
 * SIGTERM (systemd's stop) or SIGINT (Ctrl-C): the server drains (drainable: no new connections,
 * the requests in flight finish within SHUTDOWN_GRACE_MS), then the CMS client's pool and the
 * metrics listener close, web says so and exits 0. A second signal while stopping changes nothing.
 */
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (drain.stopping) return;
  log.info({ signal, in_flight: drain.inFlight }, `${signal}: web stops accepting and finishes ${drain.inFlight} request(s) in flight`);
  const { finished, cutOff } = await drain.stop();
  await Promise.allSettled([...[...runtime.closeOnStop].map((close) => close()), metricsServer?.close()]);
  const summary = { finished, cut_off: cutOff };
  if (!cutOff) log.info(summary, `web stopped: ${finished} request(s) in flight finished`);
  else log.warn(summary, `web stopped: ${finished} request(s) finished, ${cutOff} cut off after ${SHUTDOWN_GRACE_MS} ms`);
  await flushed();
  process.exit(0);
}

/**
 * The log is written asynchronously (off the requests' path): exiting at once can drop its last
 * lines, the very ones that say how the process stopped. Waits for them, but not forever.
 * @returns {Promise<void>}
 */
function flushed(logger = log) {
  return new Promise((resolve) => {
    setTimeout(resolve, 1000).unref();
    try {
      logger.flush(() => resolve());
    } catch {
      resolve();
    }
  });
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stop(signal).catch(async (error) => {
      log.fatal({ err: error }, 'web could not stop cleanly');
      await flushed();
      process.exit(1);
    });
  });
}
